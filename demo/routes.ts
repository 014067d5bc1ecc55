// The demo site's pages: one entry per client-side route. Each page is its own lazily loaded chunk;
// `ssr` pages are rendered on the server and hydrated, the others render in the browser.
import type { ComponentType } from 'react'

/** One page of the demo site. */
export interface DemoRoute {
  readonly path: string
  /** Navigation label. */
  readonly label: string
  /** Document title. */
  readonly title: string
  /** Rendered on the server (static content) and hydrated. */
  readonly ssr: boolean
  /** Loads the page's chunk. */
  readonly load: () => Promise<{ default: ComponentType }>
}

/** The pages, in navigation order. */
export const ROUTES: readonly DemoRoute[] = [
  {
    path: '/',
    label: 'About Vitrine',
    title: 'Vitrine: rich content, galleries, members and data',
    ssr: true,
    load: () => import('./pages/HomePage'),
  },
  {
    path: '/article',
    label: 'Article',
    title: 'Article · Vitrine',
    ssr: true,
    load: () => import('./pages/ArticlePage'),
  },
  {
    path: '/gallery',
    label: 'Gallery',
    title: 'Gallery · Vitrine',
    ssr: false,
    load: () => import('./pages/GalleryPage'),
  },
  {
    path: '/signin',
    label: 'Sign in',
    title: 'Sign in · Vitrine',
    ssr: false,
    load: () => import('./pages/SignInPage'),
  },
  {
    path: '/data',
    label: 'Data',
    title: 'Data · Vitrine',
    ssr: false,
    load: () => import('./pages/DataPage'),
  },
]

/** The route serving `pathname` (a trailing slash is ignored), or undefined. */
export function routeOf(pathname: string): DemoRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return ROUTES.find((route) => route.path === path)
}

/** Page components by route path. */
export type PageMap = Readonly<Record<string, ComponentType>>
