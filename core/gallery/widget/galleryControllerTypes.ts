import type { Clock } from '../../../ports/clock'
import type { LayoutWorkerPort } from '../../../ports/layoutWorker'
import type { Logger } from '../../../ports/logger'
import type { StatusState } from '../../shared/status'
import type { BlueprintError } from '../blueprint/BlueprintError'
import type { Blueprint } from '../blueprint/blueprintTypes'
import type { GalleryContainer } from '../blueprint/detectChanges'
import type { BlueprintLayout } from '../blueprint/galleryLayoutDeps'
import type { RenderedItem } from '../items/createRenderedItem'
import type { ResolvedGalleryOptions } from '../options/resolvedOptions'
import type { SliderState } from './sliderMachine'

/** The events a gallery reports to `eventsListener(name, data)`, by their pro-gallery names. */
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

/** Where more items come from: the host returns them, or passes them later with `setItems`. */
export type GetMoreItems = (fromIndex: number) => void | readonly unknown[] | Promise<void | readonly unknown[]>

/** Options of `createGalleryController`. */
export interface GalleryControllerOptions {
  /** Gallery id (the view's root is `vitrine-gallery-<id>`). */
  id: string
  /** Media items, in any shape `toItemDto` reads. */
  items: readonly unknown[]
  /** Anything `resolveOptions` accepts, nested or legacy. */
  options?: unknown
  /** The container; null or absent until known (nothing is laid out before). */
  container?: GalleryContainer | null
  /** Time: timers (auto-slide, fetch spacing, margin growth) and throttles. */
  clock: Clock
  logger?: Logger
  /**
   * Lays out elsewhere (a worker) galleries of `layoutWorkerThreshold` items or more; until its first
   * answer the first {@link LAYOUT_PREVIEW_ITEMS} items are laid out in process and shown.
   */
  layout?: LayoutWorkerPort
  layoutWorkerThreshold?: number
  totalItemsCount?: number
  getMoreItems?: GetMoreItems
  isMobile?: boolean
  /** A store gallery: every item's accessible name ends with ', Buy Now' (in the view's language). */
  isStoreGallery?: boolean
  eventsListener?: GalleryEventsListener
  /** Opens an item's link (the view: `window.open`); without it a link click is logged. */
  openUrl?: (url: string, target: string) => void
  /** False: timers and events wait for {@link GalleryController.start} (a view starts it once mounted). */
  start?: boolean
  /**
   * Calls `run` once the view has shown a frame of the current snapshot (a browser view: after the
   * next animation frame). With it, a gallery of `PREVIEW_FROM_ITEMS` items or more shows the layout of
   * its first `LAYOUT_PREVIEW_ITEMS` items first and lays out the whole after that frame. Without it
   * (the server, a hydrating view) the first snapshot holds the whole layout, or the port's preview.
   */
  afterFrame?: (run: () => void) => void
}

/** The part of the gallery in view, along its scroll axis, in the layout's coordinates. */
export interface GalleryView {
  start: number
  size: number
  /** The visitor has scrolled (the page, or the slider) or navigated since the gallery started. */
  gotFirstScroll: boolean
  /** Some of the gallery is inside the viewport. */
  inView: boolean
}

/** A slide navigation for the view to animate (a new `seq` each time). */
export interface GalleryNavigation {
  seq: number
  index: number
  duration: number
  direction: 1 | -1
  /** Where the view should start, px from the layout's left (the current slide after the start margin). */
  target: number
}

/** The container state (what the gallery knows of its place and media). */
export interface GalleryContainerState {
  scrollPosition: number
  gotFirstScrollEvent: boolean
  showMoreClickedAtLeastOnce: boolean
  playingVideoIdx: number
  playing3DIdx: number
  isInHover: boolean
  isInViewport: boolean
}

/**
 * What a gallery shows now: the shared status (`error` is the blueprint's failure) and readonly
 * data (the controller freezes each snapshot).
 */
export type GallerySnapshot = StatusState<BlueprintError> & {
  readonly id: string
  /** The gallery's own size: the container's width (else the layout's), its height as shown. */
  readonly width: number
  readonly height: number
  /** The window to render: the items near the view, ascending by `idx`. */
  readonly items: readonly RenderedItem[]
  /** How many items are laid out (loop copies included). */
  readonly count: number
  /** The current slide (sliders) or 0. */
  readonly activeIndex: number
  /** The item the fullscreen viewer shows (an original item's index), or null. */
  readonly fullscreenIndex: number | null
  /** The item a first tap put in its hover state (phones), or null. */
  readonly hoverIndex: number | null
  readonly magnifiedIndex: number | null
  /** The item keyboard focus returns to (roving tabindex). */
  readonly focusIndex: number
  readonly blueprint: Blueprint<BlueprintLayout>
  readonly layout: BlueprintLayout | null
  readonly options: ResolvedGalleryOptions | null
  readonly container: GalleryContainer | null
  readonly horizontal: boolean
  readonly rtl: boolean
  /** Vertical galleries: the height shown, and whether the Load More button shows. */
  readonly shown: { height: number; showButton: boolean }
  readonly slider: SliderState
  /** Px at the left and right of a slider where no slide shows (thumbnails beside, outside arrows). */
  readonly margins: { left: number; right: number }
  /** FADE / DECK: the slides sit on one stage that does not scroll. */
  readonly staged: boolean
  /** The first items laid out while the layout port works on the whole gallery. */
  readonly preview: boolean
  readonly printing: boolean
  readonly view: GalleryView
  readonly navigation: GalleryNavigation | null
  /** The visitor has interacted with the gallery (click, key, hover, scroll). */
  readonly firstInteraction: boolean
  readonly containerState: GalleryContainerState
  /** A message for screen readers: 'galleryLeft' when keyboard focus left the items, else null. */
  readonly announcement: { key: 'galleryLeft'; seq: number } | null
}

