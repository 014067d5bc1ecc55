import { useEffect, useState, type RefObject } from 'react'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { Clock } from '../../ports/clock'

/** Container resizes are applied this long after the last one, ms. */
export const CONTAINER_DEBOUNCE = 100

/**
 * The gallery's container: the host's `container` prop when given, else the size of the root's
 * parent, measured with a ResizeObserver (the first measure at once, later ones debounced 100 ms
 * on the Clock port); the height of a parent that grows with the gallery is not taken (see
 * {@link growsWithGallery}). Null until known, which is also what the server renders without a prop.
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
    // A parent whose height follows its content (no definite height) grows with the gallery: taking
    // its height as the container's would feed the gallery's own height back into it (without end,
    // or past the layout's limits for a tall gallery). Such a parent keeps the height measured before.
    const measure = () => {
      const rect = parent.getBoundingClientRect()
      const followsContent = growsWithGallery(root, parent, rect.height)
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

/** How much taller the gallery is made, for one layout read, to see whether its parent follows it (px). */
const PROBE_PX = 16

/**
 * Whether `parent` (now `height` px tall) grows when the gallery `root` does: the root is made
 * {@link PROBE_PX} taller for one synchronous layout read and given back its height before anything
 * is painted or observed. Asked of the layout itself, so a parent that changed from a definite height to
 * following its content between two measures (a one-row preset's frame, then a tall grid) is told apart.
 */
function growsWithGallery(root: HTMLElement, parent: HTMLElement, height: number): boolean {
  const before = root.style.height
  root.style.height = `${root.getBoundingClientRect().height + PROBE_PX}px`
  const grown = parent.getBoundingClientRect().height - height
  root.style.height = before
  return grown > 0.5
}
