/**
 * vitrine/gallery: the gallery engine in pure TypeScript (no DOM, Node or React): options
 * (defaults, legacy migration, presets, forced corrections), the layouter, the item model and the
 * blueprint store, and the widget's controller (`createGalleryController`). Runs in a browser, in
 * Node, in a worker or on a server.
 */
export * from './options'
export * from './layout'
export * from './items'
export * from './blueprint'
export {
  createGalleryController,
  itemEventData,
  LAYOUT_WORKER_THRESHOLD,
  LAYOUT_PREVIEW_ITEMS,
  PREVIEW_FROM_ITEMS,
  FRAME_PREVIEW_ITEMS,
  type GalleryController,
  type GalleryControllerOptions,
  type GallerySnapshot,
  type GalleryView,
  type GalleryNavigation,
  type GalleryContainerState,
  type GalleryKeyResult,
  type GalleryEventName,
  type GalleryEventsListener,
  type GalleryNavigationApi,
  type GalleryItemEventData,
  type GetMoreItems,
  type SliderState,
} from './widget'
// Both the options and the layouter name the group types; the options' union is the public one.
export type { GroupType } from './options'
