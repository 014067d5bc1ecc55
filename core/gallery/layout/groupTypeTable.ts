/**
 * The choice of a collage group's type, precomputed per configuration into a small table so the
 * hot loop picks a type with one lookup. Candidate lists by orientation pattern, the allowed-types
 * override and the density filter follow pro-gallery 5's documented behaviour.
 */
import { GroupCode, GROUP_TYPE_SIZE } from './groupGeometry'

const { One, TwoH, TwoV, ThreeH, ThreeV, ThreeT, ThreeB, ThreeL, ThreeR } = GroupCode

// Candidates for three items by orientation pattern ('l' landscape, 'p' portrait; bit i set = item i portrait).
const BY_PATTERN_COLUMNS = [
  [One, TwoH], // lll
  [One, TwoH, ThreeL], // pll
  [One, TwoH], // lpl
  [One, TwoH, ThreeL, ThreeH], // ppl
  [One, ThreeR], // llp
  [One, TwoH, ThreeL, ThreeR, ThreeH], // plp
  [One, TwoH, ThreeR, ThreeH], // lpp
  [One, TwoH, ThreeL, ThreeR, ThreeH], // ppp
]
const BY_PATTERN_ROWS = [
  [One, TwoV, ThreeT, ThreeB, ThreeV], // lll
  [One, TwoV, ThreeB, ThreeV], // pll
  [One, TwoV, ThreeT, ThreeB, ThreeV], // lpl
  [One, ThreeB], // ppl
  [One, TwoV, ThreeT, ThreeV], // llp
  [One, TwoV], // plp
  [One, TwoV, ThreeT], // lpp
  [One, TwoH], // ppp
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
          f > n ? [One] : candidates(settings, n, f, pattern).map((t) => fitTypeToCount(t, n, settings.rows))
      }
    }
  }
  return table
}

function candidates(settings: GroupTypeSettings, n: number, f: number, pattern: number): number[] {
  const { rows } = settings
  let types: number[] = []
  if (settings.groupByOrientation && n === 3 && f === 3) types = (rows ? BY_PATTERN_ROWS : BY_PATTERN_COLUMNS)[pattern]
  else if (n === 3 && f === 3) types = rows ? [One, TwoV, ThreeT, ThreeB, ThreeV] : [One, TwoH, ThreeL, ThreeR, ThreeH]
  if (n === 2 || f === 2) types = rows ? [One, TwoV] : [One, TwoH]
  if (n === 1 || f === 1) types = [One]
  const { allowed } = settings
  if (allowed.length > 1) {
    types = types.filter((t) => allowed.includes(t))
    if (types.length === 0) types = [One]
  } else if (allowed.length === 1) {
    types = [allowed[0]]
  }
  if (settings.density >= 0) {
    const sizes = SIZES_BY_MAX[GROUP_TYPE_SIZE[types[types.length - 1]]]
    const target = sizes[Math.floor(settings.density * (sizes.length - 1))]
    types = types.filter((t) => target.includes(GROUP_TYPE_SIZE[t]))
    if (types.length === 0) types = [One]
  }
  return types
}

/**
 * A type holding at most `n` items: a type too large for the items left becomes the largest type
 * of its family that fits (two stacked or side by side, then one), so no placeholder is needed.
 */
export function fitTypeToCount(type: number, n: number, rows: boolean): number {
  if (GROUP_TYPE_SIZE[type] <= n) return type
  if (n >= 2) return rows ? TwoV : TwoH
  return One
}
