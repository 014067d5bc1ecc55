/**
 * The layouter behind a {@link LayoutWorkerPort}: resolves the raw options (the brand of resolved
 * options does not cross `postMessage`), lays out, remembers the last layout for `append`, and turns
 * layouts into transferable typed arrays and back into plain boxes on the other side.
 */
import type { Logger } from '../../../ports/logger'
import type {
  LayoutWorkerItem,
  LayoutWorkerOutcome,
  LayoutWorkerRequest,
  LayoutWorkerResult,
} from '../../../ports/layoutWorker'
import { resolveOptions } from '../options/resolveOptions'
import { err, ok } from '../../shared/Result'
import { appendToLayout, createLayout, type Layout } from './createLayout'

/** A message to the layout service (what the worker receives). */
export type LayoutServiceMessage =
  | { readonly type: 'layout'; readonly request: LayoutWorkerRequest }
  | { readonly type: 'append'; readonly items: readonly LayoutWorkerItem[] }

/** A layout service: handles one message at a time, synchronously. */
export interface LayoutService {
  handle(message: LayoutServiceMessage): LayoutWorkerOutcome
}

/** Creates a layout service. Errors of the layouter become `{ ok: false, error }` outcomes (a `Result`). */
export function createLayoutService(logger?: Logger): LayoutService {
  let last: Layout<LayoutWorkerItem> | null = null
  const settle = (layout: Layout<LayoutWorkerItem>): LayoutWorkerOutcome => {
    last = layout
    return ok(toLayoutResult(layout))
  }
  return {
    handle(message) {
      try {
        if (message.type === 'layout') {
          const { items, container } = message.request
          const options = resolveOptions(message.request.options, logger ? { logger } : {})
          return settle(createLayout({ items, container, options }))
        }
        if (!last) return err('append: no layout to append to')
        return settle(appendToLayout(last, message.items))
      } catch (error) {
        return err(error instanceof Error ? error.message : String(error))
      }
    },
  }
}

/** A layout as transferable arrays (see {@link LayoutWorkerResult}). */
export function toLayoutResult(layout: Layout<LayoutWorkerItem>): LayoutWorkerResult {
  const n = layout.items.length
  const boxes = new Int32Array(4 * n)
  const inner = new Float64Array(4 * n)
  const ids = new Array<string>(n)
  for (let i = 0; i < n; i++) {
    const item = layout.items[i]
    const { top, left } = item.offset
    ids[i] = item.id
    boxes.set([top, left, item.width, item.height], 4 * i)
    const crop = item.crop
    inner.set([crop.innerWidth, crop.innerHeight, crop.innerTop, crop.innerLeft], 4 * i)
  }
  return {
    width: layout.width,
    height: layout.height,
    kind: layout.kind,
    stripCount: layout.stripCount,
    groupCount: layout.groupCount,
    columns: layout.columns.map((c) => ({ left: c.left, width: c.width })),
    thumbnails: layout.thumbnails ? { ...layout.thumbnails } : null,
    ids,
    boxes,
    inner,
  }
}

export { fromLayoutResult, type TransferredLayout } from './layoutResult'
