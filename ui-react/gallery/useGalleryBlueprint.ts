import { useEffect, useMemo, useState } from 'react'
import { createBlueprintStore, type BlueprintStore } from '../../core/gallery/blueprint/createBlueprintStore'
import { buildBlueprintNow } from '../../core/gallery/blueprint/buildBlueprintNow'
import type { Blueprint } from '../../core/gallery/blueprint/blueprintTypes'
import type { GalleryContainer } from '../../core/gallery/blueprint/detectChanges'
import type { BlueprintLayout } from '../../core/gallery/blueprint/galleryLayoutDeps'
import type { Logger } from '../../ports/logger'
import { useStore } from '../useStore'

/** Inputs of {@link useGalleryBlueprint}: the host's props. */
export interface GalleryBlueprintInput {
  items: readonly unknown[]
  options: unknown
  container: GalleryContainer | null
  totalItemsCount?: number
  getMoreItems?(fromIndex: number): void | readonly unknown[] | Promise<void | readonly unknown[]>
  logger?: Logger
}

/**
 * Binds the blueprint store to the host's props. The first render (on the server and at
 * hydration) lays out synchronously with the same inputs, so both emit the same boxes; later
 * renders show the store's blueprint, which rebuilds only on a real change and appends incrementally.
 */
export function useGalleryBlueprint(input: GalleryBlueprintInput): {
  blueprint: Blueprint<BlueprintLayout>
  store: BlueprintStore<BlueprintLayout>
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
  // Synchronous layout for the first render with a known container, and until the store has built.
  const initial = useMemo(
    () => (container ? buildBlueprintNow({ items, options, container, totalItemsCount }, input.logger) : null),
    // Only the inputs of the first render with a container count; later ones go through the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasContainer],
  )
  useEffect(() => {
    if (!container) return
    void store.request({ items, options, container, totalItemsCount })
  }, [store, items, options, container, totalItemsCount])
  const snapshot = useStore(store)
  const blueprint = snapshot.builds > 0 ? snapshot.blueprint : initial
  return { blueprint: blueprint ?? (snapshot.blueprint as Blueprint<BlueprintLayout>), store }
}

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
