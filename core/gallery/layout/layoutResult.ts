import type { LayoutWorkerResult } from '../../../ports/layoutWorker'
import type { LayoutBox } from '../items/createRenderedItem'

/** A layout made of plain boxes from a transferred result: what the gallery renders. */
export interface TransferredLayout extends Omit<LayoutWorkerResult, 'ids' | 'boxes' | 'inner'> {
  readonly items: readonly LayoutBox[]
}

/** Plain boxes (id, idx, offset, width, height, crop) from a {@link LayoutWorkerResult}. */
export function fromLayoutResult(result: LayoutWorkerResult): TransferredLayout {
  const { ids, boxes, inner, ...rest } = result
  const items = new Array<LayoutBox>(ids.length)
  for (let i = 0; i < ids.length; i++) {
    const k = 4 * i
    items[i] = {
      id: ids[i],
      idx: i,
      offset: { top: boxes[k], left: boxes[k + 1] },
      width: boxes[k + 2],
      height: boxes[k + 3],
      crop: { innerWidth: inner[k], innerHeight: inner[k + 1], innerTop: inner[k + 2], innerLeft: inner[k + 3] },
    }
  }
  return { ...rest, items }
}
