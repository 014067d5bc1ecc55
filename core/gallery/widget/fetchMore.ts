/**
 * When a scrolling gallery asks its host for more items: the remaining scroll is
 * under about three viewports, more items exist (or the gallery loops), nothing is being fetched,
 * and the last fetch started at least 2000 ms ago.
 */

/** Remaining scroll, in viewports, under which more items are fetched. */
export const FETCH_MORE_VIEWPORTS = 3
/** Least time between two fetches, ms. */
export const FETCH_MORE_SPACING = 2000
/** Space the Load More button reserves below a gallery, px. */
export const LOAD_MORE_RESERVED = 138

/** What {@link shouldFetchMore} decides from. */
export interface FetchMoreInput {
  /** Bottom of the view in gallery coordinates (scroll position + viewport size). */
  viewEnd: number
  viewportSize: number
  /** The gallery's scroll size (its height when vertical). */
  gallerySize: number
  loadedCount: number
  totalCount: number
  /** Whether a looping gallery may extend itself with copies past the total. */
  loop: boolean
  inFlight: boolean
  /** `clock.now()` when the last fetch started, or null. */
  lastFetchAt: number | null
  now: number
}

/** Whether to ask for more items now. */
export function shouldFetchMore(input: FetchMoreInput): boolean {
  if (input.inFlight) return false
  if (input.loadedCount >= input.totalCount && !input.loop) return false
  if (input.lastFetchAt !== null && input.now - input.lastFetchAt < FETCH_MORE_SPACING) return false
  const remaining = input.gallerySize - input.viewEnd
  return remaining < FETCH_MORE_VIEWPORTS * Math.max(1, input.viewportSize)
}

/**
 * The height a vertical gallery shows: everything once Load More was clicked (or without the
 * button), else the container height minus the button's 138 px, never more than the layout.
 */
export function shownHeight(params: {
  layoutHeight: number
  containerHeight: number | undefined
  loadMoreEnabled: boolean
  loadMoreClicked: boolean
}): { height: number; showButton: boolean } {
  const { layoutHeight, containerHeight, loadMoreEnabled, loadMoreClicked } = params
  if (!loadMoreEnabled || loadMoreClicked || !containerHeight || containerHeight <= 0)
    return { height: layoutHeight, showButton: false }
  const limit = Math.max(0, containerHeight - LOAD_MORE_RESERVED)
  return layoutHeight > limit ? { height: limit, showButton: true } : { height: layoutHeight, showButton: false }
}
