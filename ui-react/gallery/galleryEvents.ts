/** The events a gallery reports to `eventsListener(name, data)`, by the spec's names (§7). */
export type GalleryEventName =
  | 'ITEM_CREATED'
  | 'ITEM_LOADED'
  | 'ITEM_CLICKED'
  | 'ITEM_FOCUSED'
  | 'ITEM_LOST_FOCUS'
  | 'ITEM_ACTION_TRIGGERED'
  | 'HOVER_SET'
  | 'CURRENT_ITEM_CHANGED'
  | 'THUMBNAIL_CLICKED'
  | 'NAVIGATION_START'
  | 'NAVIGATION_API_READY'
  | 'GALLERY_CHANGE'
  | 'APP_LOADED'

/** What `NAVIGATION_API_READY` hands the host. */
export interface GalleryNavigationApi {
  /** Moves to the next item (slide or page). */
  next(): void
  /** Moves to the previous item. */
  previous(): void
  /** Moves to the item at `index`. */
  goTo(index: number): void
}

/** The host's listener. */
export type GalleryEventsListener = (name: GalleryEventName, data: unknown) => void

/** What item events carry: the item's id, index and what the host needs to act on it. */
export interface GalleryItemEventData {
  id: string
  itemId: string
  idx: number
  type: string
  url: string
  title: string
  description: string
  linkUrl: string | undefined
}
