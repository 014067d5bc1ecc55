import { useEffect, useState, type RefObject } from 'react'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { Clock } from '../../ports/clock'

/** Container resizes are applied this long after the last one, ms. */
export const CONTAINER_DEBOUNCE = 100

/**
 * The gallery's container: the host's `container` prop when given, else the size of the root's
 * parent, measured with a ResizeObserver (the first measure at once, later ones debounced 100 ms
 * on the Clock port); a change of the parent's height that only mirrors the gallery's own is not
 * taken (see `measure`). Null until known, which is also what the server renders without a prop.
 */
export function useContainer(
  given: GalleryContainer | undefined,
  rootRef: RefObject<HTMLElement | null>,
  clock: Clock,
): GalleryContainer | null {
  const [measured, setMeasured] = useState<GalleryContainer | null>(null)
  const width = given?.width
  const height = given?.height
  useEffect(() => {
    if (width !== undefined) return
    const root = rootRef.current
    const parent = root?.parentElement
    if (!root || !parent || typeof ResizeObserver === 'undefined') return
    // A parent whose height follows its content (no definite height) grows by exactly what the gallery
    // grew: taking that as the new container height would feed the gallery's height back into itself
    // without end. Such changes keep the height measured before.
    let last: { parent: number; root: number } | null = null
    const measure = () => {
      const rect = parent.getBoundingClientRect()
      const own = root.getBoundingClientRect().height
      const followsContent =
        last !== null && own !== last.root && Math.abs(rect.height - own - (last.parent - last.root)) < 1
      last = { parent: rect.height, root: own }
      setMeasured((previous) => {
        const height = followsContent ? previous?.height : Math.floor(rect.height) || undefined
        const next = { width: Math.floor(rect.width), height }
        return previous && previous.width === next.width && previous.height === next.height ? previous : next
      })
    }
    measure()
    let timer: ReturnType<Clock['setTimeout']> | null = null
    const observer = new ResizeObserver(() => {
      if (timer !== null) clock.clearTimeout(timer)
      timer = clock.setTimeout(measure, CONTAINER_DEBOUNCE)
    })
    observer.observe(parent)
    return () => {
      observer.disconnect()
      if (timer !== null) clock.clearTimeout(timer)
    }
  }, [width, rootRef, clock])
  // A stable object per size, so the blueprint effect does not re-run on every render.
  const [fromProps, setFromProps] = useState<GalleryContainer | null>(given ? { width: given.width, height } : null)
  if (given && (!fromProps || fromProps.width !== given.width || fromProps.height !== height))
    setFromProps({ width: given.width, height })
  return given ? (fromProps ?? { width: given.width, height }) : measured
}