/** What a key press did: nothing, or handled (and which item to focus, if any). */
export interface GalleryKeyResult {
  handled: boolean
  /** Vertical galleries: the item to focus now. */
  focus?: number
  /** Escape: focus goes back to the gallery itself. */
  leave?: boolean
}

/** The gallery widget without a view: every decision, on ports. */
export interface GalleryController {
  /** What the gallery shows now; the same object until something changes. */
  getSnapshot(): GallerySnapshot
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** The container's size (null: unknown); a new width lays out again. */
  setContainer(container: GalleryContainer | null): void
  /** The visitor scrolled: `top` (vertical) or `left` (sliders) of the view in the layout's coordinates. */
  setScroll(position: { top?: number; left?: number; width?: number; height?: number; inView?: boolean }): void
  /**
   * How long to wait before reading the view after a scroll event that puts it at `position` (the
   * same shape as {@link setScroll}'s): 0 (read it now, so the frame that shows the scroll shows its
   * items) when the window lacks an item in view there (a jump) or `SCROLL_THROTTLE` ms have passed
   * since the last scroll was read; else the rest of that interval.
   */
  scrollReadDelay(position: { top?: number; left?: number; width?: number; height?: number }): number
  /** A measure of the view that is not a scroll (mount, resize): the window follows, gotFirstScroll does not. */
  measureView(position: { top?: number; left?: number; width?: number; height?: number; inView?: boolean }): void
  /** The host's items (and total count); appended items are laid out incrementally. */
  setItems(items: readonly unknown[], totalItemsCount?: number): void
  /** New option input (anything `resolveOptions` accepts); lays out again when it differs. */
  setOptions(options: unknown): void
  /** The host's callbacks and flags that may change while the gallery lives. */
  setHost(host: {
    getMoreItems?: GetMoreItems
    eventsListener?: GalleryEventsListener
    openUrl?: (url: string, target: string) => void
    isMobile?: boolean
  }): void
  /** Sliders: the next item (throttled; at the end without loop it stays). */
  next(): void
  /** Sliders: the previous item (a looping slider goes from the first to the last). */
  previous(): void
  /** Sliders: the item at `idx`. */
  goTo(idx: number): void
  /** A thumbnail was chosen. */
  selectThumbnail(idx: number): void
  /** Pauses the auto-slideshow, or resumes it (the play/pause button). */
  togglePause(): void
  /** The item action of a click, Enter or Space: direct link, fullscreen, link or magnify, by the options. */
  activate(idx: number): void
  /** The pointer entered (or left) an item: HOVER_SET. */
  hover(idx: number, on: boolean): void
  /** An item got (or lost) keyboard focus: ITEM_FOCUSED / ITEM_LOST_FOCUS; focus returns there. */
  focusItem(idx: number, focused: boolean): void
  /** An item's media loaded: ITEM_LOADED. */
  itemLoaded(idx: number): void
  /** The pointer entered or left the gallery; keyboard focus entered (visibly) or left it. */
  setGalleryHovered(on: boolean): void
  /** Keyboard focus entered the gallery visibly (pauses the slideshow), or left it. */
  setGalleryFocused(on: boolean): void
  /** `prefers-reduced-motion`: no automatic motion. */
  setReducedMotion(on: boolean): void
  /** A video started (or stopped: -1) playing. */
  setPlaying(kind: 'video' | '3d', idx: number): void
  /** A key pressed on item `fromIdx`: what it does (see {@link GalleryKeyResult}). */
  keyDown(key: string, fromIdx: number): GalleryKeyResult
  /** Keyboard focus left the items: announced. */
  leave(): void
  /** The Load More button: the whole vertical gallery shows. */
  loadMore(): void
  /** The page is (or is no longer) being printed: every item renders. */
  setPrinting(on: boolean): void
  /** The fullscreen viewer moved to another item (an original item's index). */
  setFullscreenIndex(idx: number): void
  /** Closes the fullscreen viewer. */
  closeFullscreen(): void
  /** The rendered record of any laid out item (thumbnails, events). */
  rendered(idx: number): RenderedItem
  /** The low-resolution placeholder of an item ('' when it has none). */
  lowResUrl(idx: number): string
  /** Starts (again) timers and events after `start: false` or {@link dispose}. */
  start(): void
  /** Stops every timer; commands are ignored until {@link start}. */
  dispose(): void
}
