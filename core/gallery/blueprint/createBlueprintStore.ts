import { createValueStore, type ReadableStore } from '../../shared/createValueStore'
import { err } from '../../shared/Result'
import type { ItemDto } from '../items/mediaItemTypes'
import { toItemDto } from '../items/toItemDto'
import {
  blueprintTransition,
  initialBlueprintState,
  type BlueprintEffect,
  type BlueprintEvent,
} from './blueprintMachine'
import type {
  Blueprint,
  BlueprintInputs,
  BlueprintLayoutDeps,
  BlueprintPorts,
  BlueprintRequest,
  BlueprintState,
  LayoutLike,
} from './blueprintTypes'
import { buildBlueprint, effectiveLoopCopies } from './buildBlueprint'
import { isLooping, serializeOptions } from './detectChanges'
import { galleryLayoutDeps, type BlueprintLayout } from './galleryLayoutDeps'
import { EMPTY_BLUEPRINT, type LayoutInputItem } from './blueprintTypes'
import type { GalleryContainer } from './detectChanges'
import { fromLayoutResult } from '../layout/layoutResult'
import type { LayoutWorkerOutcome, LayoutWorkerPort } from '../../../ports/layoutWorker'

/** A blueprint store: the snapshot, plus requests and loading more items. */
export interface BlueprintStore<TLayout extends LayoutLike = LayoutLike> extends ReadableStore<
  BlueprintState<TLayout>
> {
  /**
   * Asks for a blueprint. Missing parts come from the ports (`fetchItems`, `fetchContainer`,
   * `fetchOptions`, `getTotalItemsCount`), else from the previous request. Resolves with the
   * snapshot once this request is done, or discarded because a newer one started.
   */
  request(request?: BlueprintRequest): Promise<BlueprintState<TLayout>>
  /**
   * Loads items from `fromIndex`: below the total count asks the host (`fetchMoreItems`, appending
   * what it returns); otherwise, when looping, duplicates the items. Resolves to what it did.
   */
  loadMoreItems(fromIndex: number): Promise<'fetched' | 'duplicated' | 'none'>
}

/** Options of {@link createBlueprintStore}. */
export interface BlueprintStoreOptions<TLayout extends LayoutLike> {
  ports?: BlueprintPorts<TLayout>
  /** The layouter and option resolver; default {@link galleryLayoutDeps} (the real ones). */
  layout?: BlueprintLayoutDeps<TLayout>
  /**
   * Lays out elsewhere (a worker): galleries of at least `threshold` items are laid out by `port`
   * (appended when the new items extend the last ones sent), smaller ones in process.
   */
  layoutPort?: { port: LayoutWorkerPort; threshold: number }
}

/** What the layout port was last asked to lay out: a request extending it is sent as an append. */
interface SentToPort {
  optionsKey: string
  width: number
  count: number
  lastId: string
}

/**
 * Creates the gallery blueprint store: a pure transition ({@link blueprintTransition}) run by this
 * small async runner, which owns the ports and the layouter and performs the machine's effects.
 */
