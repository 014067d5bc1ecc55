/**
 * The slider's timing rules: how often the visitor may navigate, how often the current item follows
 * a scroll, and when a navigation is too far to animate slide by slide.
 */
import { NAVIGATION_THROTTLE, NAVIGATION_THROTTLE_SCROLLLESS } from './sliderMachine'

/** While the visitor scrolls a slider, the current item follows the view at most this often, ms. */
export const CURRENT_ITEM_THROTTLE = 600
/**
 * A gallery no larger than its view plus this much, px, cannot be scrolled far enough for a scroll
 * to ask for more items: it asks for them at once.
 */
export const SCROLL_UNAVAILABLE = 300
/** What phones add to {@link SCROLL_UNAVAILABLE}, px. */
export const MOBILE_SCROLL_EXTRA = 50

/** The slider timing of a gallery: navigation throttle (400 ms, 600 ms for sliders that do not scroll). */
export function sliderTiming(params: { staged: boolean; isMobile: boolean }): {
  navigationThrottle: number
  currentItemThrottle: number
  scrollUnavailable: number
} {
  return {
    navigationThrottle: params.staged ? NAVIGATION_THROTTLE_SCROLLLESS : NAVIGATION_THROTTLE,
    currentItemThrottle: CURRENT_ITEM_THROTTLE,
    scrollUnavailable: SCROLL_UNAVAILABLE + (params.isMobile ? MOBILE_SCROLL_EXTRA : 0),
  }
}

/**
 * Whether the visitor cannot scroll a gallery of `gallerySize` px (its height, or a slider's width)
 * in a view of `viewSize` px: it is no larger than the view plus {@link SCROLL_UNAVAILABLE} (plus
 * {@link MOBILE_SCROLL_EXTRA} on phones).
 */
export function isScrollUnavailable(params: { gallerySize: number; viewSize: number; isMobile: boolean }): boolean {
  const { gallerySize, viewSize, isMobile } = params
  if (!(viewSize > 0)) return false
  return gallerySize <= viewSize + sliderTiming({ staged: false, isMobile }).scrollUnavailable
}
