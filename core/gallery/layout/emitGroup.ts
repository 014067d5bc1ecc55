/**
 * Group placement: a formed group's items, placed in the group's box and rounded to whole pixels
 * into the pass's item cells.
 */
import { FRAME, GROUP_TYPE_SIZE, placeItems, RECTS } from './groupGeometry'
import { CELLS } from './LayoutItem'
import { EDGE, MIRROR } from './LayoutRun'

/**
 * Emits the items of a group of type `type` at local index p, in the box `num[FRAME..]`: each box
 * rounded to whole pixels (edges rounded, so neighbours keep their spacing) into `cells`, mirrored
 * about the content box in right-to-left strips and columns.
 */
export function emitGroup(
  num: Float64Array,
  ratio: Float64Array,
  cells: Int32Array,
  type: number,
  p: number,
  group: number,
  track: number,
): void {
  const x = num[FRAME]
  const y = num[FRAME + 1]
  placeItems(num, ratio, type, p, num[FRAME + 2], num[FRAME + 3])
  const count = GROUP_TYPE_SIZE[type]
  const mirror = num[MIRROR] === 1
  for (let k = 0; k < count; k++) {
    const r = RECTS + 4 * k
    const ix = x + num[r]
    const iy = y + num[r + 1]
    const l = Math.round(ix)
    const t = Math.round(iy)
    const iw = Math.max(1, Math.round(ix + num[r + 2]) - l)
    const ih = Math.max(1, Math.round(iy + num[r + 3]) - t)
    const c = CELLS * (p + k)
    cells[c] = t
    cells[c + 1] = mirror ? num[EDGE] - l - iw : l
    cells[c + 2] = iw
    cells[c + 3] = ih
    cells[c + 4] = group
    cells[c + 5] = track
    cells[c + 6] = type
  }
}
