/**
 * Group placement: a formed group's items, placed in the group's box and rounded to whole pixels
 * into the pass's item cells.
 */
import { FRAME, GROUP_TYPE_SIZE, placeItems, RECTS } from './groupGeometry'
import { CELLS } from './LayoutItem'
import { EDGE, MIRROR } from './LayoutRun'

// The items that take up a group's stretch, by type (bit k: item k), as pro-layouts' rounding
// does: the single item, the first of a side-by-side pair, every item of a stack, the last of three
// side by side, the wide item and the left one of the pair (3t), the left one of the pair and the
// wide item (3b), the single item (3l, 3r).
const STRETCHED = [1, 1, 3, 4, 7, 3, 5, 1, 4]

/**
 * Emits the items of a group of type `type` at local index p, in the box `num[FRAME..]`: each box
 * rounded to whole pixels (edges rounded, so neighbours keep their spacing) into `cells`, mirrored
 * about the content box in right-to-left strips and columns. `stretch` is how much wider the box is
 * than the group at its height (a strip's last group fills the strip): the items are placed at the
 * group's own width and the stretch goes to the items that take it, those right of them moving.
 */
export function emitGroup(
  num: Float64Array,
  ratio: Float64Array,
  cells: Int32Array,
  type: number,
  p: number,
  group: number,
  track: number,
  stretch: number,
): void {
  const x = num[FRAME]
  const y = num[FRAME + 1]
  placeItems(num, ratio, type, p, num[FRAME + 2] - stretch, num[FRAME + 3])
  const count = GROUP_TYPE_SIZE[type]
  const mirror = num[MIRROR] === 1
  const stretched = STRETCHED[type]
  // The left edge of the stretched items: items right of it move by the stretch.
  const from = stretched & 1 ? num[RECTS] : stretched & 2 ? num[RECTS + 4] : num[RECTS + 8]
  for (let k = 0; k < count; k++) {
    const r = RECTS + 4 * k
    const takes = (stretched >> k) & 1
    const ix = x + num[r] + (takes === 0 && num[r] > from ? stretch : 0)
    const iy = y + num[r + 1]
    const l = Math.round(ix)
    const t = Math.round(iy)
    const iw = Math.max(1, Math.round(ix + num[r + 2] + (takes === 1 ? stretch : 0)) - l)
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
