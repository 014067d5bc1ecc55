/**
 * `createLayout` and `appendToLayout`: the public face of the layouter. Pure and deterministic;
 * inputs are never mutated. A layout remembers (outside itself, in a WeakMap) where its last strip
 * or group starts, so appending lays out only that strip or group plus the new items.
 */
import { columnsOf, layoutColumns } from './layoutColumns'
import { layoutRow, startOf, type PassResult } from './layoutRow'
import { layoutStrips } from './layoutStrips'
import { mirrorRowItems, type LayoutItem, type LayoutSourceItem } from './LayoutItem'
import { GALLERY_CONSTANTS } from '../options/constants'
import type { ResolvedGalleryOptions } from '../options/resolvedOptions'
import { createLayoutRun, emitItems, type Resume } from './LayoutRun'
import { appendSegment, flatten, trimSegments, type Segment } from './itemSegments'
import { Mode, toLayoutConfig, type LayoutConfig, type LayoutContainer } from './toLayoutConfig'

/** Input of {@link createLayout}. */
export interface CreateLayoutInput<TItem extends LayoutSourceItem = LayoutSourceItem> {
  items: readonly TItem[]
  container: LayoutContainer
  /** The output of `resolveOptions`: raw option input is refused (a type error, and a `TypeError`). */
  options: ResolvedGalleryOptions
  /** Loop guard; defaults to 10 × the item count. Past it the call throws a `RangeError` ({@link MAX_LOOPS_MESSAGE}). */
  maxLoops?: number
}

/** A computed layout. */
export interface Layout<TItem extends LayoutSourceItem = LayoutSourceItem> {
  /** Gallery width: the container width, or the scroll width of horizontal galleries. */
  width: number
  /** Gallery height: at least every item's bottom (0 without items). */
  height: number
  /** One box per input item, in input order, `idx` equal to the input index. */
  items: LayoutItem<TItem>[]
  /** 'strips' (rows of groups), 'columns', or 'row' (horizontal scroll). */
  kind: 'strips' | 'columns' | 'row'
  stripCount: number
  groupCount: number
  /** Column boxes of column layouts (empty otherwise). */
  columns: { left: number; width: number }[]
  /** The outside thumbnail strip's box, when thumbnails are on. */
  thumbnails: LayoutConfig['thumbnails']
}

interface LayoutState<TItem extends LayoutSourceItem> {
  cfg: LayoutConfig
  resume: Resume
  tail: readonly TItem[]
  segments: Segment<TItem>[]
}

/** What the `RangeError` of a tripped loop guard says after the call's name. */
export const MAX_LOOPS_MESSAGE = 'Cannot create layout, maxLoops reached!!!'

const STATES = new WeakMap<object, LayoutState<LayoutSourceItem>>()
const KINDS = ['strips', 'columns', 'row'] as const

/**
 * Lays out `items` in `container` with `options` from `resolveOptions`. Throws a `TypeError` that
 * says to call `resolveOptions` first when given anything else, and
 * 'Layouter: cannot create layout, galleryWidth is undefined or 0' (and the same for
 * targetItemSize); throws a `RangeError` ('createLayout: Cannot create layout, maxLoops reached!!!')
 * when the loop guard trips, which only a `maxLoops` below the default can make happen.
 */
export function createLayout<TItem extends LayoutSourceItem>(input: CreateLayoutInput<TItem>): Layout<TItem> {
  if (input === null || typeof input !== 'object')
    throw new TypeError('createLayout: expected { items, container, options }')
  const { items, container } = input
  const cfg = toLayoutConfig(input.options, container)
  if (!Array.isArray(items)) throw new TypeError('createLayout: items must be an array of { id, width, height }')
  const nc = cfg.mode === Mode.Columns ? columnsOf(cfg).widths.length : 0
  return run('createLayout', cfg, items, 0, [], startOf(cfg, nc), input.maxLoops, null)
}

/**
 * A new layout with `newItems` appended to `layout`: only the last strip (or column group) and the
 * new items are laid out, items before it keep their boxes (and their objects), and `layout` itself
 * is unchanged. Costs O(new items + last strip): the earlier items are shared, not copied.
 */
export function appendToLayout<TItem extends LayoutSourceItem>(
  layout: Layout<TItem>,
  newItems: readonly TItem[],
  options: { maxLoops?: number } = {},
): Layout<TItem> {
  const state = STATES.get(layout) as LayoutState<TItem> | undefined
  if (!state) throw new TypeError('appendToLayout: the layout was not made by createLayout')
  if (!Array.isArray(newItems)) throw new TypeError('appendToLayout: newItems must be an array')
  if (newItems.length === 0) return layout
  const { cfg, resume } = state
  const kept = trimSegments(state.segments, resume.start)
  return run('appendToLayout', cfg, state.tail.concat(newItems), resume.start, kept, resume, options.maxLoops, layout)
}

function run<TItem extends LayoutSourceItem>(
  call: string,
  cfg: LayoutConfig,
  src: readonly TItem[],
  base: number,
  kept: Segment<TItem>[],
  from: Resume,
  maxLoops: number | undefined,
  previous: Layout<TItem> | null,
): Layout<TItem> {
  const pass = createLayoutRun(cfg, src, base, maxLoops ?? src.length * GALLERY_CONSTANTS.maxLoopsFactor)
  const result: PassResult | false =
    src.length === 0
      ? { extent: 0, strips: 0, groups: 0, resume: from }
      : cfg.mode === Mode.Strips
        ? layoutStrips(pass, from)
        : cfg.mode === Mode.Columns
          ? layoutColumns(pass, from)
          : layoutRow(pass, from)
  if (result === false) throw new RangeError(`${call}: ${MAX_LOOPS_MESSAGE}`)
  const fresh = emitItems(pass)
  const any = base + src.length > 0
  let segments = appendSegment(kept, { items: fresh, length: fresh.length })
  let width = cfg.outerWidth
  let height = any ? result.extent + cfg.gallerySpacing : 0
  if (cfg.mode === Mode.Row) {
    // The scroll width: the content plus whatever the container keeps right of the content box.
    width = any ? result.extent + (cfg.outerWidth - cfg.left - cfg.width) : 0
    height = any ? cfg.outerHeight : 0
    if (cfg.rtl && any) {
      const all = flatten(segments)
      const shift = previous ? width - previous.width : 0
      segments = [{ items: mirrorRowItems(all, width, base, shift, cfg), length: all.length }]
    }
  }
  let flat: LayoutItem<TItem>[] | null = null
  const layout = {
    width,
    height,
    items: [] as LayoutItem<TItem>[],
    kind: KINDS[cfg.mode],
    stripCount: result.strips,
    groupCount: result.groups,
    columns: cfg.mode === Mode.Columns ? columnBoxes(cfg) : [],
    thumbnails: cfg.thumbnails,
  }
  const finalSegments = segments
  Object.defineProperty(layout, 'items', { enumerable: true, get: () => (flat ??= flatten(finalSegments)) })
  const tail = src.slice(result.resume.start - base)
  STATES.set(layout, { cfg, resume: result.resume, tail, segments })
  return layout
}

function columnBoxes(cfg: LayoutConfig): { left: number; width: number }[] {
  const { lefts, widths } = columnsOf(cfg)
  return lefts.map((left, i) => ({
    left: cfg.rtl ? 2 * cfg.left + cfg.width - left - widths[i] : left,
    width: widths[i],
  }))
}
