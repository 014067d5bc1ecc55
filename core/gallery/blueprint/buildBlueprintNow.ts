import type { Logger } from '../../../ports/logger'
import type { ItemDto } from '../items/mediaItemTypes'
import { toItemDto } from '../items/toItemDto'
import {
  EMPTY_BLUEPRINT,
  type Blueprint,
  type BlueprintInputs,
  type BlueprintLayoutDeps,
  type LayoutLike,
} from './blueprintTypes'
import { buildBlueprint } from './buildBlueprint'
import type { GalleryContainer } from './detectChanges'
import { serializeOptions } from './detectChanges'
import { galleryLayoutDeps, type BlueprintLayout } from './galleryLayoutDeps'

/** What {@link buildBlueprintNow} lays out: the host's raw items, options and container. */
export interface BlueprintNowInput {
  items: readonly unknown[]
  options?: unknown
  container: GalleryContainer
  totalItemsCount?: number
}

/**
 * Builds a blueprint synchronously from raw host input, as the store's first request would: for
 * server rendering and for the first render in the browser, which must match it exactly. Errors
 * are logged ('Could not create blueprint') and give the empty blueprint.
 */
export function buildBlueprintNow(input: BlueprintNowInput, logger?: Logger): Blueprint<BlueprintLayout>
export function buildBlueprintNow<TLayout extends LayoutLike>(
  input: BlueprintNowInput,
  logger: Logger | undefined,
  deps: BlueprintLayoutDeps<TLayout>,
): Blueprint<TLayout>
export function buildBlueprintNow<TLayout extends LayoutLike>(
  input: BlueprintNowInput,
  logger?: Logger,
  deps?: BlueprintLayoutDeps<TLayout>,
): Blueprint<TLayout> {
  const layout = deps ?? (galleryLayoutDeps(logger) as unknown as BlueprintLayoutDeps<TLayout>)
  const inputs = blueprintInputsNow(input, logger, layout.resolveOptions)
  return inputs ? buildBlueprintFrom(inputs, logger, layout) : EMPTY_BLUEPRINT
}

/**
 * The blueprint inputs {@link buildBlueprintNow} lays out: the items normalised (`toItemDto`, those
 * without an id dropped), the options resolved. Null when the container has no width, or when the
 * options cannot be resolved (logged 'Could not create blueprint'). For a caller that builds more
 * than one blueprint from the same input (the worker path: what to send, then the answer) without
 * normalising every item again.
 */
export function blueprintInputsNow(
  input: BlueprintNowInput,
  logger: Logger | undefined,
  resolveOptions: BlueprintLayoutDeps<LayoutLike>['resolveOptions'],
): BlueprintInputs | null {
  if (!(input.container.width > 0)) return null
  try {
    const items: ItemDto[] = []
    for (const raw of input.items) {
      const dto = toItemDto(raw, logger)
      if (dto.id) items.push(dto)
    }
    const total = input.totalItemsCount
    return {
      items: Object.freeze(items),
      container: input.container,
      optionsKey: serializeOptions(input.options),
      options: resolveOptions(input.options),
      totalItemsCount: Math.max(typeof total === 'number' && total >= 0 ? total : 0, items.length),
      loopCopies: 0,
    }
  } catch (error) {
    logger?.error('Could not create blueprint', error)
    return null
  }
}

/** The blueprint of `inputs` from {@link blueprintInputsNow}; errors are logged and give the empty blueprint. */
export function buildBlueprintFrom<TLayout extends LayoutLike>(
  inputs: BlueprintInputs,
  logger: Logger | undefined,
  deps: BlueprintLayoutDeps<TLayout>,
): Blueprint<TLayout> {
  try {
    return buildBlueprint(inputs, EMPTY_BLUEPRINT as Blueprint<TLayout>, false, deps)
  } catch (error) {
    logger?.error('Could not create blueprint', error)
    return EMPTY_BLUEPRINT
  }
}