export function createBlueprintStore(options?: {
  ports?: BlueprintPorts<BlueprintLayout>
  layoutPort?: BlueprintStoreOptions<BlueprintLayout>['layoutPort']
}): BlueprintStore<BlueprintLayout>
export function createBlueprintStore<TLayout extends LayoutLike>(
  options: BlueprintStoreOptions<TLayout> & { layout: BlueprintLayoutDeps<TLayout> },
): BlueprintStore<TLayout>
export function createBlueprintStore<TLayout extends LayoutLike>(
  options: BlueprintStoreOptions<TLayout> = {},
): BlueprintStore<TLayout> {
  const ports = options.ports ?? {}
  const layout = options.layout ?? (galleryLayoutDeps(ports.logger) as unknown as BlueprintLayoutDeps<TLayout>)
  const store = createValueStore<BlueprintState<TLayout>>(initialBlueprintState<TLayout>())
  const { logger } = ports
  let nextId = 0
  let rawItems: readonly unknown[] = []
  let rawOptions: unknown = undefined
  // The same host object normalises to the same record, so unchanged items keep their identity.
  const dtoCache = new WeakMap<object, ItemDto>()

  const normalise = (raw: readonly unknown[]): ItemDto[] => {
    const out: ItemDto[] = []
    for (const item of raw) {
      let dto = typeof item === 'object' && item !== null ? dtoCache.get(item) : undefined
      if (!dto) {
        dto = toItemDto(item, logger)
        if (typeof item === 'object' && item !== null) dtoCache.set(item, dto)
      }
      // 'Item has no DTO' was logged; an empty record has nothing to lay out.
      if (dto.id) out.push(dto)
    }
    return Object.freeze(out) as ItemDto[]
  }

  const dispatch = (event: BlueprintEvent<TLayout>): void => {
    const [next, effects] = blueprintTransition(store.getSnapshot(), event)
    store.update(next)
    for (const effect of effects) run(effect)
  }

  async function fetchInputs(id: number, request: BlueprintRequest): Promise<BlueprintInputs> {
    const previous = store.getSnapshot().inputs
    const [items, container, options, total] = await Promise.all([
      request.items ?? (ports.fetchItems ? ports.fetchItems() : rawItems),
      request.container ?? (ports.fetchContainer ? ports.fetchContainer() : previous?.container),
      'options' in request ? request.options : ports.fetchOptions ? ports.fetchOptions() : rawOptions,
      request.totalItemsCount ?? (ports.getTotalItemsCount ? ports.getTotalItemsCount() : undefined),
    ])
    if (id !== store.getSnapshot().latestRequestId) throw new StaleRequest()
    // Items that are not a list fail the request (logged, the previous blueprint kept), never an empty gallery.
    if (!Array.isArray(items)) throw new TypeError(`Gallery items must be a list, got ${describe(items)}`)
    rawItems = items
    rawOptions = options
    const optionsKey = serializeOptions(options)
    const resolved = previous && previous.optionsKey === optionsKey ? previous.options : layout.resolveOptions(options)
    const dtos = normalise(rawItems)
    // The host's count, else the last one known; never below what is loaded.
    const known = typeof total === 'number' && total >= 0 ? total : (previous?.totalItemsCount ?? 0)
    const totalItemsCount = Math.max(known, dtos.length)
    return {
      items: dtos,
      // No container yet: width 0 lets the layouter report its own error.
      container: container ?? { width: 0 },
      optionsKey,
      options: resolved,
      totalItemsCount,
      loopCopies: request.loopCopies ?? previous?.loopCopies ?? 0,
    }
  }

  const done = new Map<number, (state: BlueprintState<TLayout>) => void>()
  const settle = (id: number) => {
    const resolve = done.get(id)
    done.delete(id)
    resolve?.(store.getSnapshot())
  }

  function run(effect: BlueprintEffect<TLayout>): void {
    switch (effect.type) {
      case 'fetchInputs':
        fetchInputs(effect.id, effect.request).then(
          (inputs) => dispatch({ type: 'inputsReady', id: effect.id, inputs }),
          (error: unknown) => {
            if (!(error instanceof StaleRequest)) dispatch({ type: 'failed', id: effect.id, error })
            settle(effect.id)
          },
        )
        return
      case 'build': {
        if (usesPort(effect.inputs)) return buildWithPort(effect)
        let blueprint
        try {
          // A layout the port made has plain boxes: the in-process layouter cannot extend it.
          const append = effect.append && !builtByPort
          blueprint = buildBlueprint(effect.inputs, store.getSnapshot().blueprint, append, layout)
          builtByPort = false
          sent = null
        } catch (error) {
          dispatch({ type: 'failed', id: effect.id, error })
          return
        }
        dispatch({ type: 'built', id: effect.id, inputs: effect.inputs, change: effect.change, blueprint })
        return
      }
      case 'notify':
        ports.onBlueprintReady?.({
          blueprint: effect.blueprint,
          blueprintChanged: effect.changed,
          requestId: effect.id,
        })
        settle(effect.id)
        return
      case 'log':
        logger?.error(effect.message, effect.error)
        settle(effect.id)
        return
    }
  }

  const usesPort = (inputs: BlueprintInputs) =>
    options.layoutPort !== undefined && inputs.items.length >= options.layoutPort.threshold
  let builtByPort = false
  let sent: SentToPort | null = null

  /**
   * The port's build: what the layouter would be asked for is recorded (items with loop copies and
   * sample sizes), sent to the port, and the blueprint is assembled from the boxes it answers.
   */
  function buildWithPort(effect: Extract<BlueprintEffect<TLayout>, { type: 'build' }>): void {
    const { inputs, id } = effect
    const port = options.layoutPort!.port
    let asked: { items: readonly LayoutInputItem[]; container: GalleryContainer } | null = null
    const recorder: BlueprintLayoutDeps<TLayout> = {
      resolveOptions: layout.resolveOptions,
      createLayout: (params) => {
        asked = params
        return { width: 0, height: 0, items: [] } as unknown as TLayout
      },
    }
    buildBlueprint(inputs, EMPTY_BLUEPRINT as Blueprint<TLayout>, false, recorder)
    const laid = asked as unknown as { items: readonly LayoutInputItem[]; container: GalleryContainer }
    const previous = sent
    const extendsPrevious =
      previous !== null &&
      previous.optionsKey === inputs.optionsKey &&
      previous.width === laid.container.width &&
      laid.items.length > previous.count &&
      laid.items[previous.count - 1]?.id === previous.lastId
    const { width, height } = laid.container
    const call: Promise<LayoutWorkerOutcome> = extendsPrevious
      ? port.append(laid.items.slice(previous.count))
      : port.layout({ items: laid.items, container: { width, height }, options: rawOptions })
    sent = { optionsKey: inputs.optionsKey, width, count: laid.items.length, lastId: laid.items.at(-1)?.id ?? '' }
    call
      .catch((error: unknown): LayoutWorkerOutcome => err(String(error)))
      .then((outcome) => {
        if (!outcome.ok) {
          sent = null
          dispatch({ type: 'failed', id, error: new Error(outcome.error) })
          return
        }
        // Plain boxes with the fields the gallery reads of a layout item (id, idx, offset, size, crop).
        const structure = fromLayoutResult(outcome.value) as unknown as TLayout
        const assemble: BlueprintLayoutDeps<TLayout> = { ...recorder, createLayout: () => structure }
        const blueprint = buildBlueprint(inputs, EMPTY_BLUEPRINT as Blueprint<TLayout>, false, assemble)
        if (id === store.getSnapshot().latestRequestId) builtByPort = true
        dispatch({ type: 'built', id, inputs, change: effect.change, blueprint })
      })
  }

  function request(params: BlueprintRequest = {}): Promise<BlueprintState<TLayout>> {
    const id = ++nextId
    // Older requests still pending resolve now: their results will be discarded.
    for (const pending of [...done.keys()]) if (pending < id) settle(pending)
    const result = new Promise<BlueprintState<TLayout>>((resolve) => done.set(id, resolve))
    dispatch({ type: 'requested', id, request: params })
    return result
  }

  async function loadMoreItems(fromIndex: number): Promise<'fetched' | 'duplicated' | 'none'> {
    const { inputs } = store.getSnapshot()
    if (!inputs) return 'none'
    if (fromIndex < inputs.totalItemsCount) {
      if (!ports.fetchMoreItems) return 'none'
      const more = await ports.fetchMoreItems(fromIndex)
      if (Array.isArray(more) && more.length > 0) await request({ items: [...rawItems, ...more] })
      return 'fetched'
    }
    if (!isLooping(inputs.options)) return 'none'
    await request({ loopCopies: effectiveLoopCopies(inputs) + 1 })
    return 'duplicated'
  }

  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, request, loadMoreItems }
}

class StaleRequest extends Error {}

const describe = (value: unknown): string => (value === null ? 'null' : typeof value)
