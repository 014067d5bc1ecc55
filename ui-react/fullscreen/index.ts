import { lazy } from 'react'

/** The fullscreen viewer's types; the component itself loads with {@link LazyFullscreenViewer}. */
export type { FullscreenItem, FullscreenViewerProps } from './FullscreenViewer'

/**
 * The fullscreen viewer behind `React.lazy`: its code (and focus-trap) is fetched the first time
 * it renders, so a page that never opens it pays nothing. Render it inside `<Suspense>`.
 */
export const LazyFullscreenViewer = /* @__PURE__ */ lazy(() =>
  import('./FullscreenViewer').then((module) => ({ default: module.FullscreenViewer })),
)
