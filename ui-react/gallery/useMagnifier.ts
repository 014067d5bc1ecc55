import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react'
import {
  INITIAL_MAGNIFIER,
  followPan,
  magnifierStyle,
  magnifierTransition,
  type MagnifierEvent,
  type MagnifierState,
} from '../../core/gallery/widget/magnifier'

/**
 * The MAGNIFY behaviour's pointer handling on an item (see `core/gallery/widget/magnifier.ts`):
 * the magnified picture follows the pointer, a press and drag pans it (pointer captured, touch
 * too), and the click ending a drag does not end the magnification.
 */
export function useMagnifier(params: {
  magnified: boolean
  scale: number
  /** The media's box inside the item element. */
  media: { top: number; left: number; width: number; height: number }
}) {
  const { magnified, scale, media } = params
  const geometry = { width: media.width, height: media.height, scale }
  const [state, setState] = useState<MagnifierState>(INITIAL_MAGNIFIER)
  const current = useRef(state)
  const pointer = useRef<{ x: number; y: number } | null>(null)
  const endedDrag = useRef(false)
  const apply = (next: MagnifierState) => {
    current.current = next
    setState(next)
  }
  // Magnifying starts on the part under the pointer; un-magnifying forgets the pan.
  const { width, height } = media
  useEffect(() => {
    const at = pointer.current
    const start =
      magnified && at ? { ...INITIAL_MAGNIFIER, ...followPan(at.x, at.y, { width, height, scale }) } : INITIAL_MAGNIFIER
    current.current = start
    setState(start)
  }, [magnified, width, height, scale])

  const position = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - rect.left - media.left, y: event.clientY - rect.top - media.top }
  }
  const send = (event: MagnifierEvent) => {
    const [next, effects] = magnifierTransition(geometry)(current.current, event)
    if (effects.some((effect) => effect.type === 'endedDrag')) endedDrag.current = true
    if (next !== current.current) apply(next)
  }
  return {
    style: magnified ? magnifierStyle(state, scale) : undefined,
    dragging: magnified && state.dragging,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!magnified || event.button !== 0) return
        event.currentTarget.setPointerCapture?.(event.pointerId)
        send({ type: 'down', ...position(event) })
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        pointer.current = position(event)
        if (magnified) send({ type: 'move', ...pointer.current })
      },
      onPointerUp() {
        if (magnified) send({ type: 'up' })
      },
      onPointerCancel() {
        if (magnified) send({ type: 'up' })
      },
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!endedDrag.current) return
        endedDrag.current = false
        event.stopPropagation()
      },
    },
  }
}
