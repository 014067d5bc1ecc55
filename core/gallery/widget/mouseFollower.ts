/**
 * Mouse-follower arrows: where the pointer is decides the arrow that follows it.
 * With two arrows each takes the outer half on its side, at most 50 % of the width each; with one
 * arrow it takes the whole width. Moves are throttled to one per 50 ms; touch devices have none.
 */

/** Least time between two handled pointer moves, ms. */
export const MOUSE_FOLLOWER_THROTTLE = 50

/** The arrow the pointer at `x` (px from the gallery's left edge) shows, or null. */
export function mouseFollowerZone(params: {
  x: number
  width: number
  hasPrevious: boolean
  hasNext: boolean
  dir?: 'ltr' | 'rtl'
  /** Share of the width each of two arrows may cover, 0..0.5 (default 0.5). */
  zoneShare?: number
}): 'previous' | 'next' | null {
  const { x, width, hasPrevious, hasNext } = params
  if (width <= 0 || x < 0 || x > width) return null
  if (!hasPrevious && !hasNext) return null
  const leftIs = params.dir === 'rtl' ? 'next' : 'previous'
  const rightIs = leftIs === 'next' ? 'previous' : 'next'
  const available = (side: 'previous' | 'next') => (side === 'previous' ? hasPrevious : hasNext)
  if (!(hasPrevious && hasNext)) return hasPrevious ? 'previous' : 'next'
  const share = Math.min(0.5, Math.max(0, params.zoneShare ?? 0.5))
  if (x < width * share) return available(leftIs) ? leftIs : null
  if (x > width * (1 - share)) return available(rightIs) ? rightIs : null
  return null
}

/** A throttle over a clock reading: true when a call at `now` may run. */
export function createThrottle(ms: number): (now: number) => boolean {
  let last = -Infinity
  return (now) => {
    if (now - last < ms) return false
    last = now
    return true
  }
}
