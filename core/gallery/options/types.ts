/**
 * The resolved gallery options: the nested option format, field names and enumeration values as in
 * pro-gallery 5. `resolveOptions` always returns a complete `GalleryOptions`; the layouter reads it.
 */

/** Preset names of `layoutParams.structure.galleryLayout` after resolution. */
export type GalleryLayout =
  | 'collage' | 'masonry' | 'grid' | 'thumbnail' | 'slider' | 'slideshow' | 'panorama'
  | 'column' | 'magic' | 'fullsize' | 'bricks' | 'mix' | 'alternate' | 'empty'
/** Scroll direction (`layoutParams.structure.scrollDirection`). */
export type ScrollDirection = 'VERTICAL' | 'HORIZONTAL'
/** Layout orientation (`layoutParams.structure.layoutOrientation`). */
export type LayoutOrientation = 'VERTICAL' | 'HORIZONTAL'
/** Responsive mode (`layoutParams.structure.responsiveMode`). */
export type ResponsiveMode = 'FIT_TO_SCREEN' | 'SET_ITEMS_PER_ROW'
/** Groups order (`layoutParams.structure.groupsOrder`). */
export type GroupsOrder = 'BY_HEIGHT' | 'LEFT_TO_RIGHT'
/** Collage group types. */
export type GroupType = '1' | '2h' | '2v' | '3h' | '3v' | '3t' | '3b' | '3l' | '3r'
/** Crop method. */
export type CropMethod = 'FILL' | 'FIT' | 'MIN' | 'MAX'
/** Crop alignment. */
export type CropAlignment = 'CENTER' | 'TOP' | 'BOTTOM' | 'LEFT' | 'RIGHT'
/** A crop ratio: a number (width / height) or a string such as '100%/100%' or '16/9'. */
export type CropRatio = number | string
/** Target item size unit. */
export type TargetItemSizeUnit = 'PIXEL' | 'PERCENT' | 'SMART'
/** Info placement; pro-gallery also accepts comma-joined lists such as 'OVERLAY,BELOW'. */
export type InfoPlacement =
  | 'OVERLAY' | 'BELOW' | 'ABOVE' | 'RIGHT' | 'LEFT' | 'ALTERNATE_HORIZONTALLY' | 'ALTERNATE_VERTICALLY'
/** Info layout. */
export type InfoLayout = 'NO_BACKGROUND' | 'ATTACHED_BACKGROUND' | 'SEPARATED_BACKGROUND' | 'DONT_SHOW'
/** Size units of the info box and the overlay. */
export type SizeUnits = 'PERCENT' | 'PIXEL'
/** Navigation arrows position. */
export type ArrowsPosition = 'ON_GALLERY' | 'OUTSIDE_GALLERY' | 'MOUSE_CURSOR'
/** Navigation arrows vertical alignment. */
export type ArrowsVerticalAlignment = 'ITEM_CENTER' | 'IMAGE_CENTER' | 'INFO_CENTER'
/** Navigation arrow styles (7). */
export type ArrowsType =
  | 'DEFAULT_ARROW' | 'ARROW_2' | 'ARROW_3' | 'ARROW_4' | 'ARROW_5' | 'ARROW_6' | 'ARROW_7'
/** Navigation arrow container style. */
export type ArrowsContainerType = 'NONE' | 'SHADOW' | 'BOX'
/** Thumbnails alignment. */
export type ThumbnailsAlignment = 'TOP' | 'BOTTOM' | 'LEFT' | 'RIGHT'
/** Thumbnails position. */
export type ThumbnailsPosition = 'ON_GALLERY' | 'OUTSIDE_GALLERY'
/** Item click action (legacy 'fullscreen' and 'expand' map to ACTION). */
export type ClickAction = 'NOTHING' | 'ACTION' | 'LINK' | 'MAGNIFY'
/** Auto slide behaviour. */
export type AutoSlideBehaviour = 'OFF' | 'INTERVAL' | 'CONTINUOUS'
/** Slide animation. */
export type SlideAnimation = 'SCROLL' | 'FADE' | 'DECK'
/** Load more amount. */
export type LoadMoreAmount = 'ALL' | 'PARTIAL'
/** Layout direction. */
export type LayoutDirection = 'LEFT_TO_RIGHT' | 'RIGHT_TO_LEFT'
/** Overlay hovering behaviour. */
export type HoveringBehaviour = 'APPEARS' | 'DISAPPEARS' | 'ALWAYS_SHOW' | 'NEVER_SHOW'
/** Overlay hover animation. */
export type OverlayHoverAnimation =
  | 'NO_EFFECT' | 'FADE_IN' | 'EXPAND' | 'SLIDE_UP' | 'SLIDE_RIGHT' | 'SLIDE_DOWN' | 'SLIDE_LEFT'
