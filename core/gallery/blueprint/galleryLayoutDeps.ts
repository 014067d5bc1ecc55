import type { Logger } from '../../../ports/logger'
import type { ItemDto } from '../items/mediaItemTypes'
import { appendToLayout, createLayout, type Layout } from '../layout/createLayout'
import { resolveOptions, type ResolveOptionsEnv } from '../options/resolveOptions'
import type { BlueprintLayoutDeps } from './blueprintTypes'

/** The layout a blueprint built with {@link galleryLayoutDeps} carries. */
export type BlueprintLayout = Layout<ItemDto>

/** Message of the layouter's loop guard, rethrown so the blueprint keeps its previous layout. */
export const MAX_LOOPS_MESSAGE = 'Cannot create layout, maxLoops reached!!!'

/**
 * The real option resolver and layouter, as the blueprint's dependencies: `resolveOptions`,
 * `createLayout`, and `appendToLayout` for appended items (only the last strip or column group and
 * the new items are laid out). A layout the loop guard refused becomes an error.
 */
export function galleryLayoutDeps(
  logger?: Logger,
  env: Omit<ResolveOptionsEnv, 'logger'> = {},
): BlueprintLayoutDeps<BlueprintLayout> {
  const refuseFalse = (layout: BlueprintLayout | false): BlueprintLayout => {
    if (layout === false) throw new Error(MAX_LOOPS_MESSAGE)
    return layout
  }
  return {
    resolveOptions: (input) => resolveOptions(input, logger ? { ...env, logger } : env),
    createLayout: ({ items, container, options }) => refuseFalse(createLayout({ items, container, options, logger })),
    appendLayout: ({ layout, items }) => refuseFalse(appendToLayout(layout, items.slice(layout.items.length))),
  }
}
