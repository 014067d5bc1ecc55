import { useEffect, useState, useSyncExternalStore } from 'react'
import type { PollService } from '../../ports/pollService'
import { SUPPORTED_LOCALES, isRtlLocale } from '../../core/i18n'
import type { HashtagSettings } from '../../core/document'
import { RichContentViewer } from '../../entries/react'
import { demoArticle } from '../../fixtures/demo/article'
import { LANGUAGE_NAMES } from '../site/languageNames'
import { useTheme, VIEWER_THEMES } from '../site/theme'
import { useMediaQuery } from '../site/useHydrated'

// Tags and mentions lead to the home page's list of the articles with that tag or by that author.
const HASHTAGS: HashtagSettings = { createHref: (tag) => `/?tag=${encodeURIComponent(tag)}` }
const mentionHref = (mention: { slug?: string }) =>
  mention.slug ? `/?author=${encodeURIComponent(mention.slug)}` : undefined
// The visitor's viewer language is kept in the browser, so a reload keeps it (the server renders English
// and the stored language applies once the page has hydrated).
const LOCALE_KEY = 'vitrine-viewer-locale'
const storedLocale = () => {
  const stored = localStorage.getItem(LOCALE_KEY)
  return stored && (SUPPORTED_LOCALES as readonly string[]).includes(stored) ? stored : 'en'
}
const subscribeStorage = (onChange: () => void) => {
  addEventListener('storage', onChange)
  return () => removeEventListener('storage', onChange)
}

const SECTIONS = [
  ['why', 'Why the north'],
  ['harbour', 'The harbour, in pictures'],
  ['media', 'Moving pictures and sound'],
  ['plan', 'Plan your own trip'],
  ['stay', 'Where to stay'],
  ['vote', 'Your turn: the poll'],
  ['faq', 'Questions readers asked'],
] as const

/**
 * The demo article. The server renders it in English and in the visitor's theme; after hydration
 * another locale loads the viewer's UI strings, right to left for Arabic, Hebrew, Persian and Urdu.
 */
export default function ArticlePage() {
  const stored = useSyncExternalStore(subscribeStorage, storedLocale, () => 'en')
  const [picked, setPicked] = useState<string>()
  const locale = picked ?? stored
  const setLocale = (next: string) => {
    setPicked(next)
    localStorage.setItem(LOCALE_KEY, next)
  }
  const { theme, chosen } = useTheme()
  const isMobile = useMediaQuery('(max-width: 640px)')
  // The poll's service exists only in the browser (it votes with the visitor's tokens); the server's
  // markup already shows the poll, and voting starts once this chunk has loaded.
  const [pollService, setPollService] = useState<PollService>()
  useEffect(() => {
    void import('../client').then((m) => setPollService(m.polls))
  }, [])
  return (
    <div className="article-layout">
      <article className="reading">
        <header className="article-header">
          <p className="eyebrow">Travel · Photo essay</p>
          <h1>Notes from the northern coast</h1>
          <p className="byline">
            <span>By Mira Holm</span>
            <span>6 min read</span>
            <span>Rendered on the server, hydrated in your browser</span>
          </p>
        </header>
        <div id="article">
          <RichContentViewer
            content={demoArticle}
            locale={locale}
            // A chosen theme is passed as the viewer's palette; otherwise the site's CSS gives the viewer
            // the system's colours through the same custom properties.
            theme={chosen ? VIEWER_THEMES[theme] : undefined}
            isMobile={isMobile}
            hashtag={HASHTAGS}
            mentionHref={mentionHref}
            pollService={pollService}
          />
        </div>
      </article>
      <aside className="article-tools card">
        <label className="field">
          Viewer language
          <select value={locale} onChange={(e) => setLocale(e.target.value)}>
            {SUPPORTED_LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code] ?? code}
                {isRtlLocale(code) ? ' (right to left)' : ''}
              </option>
            ))}
          </select>
          <span className="hint">
            Buttons, players and menus follow the language; Arabic, Hebrew, Persian and Urdu run right to left.
          </span>
        </label>
        <nav className="toc" aria-label="In this article">
          <strong>In this article</strong>
          <ol>
            {SECTIONS.map(([anchor, title]) => (
              <li key={anchor}>
                <a href={`#viewer-${anchor}`}>{title}</a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>
    </div>
  )
}
