import { useCallback, useEffect, useRef, useState } from 'react'
import { EMPTY_BLUEPRINT, type Blueprint, type LayoutInputItem } from '../../core/gallery/blueprint/blueprintTypes'
import { blueprintInputsNow, buildBlueprintFrom } from '../../core/gallery/blueprint/buildBlueprintNow'
import { serializeOptions, type GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import { galleryLayoutDeps, type BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import { fromLayoutResult } from '../../core/gallery/layout/layoutService'
import type { LayoutWorkerOutcome, LayoutWorkerPort } from '../../ports/layoutWorker'
import type { Logger } from '../../ports/logger'

/**
 * From this many items, a gallery lays out in a worker (its `layoutWorker`, else the package's) in the
 * browser. Chosen from `npm run bench -- galleryWidgetThreshold` (docs/benchmarks.md, "Gallery widget: worker threshold"): below it
 * the cold synchronous layout in a fresh Chromium page stays about a long task's 50 ms or under
 * (41–61 ms at 10,000 items, 49 ms at 15,000) and shows the first frame sooner than a worker, which
 * must start first; above it the layout alone is a long task (84–159 ms at 50,000 to 100,000) and
 * the worker keeps input free.
 */
export const LAYOUT_WORKER_THRESHOLD = 15_000

/**
 * While a worker lays out a gallery for the first time, this many of its first items are laid out
 * on the main thread and shown, so the first screens are there at once instead of an empty gallery
 * (a fresh worker must start, then lay out cold: 100,000 items took about 25 frames in Chromium).
 * Their boxes are the worker's, except in the preview's last strip or column group, which the whole
 * layout may close differently, far below the first screen: a collage of 1,000 photos at 980 px is
 * some 100,000 px tall.
 */
export const LAYOUT_PREVIEW_ITEMS = 1_000

/** What a gallery lays out, from the host's props: items, options, container, and where more items come from. */
export interface BlueprintRequestInput {
  items: readonly unknown[]
  options: unknown
  container: GalleryContainer | null
  totalItemsCount?: number
  getMoreItems?(fromIndex: number): void | readonly unknown[] | Promise<void | readonly unknown[]>
  logger?: Logger
}

/** Inputs of {@link useWorkerBlueprint}. */
export interface WorkerBlueprintInput extends BlueprintRequestInput {
  /** Off: nothing is sent and the result is null. */
  enabled: boolean
  port: LayoutWorkerPort | undefined
}

interface Sent {
  optionsKey: string
  width: number
  count: number
  lastId: string
}

/**
 * The blueprint laid out by a {@link LayoutWorkerPort}: the items are normalised here (as the
 * blueprint store does), laid out in the worker (appended when the new items extend the last ones),
 * and the blueprint is assembled from the returned boxes. Null until the first answer. Items
 * `getMoreItems` returns are appended. Worker failures are logged and keep the last blueprint.
 */
export function useWorkerBlueprint(input: WorkerBlueprintInput): {
  blueprint: Blueprint<BlueprintLayout> | null
  loadMoreItems(fromIndex: number): Promise<'fetched' | 'none'>
} {
  const { enabled, port, items, options, container, totalItemsCount, logger } = input
  const [blueprint, setBlueprint] = useState<Blueprint<BlueprintLayout> | null>(null)
  const [more, setMore] = useState<readonly unknown[]>([])
  const sent = useRef<Sent | null>(null)
  useEffect(() => {
    if (!enabled || !port || !container) return
    let cancelled = false
    const all = more.length ? [...items, ...more] : items
    const { resolveOptions } = galleryLayoutDeps(logger)
    // The items are normalised once, for what to send and for the answer's blueprint.
    const inputs = blueprintInputsNow({ items: all, options, container, totalItemsCount }, logger, resolveOptions)
    if (!inputs) return
    // A first pass that lays nothing out: it records what the layouter would be asked for.
    let asked: { items: readonly LayoutInputItem[]; container: GalleryContainer } | null = null
    buildBlueprintFrom(inputs, logger, {
      resolveOptions,
      createLayout: (params) => {
        asked = params
        return EMPTY_BLUEPRINT.structure ?? { width: 0, height: 0, items: [] }
      },
    })
    const laid = asked as { items: readonly LayoutInputItem[]; container: GalleryContainer } | null
    if (!laid || laid.items.length === 0) return
    const optionsKey = serializeOptions(options)
    const previous = sent.current
    const extendsPrevious =
      previous !== null &&
      previous.optionsKey === optionsKey &&
      previous.width === laid.container.width &&
      laid.items.length > previous.count &&
      laid.items[previous.count - 1]?.id === previous.lastId
    const { width, height } = laid.container
    const call: Promise<LayoutWorkerOutcome> = extendsPrevious
      ? port.append(laid.items.slice(previous.count))
      : port.layout({ items: laid.items, container: { width, height }, options })
    sent.current = { optionsKey, width, count: laid.items.length, lastId: laid.items[laid.items.length - 1].id }
    call
      .catch((error: unknown): LayoutWorkerOutcome => ({ ok: false, error: String(error) }))
      .then((outcome) => {
        // A newer request (or an unmount) superseded this one: its answer, or failure, is moot.
        if (cancelled) return
        if (!outcome.ok) {
          sent.current = null
          logger?.error('Could not create blueprint', new Error(outcome.error))
          return
        }
        // Plain boxes with the fields the gallery reads of a layout item (id, idx, offset, size, crop).
        const structure = fromLayoutResult(outcome.result) as unknown as BlueprintLayout
        setBlueprint(buildBlueprintFrom(inputs, logger, { resolveOptions, createLayout: () => structure }))
      })
    return () => {
      cancelled = true
    }
  }, [enabled, port, items, more, options, container, totalItemsCount, logger])

  const host = useRef(input.getMoreItems)
  useEffect(() => {
    host.current = input.getMoreItems
  })
  const loadMoreItems = useCallback(async (fromIndex: number): Promise<'fetched' | 'none'> => {
    if (!host.current) return 'none'
    const fetched = await host.current(fromIndex)
    if (Array.isArray(fetched) && fetched.length > 0) setMore((m) => [...m, ...fetched])
    return 'fetched'
  }, [])
  return { blueprint: enabled ? blueprint : null, loadMoreItems }
}
