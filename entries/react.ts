/**
 * vitrine/react: the React bindings of `ui-react`, with the `<Gallery>` of `vitrine/react/gallery` and
 * the `<RichContentViewer>` of `vitrine/react/viewer` (the browser's platform wired in). Everything else
 * is re-exported unchanged.
 *
 * @module vitrine/react
 */
export * from '../ui-react'
export { Gallery, browserGalleryPorts } from './reactGallery'
export { RichContentViewer, browserViewerPorts } from './reactViewer'
