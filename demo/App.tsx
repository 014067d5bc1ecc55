import { Suspense } from 'react'
import { Route, Router, Switch } from 'wouter'
import { ROUTES, type PageMap } from './routes'
import { Shell } from './site/Shell'
import { ThemeProvider, type ThemeName } from './site/theme'

/** Shown while a page's chunk loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <div className="progress-bar indeterminate" aria-hidden="true" />
      <p>Loading the page…</p>
    </div>
  )
}

function NotFound() {
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. Try the <a href="/">home page</a>.
      </p>
    </section>
  )
}

/** Props of {@link App}. */
export interface AppProps {
  /** Page component per route path (lazy in the browser, direct on the server). */
  readonly pages: PageMap
  /** The visitor's chosen theme; undefined to follow the system. */
  readonly theme: ThemeName | undefined
  /** The path to render on the server. */
  readonly ssrPath?: string
}

/** The demo site: shell, theme and client-side routes. */
export function App({ pages, theme, ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <ThemeProvider initial={theme}>
        <Shell>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {ROUTES.map((route) => (
                <Route key={route.path} path={route.path} component={pages[route.path] ?? PageLoading} />
              ))}
              <Route component={NotFound} />
            </Switch>
          </Suspense>
        </Shell>
      </ThemeProvider>
    </Router>
  )
}
