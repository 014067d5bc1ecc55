/** The gallery widget's machines: pure state and rules the React widget renders (issue 13). */
export * from './fullscreenMachine'
export * from './virtualWindow'
export * from './sliderMachine'
export { createSliderStore, type SliderStore, type SliderStoreOptions } from './createSliderStore'
export * from './fetchMore'
export * from './mouseFollower'
export * from './clickBehaviour'
export * from './galleryChrome'
