/**
 * vitrine/react/gallery: the `Gallery` widget over the layout engine, its events and the fullscreen viewer.
 *
 * @module vitrine/react/gallery
 */
export { Gallery, type GalleryProps } from './Gallery'
export type {
  GalleryEventName,
  GalleryEventsListener,
  GalleryNavigationApi,
  GalleryItemEventData,
} from './galleryEvents'
