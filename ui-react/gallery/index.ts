/**
 * The `Gallery` widget, a view over the core gallery controller (`createGalleryController`): its
 * ports context and events. `vitrine/react/gallery` (entries/reactGallery.tsx) wires the browser's ports.
 */
export { Gallery, type GalleryProps } from './Gallery'
export { GalleryPortsContext, NO_GALLERY_CLOCK, type GalleryPorts } from './galleryPorts'
export type {
  GalleryEventName,
  GalleryEventsListener,
  GalleryNavigationApi,
  GalleryItemEventData,
} from './galleryEvents'
