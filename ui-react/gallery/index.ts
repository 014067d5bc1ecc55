/** The gallery widget (issue 13). */
export { Gallery, type GalleryProps } from './Gallery'
export type {
  GalleryEventName,
  GalleryEventsListener,
  GalleryNavigationApi,
  GalleryItemEventData,
} from './galleryEvents'
