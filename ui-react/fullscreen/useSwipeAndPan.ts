import { useRef, useState, type PointerEvent, type RefObject } from 'react'
import { swipeEvent, type FullscreenEvent } from '../../core/gallery/widget/fullscreenMachine'

interface Drag {
  id: number
  startX: number
  startY: number
  lastX: number
  lastY: number
}

/** What {@link useSwipeAndPan} returns: pointer handlers for the media and whether a drag is on. */
export interface SwipeAndPan {
  dragging: boolean
  handlers: {
    onPointerDown(event: PointerEvent): void
    onPointerMove(event: PointerEvent): void
    onPointerUp(event: PointerEvent): void
    onPointerCancel(event: PointerEvent): void
  }
}

/**
 * Pointer gestures on the fullscreen media: dragging a magnified item pans it; a swipe on a fitted
 * item goes to the next or previous one ({@link swipeEvent} decides). Mouse, pen and touch alike.
 */
export function useSwipeAndPan(params: {
  stageRef: RefObject<HTMLElement | null>
  zoom: number
  dir: 'ltr' | 'rtl'
  dispatch(event: FullscreenEvent): void
}): SwipeAndPan {
  const { stageRef, zoom, dir, dispatch } = params
  const drag = useRef<Drag | null>(null)
  const [dragging, setDragging] = useState(false)
  const size = () => {
    const rect = stageRef.current?.getBoundingClientRect()
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 }
  }
  const end = (event: PointerEvent, cancelled: boolean) => {
    const current = drag.current
    if (!current || current.id !== event.pointerId) return
    drag.current = null
    setDragging(false)
    if (cancelled) return
    const swipe = swipeEvent(event.clientX - current.startX, event.clientY - current.startY, size().width, zoom, dir)
    if (swipe) dispatch(swipe)
  }
  return {
    dragging,
    handlers: {
      onPointerDown(event) {
        if (event.button !== 0) return
        drag.current = {
          id: event.pointerId,
          startX: event.clientX,
          startY: event.clientY,
          lastX: event.clientX,
          lastY: event.clientY,
        }
        event.currentTarget.setPointerCapture?.(event.pointerId)
        if (zoom > 1) setDragging(true)
      },
      onPointerMove(event) {
        const current = drag.current
        if (!current || current.id !== event.pointerId || zoom <= 1) return
        const dx = event.clientX - current.lastX
        const dy = event.clientY - current.lastY
        current.lastX = event.clientX
        current.lastY = event.clientY
        dispatch({ type: 'pan', dx, dy, ...size() })
      },
      onPointerUp: (event) => end(event, false),
      onPointerCancel: (event) => end(event, true),
    },
  }
}
