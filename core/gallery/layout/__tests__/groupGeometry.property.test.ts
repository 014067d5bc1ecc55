// The minimum-size check of `formGroup` and the placement of `emitGroup` read one geometry
// (`placeItems`). These properties hold them to it: a type the check accepts is emitted at the
// target size with no side below the minimum (up to the rounding of whole pixels), and a type it
// rejects has a side below it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options'
import { COEF, FRAME, GROUP_TYPE_NAMES, GROUP_TYPE_SIZE } from '../groupGeometry'
import { CELLS } from '../LayoutItem'
import { emitGroup } from '../emitGroup'
import { formGroup } from '../formGroup'
import { createLayoutRun } from '../LayoutRun'
import { tableIndex } from '../groupTypeTable'
import { Mode, toLayoutConfig } from '../toLayoutConfig'

const BASE = toLayoutConfig(resolveOptions(), { width: 980 })

/** A table whose only choice is `type`, then '1' when it is rejected. */
function onlyType(type: number): number[][] {
  const table: number[][] = []
  for (let n = 1; n <= 3; n++)
    for (let f = 1; f <= 3; f++)
      for (let pattern = 0; pattern < 8; pattern++) table[tableIndex(n, f, pattern)] = [f === 1 ? 0 : type]
  return table
}

/** Smallest side of the items `emitGroup` writes for `type` in a `w` x `h` box at the origin. */
function smallestEmittedSide(run: ReturnType<typeof createLayoutRun>, type: number, w: number, h: number): number {
  const { num, ratio } = run
  num[FRAME] = num[FRAME + 1] = 0
  num[FRAME + 2] = w
  num[FRAME + 3] = h
  emitGroup(num, ratio, run.store.cells, type, 0, 0, 0, 0)
  let min = Infinity
  for (let k = 0; k < GROUP_TYPE_SIZE[type]; k++) {
    const c = CELLS * k
    min = Math.min(min, run.store.cells[c + 2], run.store.cells[c + 3])
  }
  return min
}

describe('group geometry: the minimum-size check agrees with the placement', () => {
  it.each([
    ['strips', Mode.Strips],
    ['columns', Mode.Columns],
  ])('in %s, for every multi-item type', (_, mode) => {
    const rows = mode !== Mode.Columns
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 150, max: 1000 }),
        fc.integer({ min: 2, max: 400 }),
        (type, ratios, spacing, target, minItemSize) => {
          const items = ratios.map((r, i) => ({ id: `i${i}`, width: Math.round(r * 1000), height: 1000 }))
          const cfg = { ...BASE, mode, spacing, target, maxGroupSize: 3, table: onlyType(type), repeating: [] }
          const free = createLayoutRun({ ...cfg, minItemSize: 0 }, items, 0, 100)
          expect(formGroup(free.num, free.ratio, free.orig, cfg.table, [], 0, 3, 0, 0)).toBe(type)
          const [a, b] = [free.num[COEF], free.num[COEF + 1]]
          const w = rows ? a * target + b : target
          const h = rows ? target : (target - b) / a
          const side = smallestEmittedSide(free, type, w, h)
          const checked = createLayoutRun({ ...cfg, minItemSize }, items, 0, 100)
          const kept = formGroup(checked.num, checked.ratio, checked.orig, cfg.table, [], 0, 3, 0, 0) === type
          const label = `${GROUP_TYPE_NAMES[type]} kept=${kept} smallest emitted side ${side}, minimum ${minItemSize}`
          if (kept) expect(side, label).toBeGreaterThanOrEqual(minItemSize - 1)
          else expect(side, label).toBeLessThan(minItemSize + 1)
        },
      ),
      { numRuns: 400 },
    )
  })
})
