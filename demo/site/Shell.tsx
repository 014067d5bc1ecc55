import { useEffect, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { useAuth } from '../../ui-react/identity'
import { ROUTES, routeOf } from '../routes'
import { useTheme } from './theme'
import { useHydrated } from './useHydrated'

/** The Vitrine mark: a faceted gem. */
function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <path d="M16 2 29 11 16 30 3 11Z" fill="var(--accent)" />
      <path d="M3 11h26L16 30Z" fill="var(--accent-strong)" />
      <path d="M10 11 16 2l6 9-6 19Z" fill="#fff" opacity=".28" />
    </svg>
  )
}

function ThemeToggle() {
  const { theme, setTheme } = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={`Switch to the ${next} theme`}
      title={`Switch to the ${next} theme`}
      onClick={() => setTheme(next)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {theme === 'dark' ? (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0-5 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8Zm0-14.2-1.4 2.8-1.4-1.4 2.8-1.4ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4Z"
          />
        ) : (
          <path fill="currentColor" d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />
        )}
      </svg>
    </button>
  )
}

/** Who is here: the visitor or the signed-in member (browser only: tokens live there). */
function AccountChip() {
  const auth = useAuth()
  return (
    <Link href="/signin" className={`account-chip ${auth.loggedIn ? 'is-member' : ''}`} data-testid="account-chip">
      <span className="dot" aria-hidden="true" />
      {auth.loggedIn ? 'Member' : 'Visitor'}
    </Link>
  )
}

/** The site frame: header with navigation, theme switch and account state; the page; the footer. */
export function Shell({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  const hydrated = useHydrated()
  const route = routeOf(location)
  useEffect(() => {
    document.title = route?.title ?? 'Page not found · Vitrine'
    window.scrollTo({ top: 0 })
  }, [route])
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="bar">
          <Link href="/" className="brand" aria-label="Vitrine home">
            <Logo />
            <span>Vitrine</span>
          </Link>
          <nav aria-label="Main" className="main-nav">
            <ul>
              {ROUTES.map((item) => (
                <li key={item.path}>
                  <Link href={item.path} aria-current={route?.path === item.path ? 'page' : undefined}>
                    {item.label === 'About Vitrine' ? (
                      <>
                        About<span className="wide-only"> Vitrine</span>
                      </>
                    ) : (
                      item.label
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="tools">
            {hydrated && <AccountChip />}
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>
          Vitrine demo, served by the local emulator: no account, no network. Data lives in the emulator&apos;s
          database; <code>POST /_emulator/reset</code> starts it over.
        </p>
      </footer>
    </div>
  )
}
