import { useMemo, useState, type MouseEvent } from 'react'
import { createThrottle, mouseFollowerZone, MOUSE_FOLLOWER_THROTTLE } from '../../core/gallery/widget/mouseFollower'
import type { Clock } from '../../ports/clock'

/** Where the follower arrow is, and which way it points. */
export interface Follower {
  side: 'previous' | 'next'
  x: number
  y: number
}

/**
 * Mouse-follower arrows: the arrow follows the pointer over the outer zones of the gallery (moves
 * throttled to 50 ms on the Clock port) and a click there navigates instead of clicking the item.
 * Off when `enabled` is false (touch devices, other arrow positions).
 */
export function useMouseFollower(params: {
  enabled: boolean
  hasPrevious: boolean
  hasNext: boolean
  rtl: boolean
  clock: Clock
  onNavigate(side: 'previous' | 'next'): void
}) {
  const { enabled, hasPrevious, hasNext, rtl, clock, onNavigate } = params
  const [follower, setFollower] = useState<Follower | null>(null)
  const gate = useMemo(() => createThrottle(MOUSE_FOLLOWER_THROTTLE), [])
  if (!enabled) return { follower: null, handlers: {} }
  return {
    follower,
    handlers: {
      onMouseMove(event: MouseEvent<HTMLElement>) {
        if (!gate(clock.now())) return
        const rect = event.currentTarget.getBoundingClientRect()
        const x = event.clientX - rect.left
        const side = mouseFollowerZone({ x, width: rect.width, hasPrevious, hasNext, dir: rtl ? 'rtl' : 'ltr' })
        setFollower(side ? { side, x, y: event.clientY - rect.top } : null)
      },
      onMouseLeave() {
        setFollower(null)
      },
      onClickCapture(event: MouseEvent<HTMLElement>) {
        const target = event.target as HTMLElement
        if (!follower || target.closest('button, a, .vg__thumbs')) return
        event.stopPropagation()
        onNavigate(follower.side)
      },
    },
  }
}
