import { createValueStore, type ReadableStore } from '../../shared/createValueStore'
import {
  INITIAL_MAGNIFIER,
  followPan,
  magnifierTransition,
  type MagnifierEvent,
  type MagnifierGeometry,
  type MagnifierState,
} from './magnifier'

/** The MAGNIFY behaviour of one item: its pan state, and what the item's pointer does to it. */
export interface MagnifierStore extends ReadableStore<MagnifierState> {
  /**
   * The item is magnified (or not) over `geometry`: magnifying starts on the part under the last
   * pointer position; un-magnifying forgets the pan.
   */
  setMagnified(magnified: boolean, geometry: MagnifierGeometry): void
  /** A pointer event at `x`, `y` in the media's box (`up` has none). Ignored while not magnified. */
  send(event: MagnifierEvent): void
  /** The pointer's position in the media's box, magnified or not (where a magnification will start). */
  pointerAt(x: number, y: number): void
  /**
   * Whether the last press ended as a drag, asked once by the click that ends it (that click must not
   * toggle the magnification off); asking resets it.
   */
  takeEndedDrag(): boolean
}

/** Runs {@link magnifierTransition} for one item: the state its binding reads with `useStore`. */
export function createMagnifierStore(): MagnifierStore {
  const store = createValueStore<MagnifierState>(INITIAL_MAGNIFIER)
  let magnified = false
  let geometry: MagnifierGeometry = { width: 0, height: 0, scale: 1 }
  let pointer: { x: number; y: number } | null = null
  let endedDrag = false
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setMagnified(next, nextGeometry) {
      magnified = next
      geometry = nextGeometry
      store.update(
        magnified && pointer
          ? { ...INITIAL_MAGNIFIER, ...followPan(pointer.x, pointer.y, geometry) }
          : INITIAL_MAGNIFIER,
      )
    },
    pointerAt(x, y) {
      pointer = { x, y }
    },
    send(event) {
      if (!magnified) return
      const [next, effects] = magnifierTransition(geometry)(store.getSnapshot(), event)
      if (effects.some((effect) => effect.type === 'endedDrag')) endedDrag = true
      store.update(next)
    },
    takeEndedDrag() {
      const ended = endedDrag
      endedDrag = false
      return ended
    },
  }
}
