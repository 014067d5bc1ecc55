import { useCallback, type KeyboardEvent, type RefObject } from 'react'
import { moveFocus } from '../../core/gallery/widget/neighbourItem'
import type { GalleryEventName } from './galleryEvents'
import type { GalleryModel } from './useGallery'

/**
 * Keyboard of the gallery (spec §9 keys): in sliders the arrows and Page Up/Down go to the
 * previous/next item (mirrored right to left), Home/End to the ends; in scrolling galleries they
 * move focus between items (Page Up/Down by a screenful). Escape leaves the items for the gallery
 * itself and announces it. Enter and Space act on the focused item (see GalleryItem).
 */
export function useGalleryKeyboard(
  g: GalleryModel,
  refs: { rootRef: RefObject<HTMLDivElement | null>; itemsRef: RefObject<HTMLUListElement | null> },
  emit: (name: GalleryEventName, data: unknown) => void,
  onLeave: () => void,
): (event: KeyboardEvent) => void {
  const { horizontal, rtl, slider, layout, windowIndexes, setFocusIndex, setNavigated } = g
  const { itemsRef, rootRef } = refs
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !layout) return
      const target = event.target as HTMLElement
      if (!itemsRef.current?.contains(target)) return
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
      const key = event.key
      if (key === 'Escape') {
        rootRef.current?.focus()
        onLeave()
        return
      }
      if (horizontal) {
        const step =
          key === forward || key === 'PageDown' ? 'next' : key === backward || key === 'PageUp' ? 'previous' : null
        if (step) slider.send({ type: step, source: 'user' })
        else if (key === 'Home' || key === 'End')
          slider.send({ type: 'goTo', index: key === 'Home' ? 0 : layout.items.length - 1, source: 'user' })
        else return
        event.preventDefault()
        return
      }
      const current = Number(target.closest('[data-idx]')?.getAttribute('data-idx') ?? 0)
      const page = Math.max(1, windowIndexes.length >> 1)
      // Arrows go to the neighbour (the item above or below, previous or next); none: stay, logged.
      const direction =
        key === 'ArrowDown'
          ? 'down'
          : key === 'ArrowUp'
            ? 'up'
            : key === forward
              ? 'next'
              : key === backward
                ? 'previous'
                : null
      const delta = key === 'PageDown' ? page : key === 'PageUp' ? -page : 0
      if (!direction && delta === 0) return
      event.preventDefault()
      const next = direction
        ? moveFocus(layout.items, current, direction, g.logger)
        : Math.max(0, Math.min(layout.items.length - 1, current + delta))
      if (next === current) return
      setNavigated(true)
      setFocusIndex(next)
      emit('CURRENT_ITEM_CHANGED', { idx: next })
      // The target is rendered by the next commit (it is kept in the window); focus it then.
      requestAnimationFrame(() => {
        const element = itemsRef.current?.querySelector<HTMLElement>(`[data-idx="${next}"]`)
        element?.focus({ preventScroll: true })
        element?.scrollIntoView({ block: 'nearest' })
      })
    },
    [
      horizontal,
      rtl,
      slider,
      layout,
      itemsRef,
      rootRef,
      windowIndexes,
      setFocusIndex,
      setNavigated,
      emit,
      onLeave,
      g.logger,
    ],
  )
}
