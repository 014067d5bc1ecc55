import { deepFreeze } from './deepFreeze'
import type { GalleryOptions } from './types'

/**
 * The defaults merged under every input, before the preset and the forced corrections (so they are
 * not what `resolveOptions()` returns: the collage preset, for example, sets `numberOfColumns` 0).
 * Values are pro-gallery 5's defaults and the spec's §9, except `galleryLayout`, which is 'collage'.
 */
export const DEFAULT_OPTIONS: GalleryOptions = deepFreeze({
  layoutParams: {
    structure: {
      galleryLayout: 'collage',
      galleryRatio: { value: 0, includeExternalInfo: false },
      scrollDirection: 'VERTICAL',
      gallerySpacing: 0,
      itemSpacing: 10,
      enableStreching: true,
      responsiveMode: 'FIT_TO_SCREEN',
      scatter: { randomScatter: 0, manualScatter: '' },
      layoutOrientation: 'HORIZONTAL',
      groupsOrder: 'BY_HEIGHT',
      numberOfGridRows: 1,
      numberOfColumns: 3,
      columnRatios: [],
    },
    groups: {
      groupByOrientation: true,
      numberOfGroupsPerRow: 0,
      density: 0.8,
      groupSize: 3,
      allowedGroupTypes: ['1', '2h', '2v', '3t', '3b', '3l', '3r'],
      repeatingGroupTypes: [],
    },
    crop: {
      ratios: [1], method: 'FILL', enable: false, enableSmartCrop: false, cropOnlyFill: false, alignment: 'CENTER',
    },
    thumbnails: {
      size: 120, spacing: 4, marginToGallery: 0, enable: false, position: 'OUTSIDE_GALLERY', alignment: 'BOTTOM', ratio: 1,
    },
    navigationArrows: {
      enable: true,
      position: 'ON_GALLERY',
      padding: 23,
      size: 23,
      verticalAlignment: 'ITEM_CENTER',
      type: 'DEFAULT_ARROW',
      container: { type: 'SHADOW', backgroundColor: '', borderRadius: -1 },
      mouseCursorContainerMaxWidth: 100,
    },
    targetItemSize: { unit: 'SMART', value: 30, minimum: 120 },
    info: {
      placement: 'OVERLAY',
      height: 200,
      width: 50,
      sizeUnits: 'PERCENT',
      spacing: 10,
      layout: 'NO_BACKGROUND',
      border: { width: 0, radius: 0, color: '' },
    },
  },
  behaviourParams: {
    item: {
      clickAction: 'NOTHING',
      video: {
        playTrigger: 'HOVER', loop: true, volume: 0, enableControls: false, speed: 1,
        enablePlayButton: false, enableThumbnailsPlayButton: false, enablePlaceholder: true,
      },
      overlay: {
        hoveringBehaviour: 'APPEARS', hoverAnimation: 'NO_EFFECT', position: 'LEFT', size: 100,
        sizeUnits: 'PERCENT', padding: 0, backgroundColor: 'rgba(8, 8 ,8, 0.75)',
      },
      content: {
        hoverAnimation: 'NO_EFFECT', loader: 'BLUR', placementAnimation: 'NO_EFFECT',
        magnificationValue: 2, tiltAngleValue: -4,
      },
      secondaryMedia: { trigger: 'OFF', behaviour: 'APPEARS' },
      threeDimensionalScene: {
        controls: { enableAutoRotate: false, enablePan: true, enableRotate: true, enableZoom: false },
        transform: { rotation: 'x0y0z0', scale: 'x1y1z1', position: 'x0y0z0' },
        playTrigger: 'HOVER', enablePlayButton: false, enableThumbnailsPlayButton: false, enablePlaceholder: true,
      },
    },
    gallery: {
      blockContextMenu: true,
      layoutDirection: 'LEFT_TO_RIGHT',
      scrollAnimation: 'NO_EFFECT',
      enableIndexingShareLinks: true,
      horizontal: {
        enableScrollSnap: false,
        navigationDuration: 400,
        blockScroll: false,
        loop: false,
        slideTransition: 'cubic-bezier(0.46,0.1,0.25,1)',
        slideAnimation: 'SCROLL',
        autoSlide: { behaviour: 'OFF', interval: 4, pauseOnHover: true, speed: 200 },
        slideshowInfo: { buttonsAlignment: 'CENTER', enablePlayButton: false, enableCounter: false },
      },
      vertical: { loadMore: { enable: false, text: '', amount: 'ALL' } },
    },
  },
  stylingParams: {
    itemBorderWidth: 0,
    itemBorderRadius: 0,
    itemEnableShadow: false,
    itemBorderColor: '',
    itemShadowBlur: 20,
    itemShadowDirection: 135,
    itemShadowSize: 10,
    itemShadowOpacityAndColor: '',
    arrowsColor: '',
    itemResolutionMode: 'SCALED_DOWN',
  },
  fixedColumns: 0,
  targetItemSize: 650,
  externalInfoHeight: 0,
  externalInfoWidth: 0,
  thumbnailsOutsideSize: 0,
})
