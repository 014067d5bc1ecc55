/**
 * The slider's timing rules: how often the visitor may navigate, how often the current item follows
 * a scroll, and when a navigation is too far to animate slide by slide.
 */
import { NAVIGATION_THROTTLE, NAVIGATION_THROTTLE_SCROLLLESS } from './sliderMachine'

/** While the visitor scrolls a slider, the current item follows the view at most this often, ms. */
export const CURRENT_ITEM_THROTTLE = 600
/** A slider with less than this much to scroll, px, does not scroll: it navigates like a stage. */
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
