/** The events a gallery reports to `eventsListener(name, data)` (decided by the core controller). */
export type {
  GalleryEventName,
  GalleryEventsListener,
  GalleryNavigationApi,
  GalleryItemEventData,
} from '../../core/gallery/widget/galleryControllerTypes'
