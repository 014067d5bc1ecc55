/**
 * `layoutStylesheet`: the layout as CSS, so a server-rendered gallery shows every item in its box
 * before any script runs and does not jump on hydration. One absolute box per item id, scoped by
 * the gallery id, plus @media rules with the layout at a few narrower widths.
 */
import { assertResolvedOptions, type ResolvedGalleryOptions } from '../options/resolvedOptions'
import { createLayout, type Layout } from './createLayout'
import type { LayoutSourceItem } from './LayoutItem'

/** The root element's id is this prefix plus the gallery id. */
export const STYLESHEET_ROOT_PREFIX = 'vitrine-gallery-'
/** The attribute holding each item's id on its element. */
export const STYLESHEET_ITEM_ATTRIBUTE = 'data-vitrine-item'
/** Widths laid out for narrower screens when no breakpoints are given. */
export const DEFAULT_BREAKPOINTS: readonly number[] = [360, 600, 768, 980, 1280]

/** Input of {@link layoutStylesheet}: items and container may be raw JSON (they are checked). */
export interface LayoutStylesheetInput {
  /** Gallery id: letters, digits, underscore or hyphen. */
  id: string
  items: readonly LayoutSourceItem[]
  container: { width: number; height?: number }
  /** The output of `resolveOptions` (raw option input is refused). */
  options: ResolvedGalleryOptions
  /** Container widths to add `@media` rules for (only those below `container.width` are used). */
  breakpoints?: readonly number[]
}

/**
 * The CSS for a gallery: `#vitrine-gallery-<id>` gets the gallery's size and each
 * `[data-vitrine-item="<item id>"]` inside it an absolute box. Below each breakpoint narrower than
 * the container, the layout at that breakpoint's width applies (the gallery is assumed to span the
 * viewport). Throws a clear error on bad input; an empty string when the layout cannot be built.
 */
export function layoutStylesheet(input: LayoutStylesheetInput): string {
  if (input === null || typeof input !== 'object')
    throw new TypeError('layoutStylesheet: expected { id, items, container, options }')
  const { id, items, container } = input
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(id)) {
    throw new TypeError('layoutStylesheet: id must be a non-empty string of letters, digits, underscore or hyphen')
  }
  if (!Array.isArray(items)) throw new TypeError('layoutStylesheet: items must be an array of { id, width, height }')
  items.forEach((item: unknown, i) => {
    const it = item as Partial<LayoutSourceItem> | null
    if (it === null || typeof it !== 'object' || typeof it.id !== 'string' || it.id === '')
      throw new TypeError(`layoutStylesheet: items[${i}] needs a non-empty string id`)
    for (const key of ['width', 'height'] as const) {
      const v = it[key]
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
        throw new TypeError(`layoutStylesheet: items[${i}].${key} must be a positive number`)
    }
  })
  if (container === null || typeof container !== 'object')
    throw new TypeError('layoutStylesheet: container must be an object { width, height? }')
  const width = container.width
  if (width !== undefined && width !== 0 && (typeof width !== 'number' || !Number.isFinite(width) || width < 0)) {
    throw new TypeError('layoutStylesheet: container.width must be a positive number')
  }
  if (
    container.height !== undefined &&
    (typeof container.height !== 'number' || !Number.isFinite(container.height) || container.height < 0)
  ) {
    throw new TypeError('layoutStylesheet: container.height must be a non-negative number')
  }
  const { options } = input
  assertResolvedOptions(options, 'layoutStylesheet')
  const breakpoints = input.breakpoints ?? DEFAULT_BREAKPOINTS
  if (!Array.isArray(breakpoints) || breakpoints.some((b) => typeof b !== 'number' || !(b > 0))) {
    throw new TypeError('layoutStylesheet: breakpoints must be positive numbers')
  }

  const root = `#${STYLESHEET_ROOT_PREFIX}${id}`
  const base = createLayout({ items, container, options })
  let css = rules(root, base)
  const widths = [...new Set(breakpoints.map(Math.floor))].filter((b) => b < Math.floor(width)).sort((a, b) => b - a)
  let upper = Math.floor(width)
  for (const w of widths) {
    const layout = createLayout({ items, container: { ...container, width: w }, options })
    css += `@media (max-width:${upper - 1}px){${rules(root, layout)}}\n`
    upper = w
  }
  return css
}

function rules(root: string, layout: Layout): string {
  const parts: string[] = [`${root}{position:relative;width:${layout.width}px;height:${layout.height}px}`]
  for (const item of layout.items) {
    parts.push(
      `${root} [${STYLESHEET_ITEM_ATTRIBUTE}="${cssString(item.id)}"]{position:absolute;top:${item.offset.top}px;left:${item.offset.left}px;width:${item.width}px;height:${item.height}px}`,
    )
  }
  return parts.join('\n') + '\n'
}

// A CSS string body: quotes, backslashes, control characters and '<' (no '</style>' breakout) escaped.
function cssString(value: string): string {
  return value.replace(/[\\"<>\u0000-\u001f\u007f]/g, (c) =>
    c === '\u0000' ? '\ufffd' : `\\${c.charCodeAt(0).toString(16)} `,
  )
}
