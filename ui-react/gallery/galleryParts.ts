/**
 * The gallery's parts that only some options use, each in its own chunk: the slider (arrows, counter
 * and play button, thumbnail strip, mouse-follower arrow, scrolling navigations), the FADE / DECK
 * slide stage, the MAGNIFY click action's magnifier and the autoplaying videos' scroll helper. A plain
 * grid loads none of them. A gallery renders once the parts its options ask for are in
 * ({@link partsBeforeRender}: it suspends; when hydrating, React keeps the server's markup until
 * then). On a
 * server (no `window` on the global object) every part is fetched as soon as this module loads, so server rendering has
 * them before its first render.
 */
import { isHorizontal } from '../../core/gallery/blueprint/detectChanges'
import { needsFullOptions, resolveGalleryOptions } from '../../core/gallery/options/galleryOptions'
import type { ResolvedGalleryOptions } from '../../core/gallery/options/resolvedOptions'
import type { ReadableStore } from '../../core/shared/createStore'
import { isStageAnimation } from '../../core/gallery/widget/slideStage'

import type * as MagnifierPart from './MagnifierPart'
import type * as SliderPart from './SliderPart'
import type * as StagePart from './StagePart'
import type * as VideoPart from './VideoPart'

/** The parts a gallery's options ask for, each loaded (undefined while not asked for). */
export interface GalleryParts {
  slider?: typeof SliderPart
  stage?: typeof StagePart
  magnifier?: typeof MagnifierPart
  video?: typeof VideoPart
  /** Parts asked for whose chunk could not be loaded: the gallery shows without them (and logs it). */
  failed: readonly { part: PartName; error: unknown }[]
}

/** A part's name. */
export type PartName = 'slider' | 'stage' | 'magnifier' | 'video'
type Loaded = Omit<GalleryParts, 'failed'>

const importers: { [K in PartName]: () => Promise<NonNullable<Loaded[K]>> } = {
  slider: () => import('./SliderPart'),
  stage: () => import('./StagePart'),
  magnifier: () => import('./MagnifierPart'),
  video: () => import('./VideoPart'),
}
const NAMES = Object.keys(importers) as PartName[]

const loaded: Loaded = {}
const failures = new Map<PartName, unknown>()
const loading = new Map<PartName, Promise<void>>()
const listeners = new Set<() => void>()
let version = 0

/** The parts' arrivals as a store (its snapshot counts them): a gallery re-renders when one is in. */
export const partsStore: ReadableStore<number> = {
  subscribe(listener) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getSnapshot: () => version,
}
const arrived = () => {
  version++
  for (const listener of [...listeners]) listener()
}

/** Fetches one part once; settles (never rejects) when it is in or has failed. */
function load(part: PartName): Promise<void> {
  let promise = loading.get(part)
  if (!promise) {
    promise = importers[part]()
      .then(
        (module) => void Object.assign(loaded, { [part]: module }),
        (error: unknown) => void failures.set(part, error),
      )
      .then(arrived)
    loading.set(part, promise)
  }
  return promise
}

// A server renders once, at once: it has every part before its first render. Whether this is a page is
// asked of the global object's keys, without reading any DOM global at import.
if (!('window' in globalThis)) for (const part of NAMES) void load(part)

/** Which parts resolved options ask for (a horizontal gallery is a slider). */
export function partsNeeded(options: ResolvedGalleryOptions, horizontal: boolean): Record<PartName, boolean> {
  const { item, gallery } = options.behaviourParams
  return {
    slider: horizontal,
    stage: horizontal && isStageAnimation(gallery.horizontal.slideAnimation),
    magnifier: item.clickAction === 'MAGNIFY',
    video: item.video.playTrigger === 'AUTO',
  }
}

/**
 * The parts `needs` names that have arrived; fetches the others ({@link partsStore} says when they are
 * in). A part that failed to load is in `failed`.
 */
export function galleryParts(needs: Record<PartName, boolean>): GalleryParts {
  const asked = NAMES.filter((part) => needs[part])
  for (const part of asked) if (!loaded[part] && !failures.has(part)) void load(part)
  const parts: GalleryParts = {
    failed: asked.filter((p) => failures.has(p)).map((p) => ({ part: p, error: failures.get(p) })),
  }
  for (const part of asked) Object.assign(parts, { [part]: loaded[part] })
  return parts
}

const needsOf = new WeakMap<object, Record<PartName, boolean>>()

/**
 * What a gallery waits for before it renders: a promise that settles when every part the option input
 * `input` asks for has arrived or failed, or null when they are in (or when the input waits for the
 * legacy migration, which suspends by itself). Waiting before the gallery renders anything keeps the
 * server's markup whole while hydrating, with nothing in it that could update meanwhile (React 18
 * client-renders a boundary that receives an update before it has hydrated).
 */
export function partsBeforeRender(input: unknown): Promise<unknown> | null {
  if (needsFullOptions(input)) return null
  let needs = typeof input === 'object' && input !== null ? needsOf.get(input) : undefined
  if (!needs) {
    const options = resolveGalleryOptions(input)
    needs = partsNeeded(options, isHorizontal(options))
    if (typeof input === 'object' && input !== null) needsOf.set(input, needs)
  }
  const missing = NAMES.filter((part) => needs[part] && !loaded[part] && !failures.has(part))
  return missing.length > 0 ? Promise.all(missing.map(load)) : null
}
