import type { Logger } from '../../ports/logger'
import { ownValue } from '../shared/ownValue'
import { readableTextOn, safeColor } from './colors'
import { PAYWALL_DEFAULT_CLASS, PAYWALL_DEFAULT_COUNT, TABLE_MIN_COLUMN_WIDTH } from './constants'
import { at, bool, clampInt, num, oneOf } from './read'

/** View model of a TABLE: column widths (at least 120px), row heights and header flags. */
export interface TableView {
  /** Width per column in px (ratios scaled to at least the minimum width). */
  columnWidths: number[]
  rowHeights: (number | undefined)[]
  /** The first row holds column headers (`<th scope="col">`). */
  rowHeader: boolean
  /** The first column holds row headers (`<th scope="row">`). */
  columnHeader: boolean
  /** Total minimum width, so narrow containers scroll horizontally. */
  minWidth: number
}
/** Reads TABLE data for a table with `columns` columns and `rows` rows. */
export function tableView(data: unknown, columns: number, rows: number): TableView {
  const ratios = at(data, 'dimensions', 'colsWidthRatio')
  const mins = at(data, 'dimensions', 'colsMinWidth')
  const heights = at(data, 'dimensions', 'rowsHeight')
  const columnWidths: number[] = []
  const ratioList = Array.isArray(ratios) ? ratios.map((r) => num(r) ?? 1) : []
  const smallest = Math.max(1e-9, Math.min(...(ratioList.length ? ratioList : [1])))
  for (let c = 0; c < Math.min(columns, 1000); c++) {
    const ratio = Math.max(1e-9, ratioList[c] ?? smallest)
    const scaled = Math.round((ratio / smallest) * TABLE_MIN_COLUMN_WIDTH)
    const min = Array.isArray(mins) ? (num(mins[c]) ?? 0) : 0
    columnWidths.push(Math.min(5000, Math.max(TABLE_MIN_COLUMN_WIDTH, min, scaled)))
  }
  const rowHeights: (number | undefined)[] = []
  for (let r = 0; r < Math.min(rows, 10_000); r++) {
    const h = Array.isArray(heights) ? num(heights[r]) : undefined
    rowHeights.push(h !== undefined && h > 0 && h < 10_000 ? Math.round(h) : undefined)
  }
  return {
    columnWidths,
    rowHeights,
    rowHeader: bool(at(data, 'rowHeader')),
    columnHeader: bool(at(data, 'columnHeader')),
    minWidth: columnWidths.reduce((sum, w) => sum + w, 0),
  }
}

/** View model of a TABLE_CELL: background, vertical alignment and border colours. */
export interface CellView {
  style?: Record<string, string>
}
/** Reads TABLE_CELL data; invalid colours are logged and dropped. */
export function cellView(data: unknown, logger?: Logger): CellView {
  if (data === undefined) return {}
  const style: Record<string, string> = {}
  const bg = safeColor(at(data, 'cellStyle', 'backgroundColor'), logger)
  if (bg) {
    style.backgroundColor = bg
    // The author's background stays; its text takes the colour that reads on it, whatever the theme.
    const text = readableTextOn(bg)
    if (text) style.color = text
  }
  const vAlign = at(data, 'cellStyle', 'verticalAlignment')
  if (vAlign !== undefined) style.verticalAlign = oneOf(vAlign, ['TOP', 'MIDDLE', 'BOTTOM'], 'TOP').toLowerCase()
  for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
    const color = safeColor(at(data, 'borderColors', side.toLowerCase()), logger)
    if (color) style[`border${side}Color`] = color
  }
  return Object.keys(style).length ? { style } : {}
}

const DIRECTIONS: Record<string, 'ltr' | 'rtl'> = { LTR: 'ltr', RTL: 'rtl' }

/** View model of a COLLAPSIBLE_LIST (defaults: first item expanded, not only-one, direction from its text). */
export interface CollapsibleView {
  /** The direction the document sets (LTR or RTL); undefined when each block follows its own text. */
  direction?: 'ltr' | 'rtl'
  initialExpanded: 'FIRST' | 'ALL' | 'NONE'
  expandOnlyOne: boolean
}
/** Reads COLLAPSIBLE_LIST data. */
export function collapsibleView(data: unknown): CollapsibleView {
  return {
    direction: ownValue(DIRECTIONS, at(data, 'direction')),
    initialExpanded: oneOf(at(data, 'initialExpandedItems'), ['FIRST', 'ALL', 'NONE'], 'FIRST'),
    expandOnlyOne: bool(at(data, 'expandOnlyOne')),
  }
}
/** Which items start expanded. With expandOnlyOne and ALL, only the first is expanded. */
export function initialExpandedItems(view: CollapsibleView, count: number): boolean[] {
  const all = view.initialExpanded === 'ALL' && !view.expandOnlyOne
  return Array.from({ length: count }, (_, i) => (all ? true : view.initialExpanded === 'NONE' ? false : i === 0))
}
/** Toggles item `index`; with expandOnlyOne, opening one closes the others. Returns a new array. */
export function toggleExpanded(expanded: readonly boolean[], index: number, expandOnlyOne: boolean): boolean[] {
  const opening = !expanded[index]
  return expanded.map((open, i) => (i === index ? opening : expandOnlyOne && opening ? false : open))
}

/** A LAYOUT_CELL's share of a 12-column row. */
export function layoutCellSpan(data: unknown, cells: number): number {
  return clampInt(at(data, 'colSpan'), 1, 12, Math.max(1, Math.floor(12 / Math.max(1, cells))))
}

/** The paywall class of the top-level node at `index` (first `count` nodes, default {@link PAYWALL_DEFAULT_COUNT}). */
export function paywallClass(
  index: number,
  settings: { className?: string; count?: number } | undefined,
): string | undefined {
  if (!settings) return undefined
  return index < (settings.count ?? PAYWALL_DEFAULT_COUNT) ? (settings.className ?? PAYWALL_DEFAULT_CLASS) : undefined
}
