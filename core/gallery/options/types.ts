/**
 * The resolved gallery options: the nested option format, field names and enumeration values as in
 * pro-gallery 5. `resolveOptions` always returns a complete `GalleryOptions`; the layouter reads it.
 */
import type {
  GalleryLayout,
  ScrollDirection,
  LayoutOrientation,
  ResponsiveMode,
  GroupsOrder,
  GroupType,
  CropMethod,
  CropAlignment,
  CropRatio,
  TargetItemSizeUnit,
  InfoPlacement,
  InfoLayout,
  SizeUnits,
  ArrowsPosition,
  ArrowsVerticalAlignment,
  ArrowsType,
  ArrowsContainerType,
  ThumbnailsAlignment,
  ThumbnailsPosition,
  ClickAction,
  AutoSlideBehaviour,
  SlideAnimation,
  LoadMoreAmount,
  LayoutDirection,
  HoveringBehaviour,
  OverlayHoverAnimation,
  OverlayPosition,
  ContentHoverAnimation,
  ContentLoader,
  PlacementAnimation,
  PlayTrigger,
  ScrollAnimation,
  ButtonsAlignment,
  SecondaryMediaTrigger,
  ItemResolutionMode,
} from './enums'

export type * from './enums'
export { DEFAULT_OPTIONS } from './defaultOptions'

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
export type GalleryOptionsInput = DeepPartial<
  Omit<
    GalleryOptions,
    'fixedColumns' | 'targetItemSize' | 'externalInfoHeight' | 'externalInfoWidth' | 'thumbnailsOutsideSize'
  >
> & {
  layoutParams?: { structure?: { galleryLayout?: GalleryLayout | number | string } }
  [legacyOrFlatKey: string]: unknown
}

/** Recursive partial (arrays are replaced whole). */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T
