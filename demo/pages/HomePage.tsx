import { Link, useSearch } from 'wouter'
import { journalSelection } from '../site/journal'
import { useHydrated } from '../site/useHydrated'

// Each feature's icon is an SVG path (24 x 24, stroked): glyphs such as ⚿ are missing from many fonts.
const FEATURES = [
  {
    href: '/article',
    icon: 'M5 6h14M5 10h14M5 14h14M5 18h9',
    title: 'Rich-content viewer',
    text: 'Every Ricos node, rendered on the server and hydrated: media, polls, cards, embeds, 38 languages.',
    more: 'Read the article',
  },
  {
    href: '/gallery',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
    title: 'Media gallery',
    text: 'A pure layout engine and a React widget: collage to slider, thousands of items, a fullscreen viewer.',
    more: 'Open the gallery',
  },
  {
    href: '/signin',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-4 4.4-6 8-6s6.5 2 8 6',
    title: 'Visitor sign-in',
    text: 'Register, verify by email, log in silently or by redirect, reset a password, one refresh for all tabs.',
    more: 'Try signing in',
  },
  {
    href: '/data',
    icon: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
    title: 'Data client',
    text: 'The wix-data API on a local PostgreSQL: filters, paging, writes, bulk imports and aggregates.',
    more: 'Browse the movies',
  },
]

const HERO_IMAGES = [
  ['/_demo/media/1600x1000/3.svg', 'Mountain lake at dawn'],
  ['/_demo/media/800x800/11.svg', 'Dunes under a pale sun'],
  ['/_demo/media/800x1200/7.svg', 'Forest ridge at dusk'],
  ['/_demo/media/900x800/21.svg', 'Sea cliffs in the evening'],
  ['/_demo/media/900x800/16.svg', 'Hills after rain'],
] as const

/**
 * The articles a tag or an author link asks for (`/?tag=…`, `/?author=…`). Shown once hydrated: the
 * server renders the page without its query.
 */
function JournalPanel() {
  const search = useSearch()
  const hydrated = useHydrated()
  const selection = hydrated ? journalSelection(search) : undefined
  if (!selection) return null
  return (
    <section className="card journal" aria-labelledby="journal-title">
      <h2 id="journal-title">{selection.heading}</h2>
      {selection.entries.length ? (
        <ul>
          {selection.entries.map((entry) => (
            <li key={entry.href}>
              <Link href={entry.href}>{entry.title}</Link>
              <span className="muted">
                {' '}
                by {entry.author.name} · {entry.tags.map((tag) => `#${tag}`).join(' ')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing here yet: no article matches this link.</p>
      )}
    </section>
  )
}

/** "About Vitrine": what the toolkit is and where to look first. */
export default function HomePage() {
  return (
    <>
      <JournalPanel />
      <section className="hero">
        <div>
          <p className="eyebrow">Embeddable publishing toolkit</p>
          <h1>Publish articles, galleries and member content from one toolkit.</h1>
          <p className="lead">
            Vitrine renders rich content, lays out media galleries, signs visitors in and reads and writes your
            collections. This whole site runs against the local emulator that <code>npm start</code> launched.
          </p>
          <div className="actions">
            <Link href="/article" className="button">
              Read the article
            </Link>
            <Link href="/gallery" className="button secondary">
              Open the gallery
            </Link>
          </div>
        </div>
        <div className="hero-art" aria-hidden="true">
          {HERO_IMAGES.map(([src, alt]) => (
            <img key={src} src={src} alt={alt} width="400" height="300" />
          ))}
        </div>
      </section>
      <h2>What you can try here</h2>
      <div className="features">
        {FEATURES.map((feature) => (
          <Link key={feature.href} href={feature.href} className="card feature">
            <span className="icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d={feature.icon} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
            <span className="more">{feature.more} →</span>
          </Link>
        ))}
      </div>
      <section className="card">
        <h2>Runs entirely on your machine</h2>
        <ul className="facts">
          <li>
            <strong>0</strong>
            <span>accounts or network calls: identity and data are emulated locally</span>
          </li>
          <li>
            <strong>PostgreSQL</strong>
            <span>embedded PGlite by default, or your server through DATABASE_URL</span>
          </li>
          <li>
            <strong>Lazy by design</strong>
            <span>each page, locale and player loads as its own compressed chunk</span>
          </li>
          <li>
            <strong>Same wire format</strong>
            <span>point the official clients at the emulator, or Vitrine at the hosted services</span>
          </li>
        </ul>
      </section>
    </>
  )
}
