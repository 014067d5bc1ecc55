// The demo's browser entry: loads the current page's chunk, then hydrates the server's markup (home
// and article) or renders in the browser (gallery, sign-in, data). Other pages load when visited.
import { lazy, StrictMode, useEffect, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AuthProvider } from '../ui-react/identity'
import { App } from './App'
import { auth } from './client'
import { ROUTES, routeOf } from './routes'
import { themeFromCookie } from './site/theme'

/** Starts the visitor session, or completes a redirect login whose answer is in the query. */
function AuthBootstrap() {
  useEffect(() => {
    const answer = auth.parseFromUrl(location.href, 'query')
    if (answer.code && answer.state) {
      history.replaceState(null, '', location.pathname)
      void auth.getMemberTokens(answer.code, answer.state).then((tokens) => auth.setTokens(tokens))
    } else void auth.getValidTokens()
  }, [])
  return null
}

const pages: Record<string, ComponentType> = Object.fromEntries(ROUTES.map((route) => [route.path, lazy(route.load)]))
const current = routeOf(location.pathname)
// The current page is loaded before the first render, so hydration meets the server's markup.
if (current) pages[current.path] = (await current.load()).default

const container = document.getElementById('root')!
const tree = (
  <StrictMode>
    <AuthProvider client={auth}>
      <AuthBootstrap />
      <App pages={pages} theme={themeFromCookie(document.cookie)} />
    </AuthProvider>
  </StrictMode>
)
if (container.dataset.hydrate === 'true') hydrateRoot(container, tree)
else createRoot(container).render(tree)
