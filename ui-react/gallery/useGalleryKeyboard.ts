import { useCallback, type KeyboardEvent, type RefObject } from 'react'
import type { GalleryController } from '../../core/gallery/widget/galleryControllerTypes'

/**
 * Keyboard of the gallery: the controller decides (sliders: arrows and Page Up/Down to the
 * previous/next item, mirrored right to left, Home/End to the ends; scrolling galleries: focus moves
 * between items; Escape leaves the items and is announced); this moves DOM focus where it says.
 * Enter and Space act on the focused item (see GalleryItem).
 */
export function useGalleryKeyboard(
  g: GalleryController,
  refs: { rootRef: RefObject<HTMLDivElement | null>; itemsRef: RefObject<HTMLElement | null> },
): (event: KeyboardEvent) => void {
  const { itemsRef, rootRef } = refs
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target as HTMLElement
      if (!itemsRef.current?.contains(target)) return
      const current = Number(target.closest('[data-idx]')?.getAttribute('data-idx') ?? 0)
      const result = g.keyDown(event.key, current)
      if (!result.handled) return
      if (result.leave) return rootRef.current?.focus()
      event.preventDefault()
      const next = result.focus
      if (next === undefined) return
      // The target is rendered by the next commit (it is kept in the window); focus it then.
      requestAnimationFrame(() => {
        const element = itemsRef.current?.querySelector<HTMLElement>(`[data-idx="${next}"]`)
        element?.focus({ preventScroll: true })
        element?.scrollIntoView({ block: 'nearest' })
      })
    },
    [g, itemsRef, rootRef],
  )
}
