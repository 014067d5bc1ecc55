/**
 * vitrine/react/server: what server code (a React Server Component, a route handler, a build script) needs
 * from the React components without rendering them: their stylesheets and the viewer's UI strings. This
 * entry has no "use client" directive and imports no React, so its exports are values on the server; the
 * components themselves come from the client entries (`vitrine/react`, `vitrine/react/viewer`,
 * `vitrine/react/gallery` ...), which a server component renders as client components. The option helpers
 * are in the core entries, which are server-importable too: `resolveOptions` in `vitrine/gallery`,
 * `normalizeDocument`, `openStreetMap` and `themeVariables` in `vitrine/document`.
 */
export { viewerCss } from './viewer/viewerCss'
export { viewerMessages, type ViewerMessages, type ViewerMessageKey } from './viewer/viewerMessages'
export { galleryCss } from './gallery/galleryCss'
export { fullscreenCss } from './fullscreen/fullscreenCss'
export type { RichContentViewerProps } from './viewer/RichContentViewer'
export type { GalleryProps } from './gallery/Gallery'
