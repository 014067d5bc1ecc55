/**
 * The choice of a collage group's type, precomputed per configuration into a small table so the
 * hot loop picks a type with one lookup. Candidate lists by orientation pattern, the allowed-types
 * override and the density filter follow pro-gallery 5's documented behaviour.
 */
import { GROUP_TYPE_SIZE } from './groupGeometry'

// Candidates for three items by orientation pattern ('l' landscape, 'p' portrait; bit i set = item i portrait).
// Type codes: 0 '1', 1 '2h', 2 '2v', 3 '3h', 4 '3v', 5 '3t', 6 '3b', 7 '3l', 8 '3r'.
const BY_PATTERN_COLUMNS = [
  [0, 1], // '1,2h'
  [0, 1, 7], // '1,2h,3l'
  [0, 1],
  [0, 1, 7, 3], // '1,2h,3l,3h'
  [0, 8], // '1,3r'
  [0, 1, 7, 8, 3],
  [0, 1, 8, 3],
  [0, 1, 7, 8, 3],
]
const BY_PATTERN_ROWS = [
  [0, 2, 5, 6, 4], // '1,2v,3t,3b,3v'
  [0, 2, 6, 4],
  [0, 2, 5, 6, 4],
  [0, 6], // '1,3b'
  [0, 2, 5, 4],
  [0, 2],
  [0, 2, 5],
  [0, 1], // '1,2h'
]
const SIZES_BY_MAX: Record<number, number[][]> = {
  1: [[1]],
  2: [[1], [1, 2], [2]],
  3: [[1], [1, 2], [1, 2, 3], [2, 3], [3]],
}

/** Settings the table depends on. */
export interface GroupTypeSettings {
  /** Strips (rows of groups) when true, columns when false. */
  rows: boolean
  groupByOrientation: boolean
  /** Allowed type codes, in the order given (empty = no restriction). */
  allowed: readonly number[]
  /** Density in [0, 1]; negative disables the density filter. */
  density: number
}

/** Candidate type codes per (items available n, forced size f, pattern), flattened. */
export type GroupTypeTable = readonly (readonly number[])[]

/** Index into a {@link GroupTypeTable}. */
export const tableIndex = (n: number, f: number, pattern: number): number => ((n - 1) * 3 + (f - 1)) * 8 + pattern

/**
 * Builds the candidate lists once per configuration. Every candidate already fits the n items
 * available ({@link fitTypeToCount}), so the hot loop uses the type it picks as it is.
 */
export function buildGroupTypeTable(settings: GroupTypeSettings): GroupTypeTable {
  const table: number[][] = []
  for (let n = 1; n <= 3; n++) {
    for (let f = 1; f <= 3; f++) {
      for (let pattern = 0; pattern < 8; pattern++) {
        table[tableIndex(n, f, pattern)] =
          f > n ? [0] : candidates(settings, n, f, pattern).map((t) => fitTypeToCount(t, n, settings.rows))
      }
    }
  }
  return table
}

function candidates(settings: GroupTypeSettings, n: number, f: number, pattern: number): number[] {
  const { rows } = settings
  let types: number[] = []
  if (settings.groupByOrientation && n === 3 && f === 3) types = (rows ? BY_PATTERN_ROWS : BY_PATTERN_COLUMNS)[pattern]
  else if (n === 3 && f === 3) types = rows ? [0, 2, 5, 6, 4] : [0, 1, 7, 8, 3]
  if (n === 2 || f === 2) types = rows ? [0, 2] : [0, 1]
  if (n === 1 || f === 1) types = [0]
  const { allowed } = settings
  if (allowed.length > 1) {
    types = types.filter((t) => allowed.includes(t))
    if (types.length === 0) types = [0]
  } else if (allowed.length === 1) {
    types = [allowed[0]]
  }
  if (settings.density >= 0) {
    const sizes = SIZES_BY_MAX[GROUP_TYPE_SIZE[types[types.length - 1]]]
    const target = sizes[Math.floor(settings.density * (sizes.length - 1))]
    types = types.filter((t) => target.includes(GROUP_TYPE_SIZE[t]))
    if (types.length === 0) types = [0]
  }
  return types
}

/**
 * A type holding at most `n` items: a type too large for the items left becomes the largest type
 * of its family that fits (two stacked or side by side, then one), so no placeholder is needed.
 */
export function fitTypeToCount(type: number, n: number, rows: boolean): number {
  if (GROUP_TYPE_SIZE[type] <= n) return type
  if (n >= 2) return rows ? 2 : 1
  return 0
}
