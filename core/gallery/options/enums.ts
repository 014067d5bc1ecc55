/** The enumerations of the gallery options, as string literal unions (pro-gallery 5 values). */

/** Preset names of `layoutParams.structure.galleryLayout` after resolution. */
export type GalleryLayout =
  | 'collage'
  | 'masonry'
  | 'grid'
  | 'thumbnail'
  | 'slider'
  | 'slideshow'
  | 'panorama'
  | 'column'
  | 'magic'
  | 'fullsize'
  | 'bricks'
  | 'mix'
  | 'alternate'
  | 'empty'
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
  'OVERLAY' | 'BELOW' | 'ABOVE' | 'RIGHT' | 'LEFT' | 'ALTERNATE_HORIZONTALLY' | 'ALTERNATE_VERTICALLY'
/** Info layout. */
export type InfoLayout = 'NO_BACKGROUND' | 'ATTACHED_BACKGROUND' | 'SEPARATED_BACKGROUND' | 'DONT_SHOW'
/** Size units of the info box and the overlay. */
export type SizeUnits = 'PERCENT' | 'PIXEL'
/** Navigation arrows position. */
export type ArrowsPosition = 'ON_GALLERY' | 'OUTSIDE_GALLERY' | 'MOUSE_CURSOR'
/** Navigation arrows vertical alignment. */
export type ArrowsVerticalAlignment = 'ITEM_CENTER' | 'IMAGE_CENTER' | 'INFO_CENTER'
/** Navigation arrow styles (7). */
export type ArrowsType = 'DEFAULT_ARROW' | 'ARROW_2' | 'ARROW_3' | 'ARROW_4' | 'ARROW_5' | 'ARROW_6' | 'ARROW_7'
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
  'NO_EFFECT' | 'FADE_IN' | 'EXPAND' | 'SLIDE_UP' | 'SLIDE_RIGHT' | 'SLIDE_DOWN' | 'SLIDE_LEFT'
/** Overlay position. */
export type OverlayPosition = 'LEFT' | 'RIGHT' | 'BOTTOM' | 'TOP' | 'CENTERED_VERTICALLY' | 'CENTERED_HORIZONTALLY'
/** Content hover animation. */
export type ContentHoverAnimation =
  'NO_EFFECT' | 'ZOOM_IN' | 'TILT' | 'BLUR' | 'GRAYSCALE' | 'SHRINK' | 'INVERT' | 'COLOR_IN' | 'DARKENED' | 'MAIN_COLOR'
/** Content loading placeholder. */
export type ContentLoader = 'BLUR' | 'COLOR' | 'MAIN_COLOR'
/** Content placement animation. */
export type PlacementAnimation = 'NO_EFFECT' | 'SLIDE'
/** Video and 3D play trigger. */
export type PlayTrigger = 'HOVER' | 'AUTO' | 'CLICK'
/** Gallery scroll animation. */
export type ScrollAnimation =
  | 'NO_EFFECT'
  | 'FADE_IN'
  | 'GRAYSCALE'
  | 'SLIDE_UP'
  | 'EXPAND'
  | 'SHRINK'
  | 'ZOOM_OUT'
  | 'ONE_COLOR'
  | 'MAIN_COLOR'
  | 'BLUR'
/** Slideshow buttons alignment. */
export type ButtonsAlignment = 'LEFT' | 'RIGHT' | 'CENTER'
/** Secondary media trigger. */
export type SecondaryMediaTrigger = 'OFF' | 'HOVER'
/** Item resolution mode. */
export type ItemResolutionMode = 'FULL' | 'SCALED_DOWN'
