import type { Logger } from '../../../ports/logger'
import type { ItemDto } from '../items/mediaItemTypes'
import { toItemDto } from '../items/toItemDto'
import { EMPTY_BLUEPRINT, type Blueprint, type BlueprintLayoutDeps, type LayoutLike } from './blueprintTypes'
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
  if (!(input.container.width > 0)) return EMPTY_BLUEPRINT
  try {
    const items: ItemDto[] = []
    for (const raw of input.items) {
      const dto = toItemDto(raw, logger)
      if (dto.id) items.push(dto)
    }
    const total = input.totalItemsCount
    const inputs = {
      items: Object.freeze(items),
      container: input.container,
      optionsKey: serializeOptions(input.options),
      options: layout.resolveOptions(input.options),
      totalItemsCount: Math.max(typeof total === 'number' && total >= 0 ? total : 0, items.length),
      loopCopies: 0,
    }
    return buildBlueprint(inputs, EMPTY_BLUEPRINT as Blueprint<TLayout>, false, layout)
  } catch (error) {
    logger?.error('Could not create blueprint', error)
    return EMPTY_BLUEPRINT
  }
}
