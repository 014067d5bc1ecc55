import type { ItemDto } from '../items/mediaItemTypes'
import type { Blueprint, BlueprintInputs, BlueprintLayoutDeps, LayoutInputItem, LayoutLike } from './blueprintTypes'
import { isHorizontal, isLooping } from './detectChanges'
import { copiesForMinimum, withLoopCopies } from './withLoopCopies'
import { isPlainRecord } from '../../shared/isRecord'

/** Size given to items that arrive without one (the size of pro-gallery's sample image). */
export const SAMPLE_ITEM_SIZE = 500

/**
 * Loop copies a build uses: those asked for by loading past the end, and for a looping horizontal
 * gallery whose items are all loaded, enough to reach 30 items.
 */
export function effectiveLoopCopies(inputs: BlueprintInputs): number {
  const { items, options, totalItemsCount, loopCopies } = inputs
  if (!isLooping(options) || items.length === 0) return 0
  const fullyLoaded = items.length >= totalItemsCount
  const minimum = isHorizontal(options) && fullyLoaded ? copiesForMinimum(items.length) : 0
  return Math.max(loopCopies, minimum)
}

// Items without a size still get a box; items that are empty records ('Item has no DTO') get none.
function layoutItems(items: readonly ItemDto[]): LayoutInputItem[] {
  const out: LayoutInputItem[] = []
  for (const item of items) {
    if (!item.id) continue
    out.push(
      item.width > 0 && item.height > 0
        ? item
        : Object.freeze({ ...item, width: SAMPLE_ITEM_SIZE, height: SAMPLE_ITEM_SIZE }),
    )
  }
  return out
}

const isPlain = (v: unknown): v is object => Array.isArray(v) || isPlainRecord(v)

/**
 * Freezes a layout the way the store's deep freeze would (plain objects and arrays; the layouter's
 * item class instances are left as they are), without visiting each of its boxes: 100,000 boxes
 * would otherwise cost a walk on every build.
 */
export function freezeLayout<TLayout extends object>(layout: TLayout): TLayout {
  if (Object.isFrozen(layout)) return layout
  for (const value of Object.values(layout)) {
    if (!isPlain(value) || Object.isFrozen(value)) continue
    // Plain boxes (other layouters, fakes) are frozen; the layouter's class instances are skipped,
    // judged by the first element so its 100,000 boxes are not visited.
    if (Array.isArray(value) && value.length > 0 && isPlain(value[0]))
      for (const element of value) if (isPlain(element)) Object.freeze(element)
    Object.freeze(value)
  }
  return Object.freeze(layout)
}

// Loop copies follow the originals, so adding items while copies exist reorders: then no append.
function extendsItems(previous: readonly ItemDto[], next: readonly ItemDto[]): boolean {
  if (next.length < previous.length) return false
  for (let i = 0; i < previous.length; i++) if (previous[i]!.id !== next[i]!.id) return false
  return true
}

/**
 * Builds a blueprint: loop copies, then the layout (extended from `previous` when `append` and the
 * layouter has an append API, else complete), then the gallery's own size. Existing item records
 * are kept by reference. Throws what the layouter throws (the runner logs it).
 */
export function buildBlueprint<TLayout extends LayoutLike>(
  inputs: BlueprintInputs,
  previous: Blueprint<TLayout>,
  append: boolean,
  deps: BlueprintLayoutDeps<TLayout>,
): Blueprint<TLayout> {
  const copies = effectiveLoopCopies(inputs)
  const items = copies > 0 ? withLoopCopies(inputs.items, copies) : inputs.items.slice()
  const forLayout = layoutItems(items)
  const { container, options } = inputs
  const structure =
    append && previous.structure && deps.appendLayout && extendsItems(previous.items, items)
      ? deps.appendLayout({ layout: previous.structure, items: forLayout, container, options })
      : deps.createLayout({ items: forLayout, container, options })
  // Frozen arrays of frozen records: the store's deep freeze stops here instead of visiting each item.
  return {
    items: Object.freeze(items),
    structure: freezeLayout(structure),
    container: {
      ...container,
      height: container.height ?? structure.height,
      galleryWidth: structure.width,
      galleryHeight: structure.height,
      scrollBase: container.scrollBase ?? 0,
    },
    options,
    totalItemsCount: inputs.totalItemsCount,
  }
}
