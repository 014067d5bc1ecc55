import { describe, expect, it, vi } from 'vitest'
import {
  cellView,
  collapsibleView,
  initialExpandedItems,
  layoutCellSpan,
  PAYWALL_DEFAULT_CLASS,
  PAYWALL_DEFAULT_COUNT,
  paywallClass,
  TABLE_MIN_COLUMN_WIDTH,
  tableView,
  toggleExpanded,
} from '..'

// Tables, cells, collapsible lists, layout cells and the paywall: the sizes and flags a reader sees.

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() })

describe('table view', () => {
  it('without dimensions every column is 120 px and rows take their natural height', () => {
    expect(TABLE_MIN_COLUMN_WIDTH).toBe(120)
    expect(tableView(undefined, 2, 3)).toEqual({
      columnWidths: [120, 120],
      rowHeights: [undefined, undefined, undefined],
      rowHeader: false,
      columnHeader: false,
      minWidth: 240,
    })
  })

  it('scales ratios from the smallest one, so the narrowest column is 120 px', () => {
    expect(tableView({ dimensions: { colsWidthRatio: [2, 4, 3] } }, 3, 0).columnWidths).toEqual([120, 240, 180])
    expect(tableView({ dimensions: { colsWidthRatio: [0.5, 1] } }, 2, 0).columnWidths).toEqual([120, 240])
    // A ratio that is not a number counts as 1.
    expect(tableView({ dimensions: { colsWidthRatio: [2, 'x'] } }, 2, 0).columnWidths).toEqual([240, 120])
  })

  it('a column is at least its minimum width and at most 5,000 px', () => {
    expect(tableView({ dimensions: { colsMinWidth: [200, 'x', 90] } }, 3, 0).columnWidths).toEqual([200, 120, 120])
    expect(tableView({ dimensions: { colsWidthRatio: [1, 100] } }, 2, 0).columnWidths).toEqual([120, 5000])
    expect(tableView({ dimensions: { colsMinWidth: [9000] } }, 1, 0).columnWidths).toEqual([5000])
  })

  it('keeps row heights between 1 and 9,999 px, rounded', () => {
    expect(tableView({ dimensions: { rowsHeight: [0, 1, 47.6, 9999, 10_000, -4, '30'] } }, 1, 7).rowHeights).toEqual([
      undefined,
      1,
      48,
      9999,
      undefined,
      undefined,
      30,
    ])
  })

  it('reads both header flags (true only) and sums the widths', () => {
    expect(
      tableView({ rowHeader: 'yes', columnHeader: true, dimensions: { colsWidthRatio: [1, 3] } }, 2, 1),
    ).toMatchObject({ rowHeader: false, columnHeader: true, minWidth: 480 })
  })
})

describe('cell view', () => {
  it('has no style without data or without valid values', () => {
    expect(cellView(undefined)).toEqual({})
    expect(cellView({})).toEqual({})
    const log = logger()
    expect(cellView({ cellStyle: { backgroundColor: 'pink' }, borderColors: { top: 'x' } }, log)).toEqual({})
    expect(log.error).toHaveBeenCalledTimes(2)
  })

  it('maps each vertical alignment, defaulting an unknown one to top, and each border side', () => {
    expect(
      ['TOP', 'MIDDLE', 'BOTTOM', 'CENTER'].map((v) => cellView({ cellStyle: { verticalAlignment: v } }).style),
    ).toEqual([
      { verticalAlign: 'top' },
      { verticalAlign: 'middle' },
      { verticalAlign: 'bottom' },
      { verticalAlign: 'top' },
    ])
    expect(cellView({ borderColors: { top: '#111', right: '#222', bottom: '#333', left: '#444' } }).style).toEqual({
      borderTopColor: '#111',
      borderRightColor: '#222',
      borderBottomColor: '#333',
      borderLeftColor: '#444',
    })
  })
})

describe('collapsible list', () => {
  it('defaults to the first item open, several may be open, direction from the text', () => {
    expect(collapsibleView(undefined)).toEqual({ direction: undefined, initialExpanded: 'FIRST', expandOnlyOne: false })
    expect(collapsibleView({ direction: 'LTR', initialExpandedItems: 'SOME', expandOnlyOne: true })).toEqual({
      direction: 'ltr',
      initialExpanded: 'FIRST',
      expandOnlyOne: true,
    })
    expect(collapsibleView({ direction: 'toString' }).direction).toBeUndefined()
  })

  it('ALL with only-one-open opens the first item alone', () => {
    expect(initialExpandedItems({ initialExpanded: 'ALL', expandOnlyOne: true }, 3)).toEqual([true, false, false])
    expect(initialExpandedItems({ initialExpanded: 'NONE', expandOnlyOne: true }, 2)).toEqual([false, false])
  })

  it('closing an item leaves the others as they were, also with only-one-open', () => {
    expect(toggleExpanded([true, true, false], 0, true)).toEqual([false, true, false])
    expect(toggleExpanded([true, true, false], 1, false)).toEqual([true, false, false])
    expect(toggleExpanded([false, false], 0, true)).toEqual([true, false])
  })
})

describe('layout cells and paywall', () => {
  it('a cell spans its colSpan clamped to 1-12, else an equal share of 12', () => {
    expect([0, 1, 12, 13, 6.9].map((colSpan) => layoutCellSpan({ colSpan }, 2))).toEqual([1, 1, 12, 12, 6])
    expect([1, 2, 4, 5, 13, 0].map((cells) => layoutCellSpan(undefined, cells))).toEqual([12, 6, 3, 2, 1, 12])
  })

  it('the paywall class sits on the first count nodes, with the host class name', () => {
    expect(PAYWALL_DEFAULT_COUNT).toBe(3)
    expect(PAYWALL_DEFAULT_CLASS).toBe('paywall')
    expect([0, 1, 2].map((i) => paywallClass(i, { count: 2 }))).toEqual(['paywall', 'paywall', undefined])
    expect(paywallClass(0, { count: 0 })).toBeUndefined()
    expect(paywallClass(2, { className: 'locked' })).toBe('locked')
  })
})
