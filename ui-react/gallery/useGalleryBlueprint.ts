import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { defaultLayoutWorker, lazyLayoutPort } from '../../adapters/browser/defaultLayoutWorker'
import { createBlueprintStore, type BlueprintStore } from '../../core/gallery/blueprint/createBlueprintStore'
import { buildBlueprintNow } from '../../core/gallery/blueprint/buildBlueprintNow'
import type { Blueprint } from '../../core/gallery/blueprint/blueprintTypes'
import type { BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import type { LayoutWorkerPort } from '../../ports/layoutWorker'
import { useStore } from '../useStore'
import {
  LAYOUT_PREVIEW_ITEMS,
  LAYOUT_WORKER_THRESHOLD,
  useWorkerBlueprint,
  type BlueprintRequestInput,
} from './useWorkerBlueprint'

/** Inputs of {@link useGalleryBlueprint}: the host's props. */
export interface GalleryBlueprintInput extends BlueprintRequestInput {
  /**
   * Lays out galleries of `layoutWorkerThreshold` (default 15,000, `LAYOUT_WORKER_THRESHOLD`) items or more off the main thread;
   * without it the package's own worker is used (see {@link defaultLayoutWorker}).
   */
  layoutWorker?: LayoutWorkerPort
  layoutWorkerThreshold?: number
}

/**
 * Binds the blueprint store to the host's props. The first render (on the server and at
 * hydration) lays out synchronously with the same inputs, so both emit the same boxes; later
 * renders show the store's blueprint, which rebuilds only on a real change and appends incrementally.
 * In the browser, from the threshold of items, a worker lays out instead: the `layoutWorker` given,
 * else the package's own (created when needed, disposed on unmount; synchronous where `Worker` is
 * missing or fails). Until the worker's first answer, the first {@link LAYOUT_PREVIEW_ITEMS} items
 * are laid out here and shown (`preview` is true meanwhile: the gallery fetches no more items on
 * them). A gallery hydrating server markup keeps the synchronous layout unless the host passes a
 * worker; then its first render has no items.
 */
export function useGalleryBlueprint(input: GalleryBlueprintInput): {
  blueprint: Blueprint<BlueprintLayout>
  store: BlueprintStore<BlueprintLayout>
  preview: boolean
} {
  // The host's latest getMoreItems, read when the store asks for more (not during render).
  const [host] = useState(() => latestHolder(input.getMoreItems))
  useEffect(() => host.set(input.getMoreItems))
  const [store] = useState(() =>
    createBlueprintStore({
      ports: {
        logger: input.logger,
        fetchMoreItems: (from) => host.get()?.(from),
      },
    }),
  )
  const { items, options, container, totalItemsCount } = input
  const hasContainer = container !== null
  const threshold = input.layoutWorkerThreshold ?? LAYOUT_WORKER_THRESHOLD
  // True in the first render of a hydration (and on the server), decided once per gallery.
  const serverOrHydrating = useSyncExternalStore(subscribeNothing, clientRender, serverOrHydrationRender)
  const [hydrating] = useState(serverOrHydrating)
  const large = typeof window !== 'undefined' && items.length >= threshold
  const ownWorker = large && !input.layoutWorker && !hydrating && typeof Worker !== 'undefined'
  const inWorker = large && (!!input.layoutWorker || ownWorker)
  // The package's worker, started by the first layout call; stopped on unmount (and restarted by
  // a later call, as StrictMode's second mount makes).
  const [own] = useState(() => lazyLayoutPort(() => defaultLayoutWorker(input.logger)))
  useEffect(() => () => own.dispose(), [own])
  const worker = useWorkerBlueprint({
    ...input,
    enabled: inWorker,
    port: input.layoutWorker ?? (ownWorker ? own : undefined),
  })
  const workerStore = useMemo(() => ({ ...store, loadMoreItems: worker.loadMoreItems }), [store, worker.loadMoreItems])
  // Synchronous layout for the first render with a known container, and until the store has built.
  const initial = useMemo(
    () =>
      container && !inWorker ? buildBlueprintNow({ items, options, container, totalItemsCount }, input.logger) : null,
    // Only the inputs of the first render with a container count; later ones go through the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasContainer],
  )
  useEffect(() => {
    if (!container || inWorker) return
    void store.request({ items, options, container, totalItemsCount })
  }, [store, items, options, container, totalItemsCount, inWorker])
  // The first items on the main thread while the worker has not answered yet (not while hydrating:
  // the server's markup has the whole synchronous layout).
  const wantPreview = inWorker && !hydrating && container !== null && worker.blueprint === null
  const preview = useMemo(
    () =>
      wantPreview && container
        ? buildBlueprintNow(
            {
              items: items.slice(0, LAYOUT_PREVIEW_ITEMS),
              options,
              container,
              // The whole gallery's count, as its layout will have it.
              totalItemsCount: Math.max(totalItemsCount ?? 0, items.length),
            },
            input.logger,
          )
        : null,
    [wantPreview, items, options, container, totalItemsCount, input.logger],
  )
  const snapshot = useStore(store)
  if (inWorker) {
    // The preview is only made while the worker has not answered (`wantPreview`).
    return {
      blueprint: worker.blueprint ?? preview ?? snapshot.blueprint,
      store: workerStore,
      preview: preview !== null,
    }
  }
  const blueprint = snapshot.builds > 0 ? snapshot.blueprint : initial
  return { blueprint: blueprint ?? (snapshot.blueprint as Blueprint<BlueprintLayout>), store, preview: false }
}

const subscribeNothing = () => () => {}
const clientRender = () => false
const serverOrHydrationRender = () => true

/** A box holding the latest value of something the host passes, read outside rendering. */
export function latestHolder<TValue>(initial: TValue): { get(): TValue; set(value: TValue): void } {
  let value = initial
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
  }
}