/** Overlay position. */
export type OverlayPosition =
  | 'LEFT' | 'RIGHT' | 'BOTTOM' | 'TOP' | 'CENTERED_VERTICALLY' | 'CENTERED_HORIZONTALLY'
/** Content hover animation. */
export type ContentHoverAnimation =
  | 'NO_EFFECT' | 'ZOOM_IN' | 'TILT' | 'BLUR' | 'GRAYSCALE' | 'SHRINK' | 'INVERT' | 'COLOR_IN'
  | 'DARKENED' | 'MAIN_COLOR'
/** Content loading placeholder. */
export type ContentLoader = 'BLUR' | 'COLOR' | 'MAIN_COLOR'
/** Content placement animation. */
export type PlacementAnimation = 'NO_EFFECT' | 'SLIDE'
/** Video and 3D play trigger. */
export type PlayTrigger = 'HOVER' | 'AUTO' | 'CLICK'
/** Gallery scroll animation. */
export type ScrollAnimation =
  | 'NO_EFFECT' | 'FADE_IN' | 'GRAYSCALE' | 'SLIDE_UP' | 'EXPAND' | 'SHRINK' | 'ZOOM_OUT'
  | 'ONE_COLOR' | 'MAIN_COLOR' | 'BLUR'
/** Slideshow buttons alignment. */
export type ButtonsAlignment = 'LEFT' | 'RIGHT' | 'CENTER'
/** Secondary media trigger. */
export type SecondaryMediaTrigger = 'OFF' | 'HOVER'
/** Item resolution mode. */
export type ItemResolutionMode = 'FULL' | 'SCALED_DOWN'

/** `layoutParams`: everything the layouter reads. */
export interface LayoutParams {
  structure: {
    galleryLayout: GalleryLayout
    galleryRatio: { value: number; includeExternalInfo: boolean }
    scrollDirection: ScrollDirection
    gallerySpacing: number
    itemSpacing: number
    enableStreching: boolean
    responsiveMode: ResponsiveMode
    scatter: { randomScatter: number; manualScatter: string }
    layoutOrientation: LayoutOrientation
    groupsOrder: GroupsOrder
    numberOfGridRows: number
    numberOfColumns: number
    columnRatios: number[]
  }
  groups: {
    groupByOrientation: boolean
    numberOfGroupsPerRow: number
    density: number
    groupSize: number
    allowedGroupTypes: GroupType[]
    repeatingGroupTypes: GroupType[]
  }
  crop: {
    ratios: CropRatio[]
    method: CropMethod
    enable: boolean
    enableSmartCrop: boolean
    cropOnlyFill: boolean
    alignment: CropAlignment
  }
  thumbnails: {
    size: number
    spacing: number
    marginToGallery: number
    enable: boolean
    position: ThumbnailsPosition
    alignment: ThumbnailsAlignment
    ratio: number
  }
  navigationArrows: {
    enable: boolean
    position: ArrowsPosition
    padding: number
    size: number
    verticalAlignment: ArrowsVerticalAlignment
    type: ArrowsType
    container: { type: ArrowsContainerType; backgroundColor: string; borderRadius: number }
    mouseCursorContainerMaxWidth: number
  }
  targetItemSize: { unit: TargetItemSizeUnit; value: number; minimum: number }
  info: {
    /** One placement or a comma-joined list ('OVERLAY,BELOW'). */
    placement: InfoPlacement | string
    height: number
    width: number
    sizeUnits: SizeUnits
    spacing: number
    layout: InfoLayout
    border: { width: number; radius: number; color: string }
  }
}

