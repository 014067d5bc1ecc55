/** The gallery widget's machines: pure state and rules the React widget renders (issue 13). */
export * from './fullscreenMachine'
export * from './virtualWindow'
export * from './sliderMachine'
export { createSliderStore, type SliderStore, type SliderStoreOptions } from './createSliderStore'
export * from './fetchMore'
export * from './mouseFollower'
export * from './clickOutcome'
export * from './galleryChrome'
export * from './slideStage'
export { createSlideStage, type SlideStage } from './createSlideStage'
export * from './thumbnailStrip'
export * from './mobileThumbnails'
export * from './itemFrame'
export * from './magnifier'
export * from './createMagnifierStore'
export * from './galleryControllerTypes'
export {
  createGalleryController,
  itemEventData,
  LAYOUT_WORKER_THRESHOLD,
  LAYOUT_PREVIEW_ITEMS,
  PREVIEW_FROM_ITEMS,
  FRAME_PREVIEW_ITEMS,
  MARGIN_GROWTH_MS,
} from './createGalleryController'
export * from './sliderTiming'
