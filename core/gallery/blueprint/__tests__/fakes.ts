import { brandResolved } from '../../options/resolvedOptions'
import { DEFAULT_OPTIONS, type GalleryOptions } from '../../options/types'
import { recordingLogger } from '../../../../adapters/memory'
import type { BlueprintLayoutDeps, BlueprintPorts, BlueprintReadyEvent, LayoutLike } from '../blueprintTypes'
import { createBlueprintStore } from '../createBlueprintStore'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Deep merge of plain objects (arrays replaced), for fake option resolution. */
export function merge<T>(base: T, patch: unknown): T {
  if (!isObject(base) || !isObject(patch)) return (patch === undefined ? base : patch) as T
  const out: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(patch)) out[k] = merge((base as Record<string, unknown>)[k], v)
  return out as T
}

/** A layouter fake: one full-width 100 px row per item, counting its calls. */
export function fakeLayout() {
  const calls = { resolve: 0, create: 0, append: 0 }
  const deps: BlueprintLayoutDeps<LayoutLike> = {
    resolveOptions: (input) => {
      calls.resolve++
      return brandResolved({ ...merge<GalleryOptions>(DEFAULT_OPTIONS, input) })
    },
    createLayout: ({ items, container }) => {
      calls.create++
      if (!(container.width > 0)) throw new Error('Layouter: cannot create layout, galleryWidth is undefined or 0')
      return {
        width: container.width,
        height: items.length * 100,
        items: items.map((it, idx) => ({
          id: it.id,
          idx,
          offset: { top: idx * 100, left: 0 },
          width: container.width,
          height: 100,
        })),
      }
    },
    appendLayout: ({ layout, items, container }) => {
      calls.append++
      const added = items.slice(layout.items.length).map((it, k) => {
        const idx = layout.items.length + k
        return { id: it.id, idx, offset: { top: idx * 100, left: 0 }, width: container.width, height: 100 }
      })
      return { width: layout.width, height: items.length * 100, items: [...layout.items, ...added] }
    },
  }
  return { calls, deps }
}

/** `n` host items with ids `prefix0..`. */
export const hostItems = (n: number, prefix = 'i') =>
  Array.from({ length: n }, (_, i) => ({
    itemId: `${prefix}${i}`,
    mediaUrl: `media_${prefix}${i}.jpg`,
    width: 400 + i,
    height: 300,
    metadata: { title: `T${i}` },
  }))

/** Option input for a looping horizontal gallery. */
export const LOOPING_HORIZONTAL = {
  layoutParams: { structure: { scrollDirection: 'HORIZONTAL' } },
  behaviourParams: { gallery: { horizontal: { loop: true } } },
}

/** A promise and its resolver, for ordering async host callbacks in tests. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** A blueprint store on the fake layouter, with a recording logger and the ready events it reported. */
export function fakeStore(ports: Omit<BlueprintPorts, 'logger' | 'onBlueprintReady'> = {}) {
  const { calls, deps } = fakeLayout()
  const logger = recordingLogger()
  const ready: BlueprintReadyEvent[] = []
  const store = createBlueprintStore<LayoutLike>({
    layout: deps,
    ports: { logger, onBlueprintReady: (e) => ready.push(e), ...ports },
  })
  return { store, calls, logger, ready }
}