/** `behaviourParams`: item and gallery behaviour. */
export interface BehaviourParams {
  item: {
    clickAction: ClickAction
    video: {
      playTrigger: PlayTrigger
      loop: boolean
      volume: number
      enableControls: boolean
      speed: number
      enablePlayButton: boolean
      enableThumbnailsPlayButton: boolean
      enablePlaceholder: boolean
    }
    overlay: {
      hoveringBehaviour: HoveringBehaviour
      hoverAnimation: OverlayHoverAnimation
      position: OverlayPosition
      size: number
      sizeUnits: SizeUnits
      padding: number
      backgroundColor: string
    }
    content: {
      hoverAnimation: ContentHoverAnimation
      loader: ContentLoader
      placementAnimation: PlacementAnimation
      magnificationValue: number
      tiltAngleValue: number
    }
    secondaryMedia: { trigger: SecondaryMediaTrigger; behaviour: 'APPEARS' }
    threeDimensionalScene: {
      controls: { enableAutoRotate: boolean; enablePan: boolean; enableRotate: boolean; enableZoom: boolean }
      transform: { rotation: string; scale: string; position: string }
      playTrigger: PlayTrigger
      enablePlayButton: boolean
      enableThumbnailsPlayButton: boolean
      enablePlaceholder: boolean
    }
  }
  gallery: {
    blockContextMenu: boolean
    layoutDirection: LayoutDirection
    scrollAnimation: ScrollAnimation
    enableIndexingShareLinks: boolean
    horizontal: {
      enableScrollSnap: boolean
      navigationDuration: number
      blockScroll: boolean
      loop: boolean
      slideTransition: string
      slideAnimation: SlideAnimation
      autoSlide: { behaviour: AutoSlideBehaviour; interval: number; pauseOnHover: boolean; speed: number }
      slideshowInfo: { buttonsAlignment: ButtonsAlignment; enablePlayButton: boolean; enableCounter: boolean }
    }
    vertical: { loadMore: { enable: boolean; text: string; amount: LoadMoreAmount } }
  }
}

/** `stylingParams`: item borders and shadows, arrow colour. */
export interface StylingParams {
  itemBorderWidth: number
  itemBorderRadius: number
  itemEnableShadow: boolean
  itemBorderColor: string
  itemShadowBlur: number
  itemShadowDirection: number
  itemShadowSize: number
  itemShadowOpacityAndColor: string
  arrowsColor: string
  itemResolutionMode: ItemResolutionMode
}

/**
 * Resolved gallery options. The three groups are user-facing; the top-level numbers are derived by
 * `resolveOptions` on every call (never read from input), in pro-gallery's "layouter direct API" names.
 */
export interface GalleryOptions {
  layoutParams: LayoutParams
  behaviourParams: BehaviourParams
  stylingParams: StylingParams
  /** Columns forced by the preset or by SET_ITEMS_PER_ROW in vertical layouts; 0 means free. */
  fixedColumns: number
  /** Target item size in px the layouter uses (SMART value per preset, PERCENT of a 980 px window). */
  targetItemSize: number
  /** Height reserved above/below each item for info (0 unless placement allows it). */
  externalInfoHeight: number
  /** Width beside each item for info: fraction 0..1 for PERCENT, px for PIXEL; 0 unless allowed. */
  externalInfoWidth: number
  /** Space an outside thumbnail strip takes (size + gallerySpacing + marginToGallery); 0 unless enabled outside. */
  thumbnailsOutsideSize: number
}

/** Deep partial of the options: what a user may pass in the nested form. */
export type GalleryOptionsInput = DeepPartial<Omit<GalleryOptions,
  'fixedColumns' | 'targetItemSize' | 'externalInfoHeight' | 'externalInfoWidth' | 'thumbnailsOutsideSize'>> & {
  layoutParams?: { structure?: { galleryLayout?: GalleryLayout | number | string } }
  [legacyOrFlatKey: string]: unknown
}

/** Recursive partial (arrays are replaced whole). */
export type DeepPartial<T> = T extends readonly unknown[] ? T
  : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T

/**
 * The defaults merged under every input, before the preset and the forced corrections (so they are
 * not what `resolveOptions()` returns: the collage preset, for example, sets `numberOfColumns` 0).
 * Values are pro-gallery 5's defaults and the spec's §9, except `galleryLayout`, which is 'collage'.
 */
export const DEFAULT_OPTIONS: GalleryOptions = {
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
}
