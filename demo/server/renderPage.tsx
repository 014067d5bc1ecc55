// Server rendering of the demo site: the home and article pages as full markup (hydrated in the
// browser), the other pages as the site frame with a loading state (rendered in the browser).
import { renderToString } from 'react-dom/server'
import { App, PageLoading } from '../App'
import HomePage from '../pages/HomePage'
import ArticlePage from '../pages/ArticlePage'
import { ROUTES, routeOf } from '../routes'
import { siteCss } from '../site/siteCss'
import { themeAttribute, themeFromCookie } from '../site/theme'

const SERVER_PAGES = { '/': HomePage, '/article': ArticlePage }

/** Where the browser code is: the entry and the chunks it imports at once. */
export interface PageScripts {
  readonly entry: string
  readonly preload: readonly string[]
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The HTML of a demo page, or undefined when `path` is not one of the site's routes. */
export function renderDemoPage(path: string, cookie: string | undefined, scripts: PageScripts): string | undefined {
  const route = routeOf(path)
  if (!route) return undefined
  const theme = themeFromCookie(cookie)
  const pages = Object.fromEntries(
    ROUTES.map((r) => [r.path, (SERVER_PAGES as Record<string, typeof HomePage>)[r.path] ?? PageLoading]),
  )
  let body: string
  let hydrate = route.ssr
  try {
    body = renderToString(<App pages={pages} theme={theme} ssrPath={route.path} />)
  } catch (error) {
    hydrate = false
    body = `<p class="page">The page could not be rendered on the server: ${escapeHtml(String(error))}</p>`
  }
  const preload = [scripts.entry, ...scripts.preload]
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('')
  return `<!doctype html>
<html lang="en"${themeAttribute(theme)}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Vitrine: a rich-content viewer, media gallery, visitor sign-in and data client, running against a local emulator.">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(route.title)}</title>
<link rel="icon" href="/_demo/favicon.svg" type="image/svg+xml">${preload}
<style>${siteCss}</style></head>
<body><div id="root" data-hydrate="${hydrate}">${body}</div>
<script type="module" src="${escapeHtml(scripts.entry)}"></script></body></html>`
}
