import { useEffect, useState, type MouseEvent, type PointerEvent } from 'react'
import { createMagnifierStore } from '../../core/gallery/widget/createMagnifierStore'
import { magnifierStyle } from '../../core/gallery/widget/magnifier'
import { useStore } from '../useStore'

/**
 * The MAGNIFY behaviour's pointer handling on an item, bound to its core store
 * (`core/gallery/widget/createMagnifierStore.ts`): the magnified picture follows the pointer, a press
 * and drag pans it (pointer captured, touch too), and the click ending a drag does not end the
 * magnification.
 */
export function useMagnifier(params: {
  magnified: boolean
  scale: number
  /** The media's box inside the item element. */
  media: { top: number; left: number; width: number; height: number }
}) {
  const { magnified, scale, media } = params
  const [store] = useState(createMagnifierStore)
  const state = useStore(store)
  const { width, height } = media
  useEffect(() => {
    store.setMagnified(magnified, { width, height, scale })
  }, [store, magnified, width, height, scale])

  const position = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - rect.left - media.left, y: event.clientY - rect.top - media.top }
  }
  return {
    style: magnified ? magnifierStyle(state, scale) : undefined,
    dragging: magnified && state.dragging,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!magnified || event.button !== 0) return
        event.currentTarget.setPointerCapture?.(event.pointerId)
        store.send({ type: 'down', ...position(event) })
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const at = position(event)
        store.pointerAt(at.x, at.y)
        store.send({ type: 'move', ...at })
      },
      onPointerUp() {
        store.send({ type: 'up' })
      },
      onPointerCancel() {
        store.send({ type: 'up' })
      },
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (store.takeEndedDrag()) event.stopPropagation()
      },
    },
  }
}
