import type { Logger } from '../../../ports/logger'
import type { ItemDto } from '../items/mediaItemTypes'
import { appendToLayout, createLayout, MAX_LOOPS_MESSAGE, type Layout } from '../layout/createLayout'
import type { ResolveOptionsEnv } from '../options/completeOptions'
import { resolveGalleryOptions } from '../options/galleryOptions'
import type { BlueprintLayoutDeps } from './blueprintTypes'

/** The layout a blueprint built with {@link galleryLayoutDeps} carries. */
export type BlueprintLayout = Layout<ItemDto>

// The layouter's loop guard message (its RangeError fails the build, so the blueprint keeps its previous layout).
export { MAX_LOOPS_MESSAGE }

/**
 * The real option resolver and layouter, as the blueprint's dependencies: `resolveOptions` (through
 * `resolveGalleryOptions`: legacy input needs `loadFullOptions` first),
 * `createLayout`, and `appendToLayout` for appended items (only the last strip or column group and
 * the new items are laid out).
 */
export function galleryLayoutDeps(
  logger?: Logger,
  env: Omit<ResolveOptionsEnv, 'logger'> = {},
): BlueprintLayoutDeps<BlueprintLayout> {
  return {
    resolveOptions: (input) => resolveGalleryOptions(input, logger ? { ...env, logger } : env),
    createLayout: ({ items, container, options }) => createLayout({ items, container, options }),
    appendLayout: ({ layout, items }) => appendToLayout(layout, items.slice(layout.items.length)),
  }
}
