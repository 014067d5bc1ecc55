/**
 * The gallery's parts that only some options use, each in its own chunk: the slider (arrows, counter
 * and play button, thumbnail strip, mouse-follower arrow, scrolling navigations), the FADE / DECK
 * slide stage, the MAGNIFY click action's magnifier and the autoplaying videos' scroll helper. A plain
 * grid loads none of them. {@link galleryParts} suspends the render that needs a part until it has
 * arrived (under a Suspense boundary; when hydrating, React keeps the server's markup until then).
 * On a server (no `window`) every part is fetched as soon as this module loads, so server rendering
 * has them before its first render.
 */
import type { ResolvedGalleryOptions } from '../../core/gallery/options/resolvedOptions'
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

/** Fetches one part once; settles (never rejects) when it is in or has failed. */
function load(part: PartName): Promise<void> {
  let promise = loading.get(part)
  if (!promise) {
    promise = importers[part]().then(
      (module) => void Object.assign(loaded, { [part]: module }),
      (error: unknown) => void failures.set(part, error),
    )
    loading.set(part, promise)
  }
  return promise
}

// A server renders once, at once: it has every part before its first render.
if (typeof window === 'undefined') for (const part of NAMES) void load(part)

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
 * The parts `needs` names. Throws (suspends the render) with a promise that settles when every one
 * not yet loaded has arrived or failed; call it before any hook of the component.
 */
export function galleryParts(needs: Record<PartName, boolean>): GalleryParts {
  const asked = NAMES.filter((part) => needs[part])
  const missing = asked.filter((part) => !loaded[part] && !failures.has(part))
  if (missing.length > 0) throw Promise.all(missing.map(load))
  const parts: GalleryParts = {
    failed: asked.filter((p) => failures.has(p)).map((p) => ({ part: p, error: failures.get(p) })),
  }
  for (const part of asked) Object.assign(parts, { [part]: loaded[part] })
  return parts
}
