import type { Result } from '../core/shared/Result'

/** An item as sent to the layout worker: only what the layouter reads. */
export interface LayoutWorkerItem {
  readonly id: string
  readonly width: number
  readonly height: number
}

/**
 * A layout request. `options` is the raw option input (anything `resolveOptions` accepts): the
 * resolved options' brand does not survive `postMessage`, so the worker resolves them itself.
 */
export interface LayoutWorkerRequest {
  readonly items: readonly LayoutWorkerItem[]
  readonly container: { readonly width: number; readonly height?: number }
  readonly options?: unknown
}

/**
 * A layout in transferable form: one entry per item in `ids`, `boxes` holding top, left, width,
 * height (4 per item) and `inner` the media's inner rectangle (innerWidth, innerHeight, innerTop,
 * innerLeft; 4 per item). The typed arrays are transferred, not copied.
 */
export interface LayoutWorkerResult {
  readonly width: number
  readonly height: number
  readonly kind: 'strips' | 'columns' | 'row'
  readonly stripCount: number
  readonly groupCount: number
  readonly columns: readonly { left: number; width: number }[]
  readonly thumbnails: { top: number; left: number; width: number; height: number } | null
  readonly ids: readonly string[]
  readonly boxes: Int32Array
  readonly inner: Float64Array
}

/** What a layout call gives: the layout, or the layouter's error message (bad input, loop guard). */
export type LayoutWorkerOutcome = Result<LayoutWorkerResult, string>

/**
 * Runs the gallery layouter somewhere else (a Web Worker in browsers, in process elsewhere).
 * `append` extends the last layout this port made with more items, as `appendToLayout` does.
 */
export interface LayoutWorkerPort {
  /** Lays out a whole gallery; replaces the layout the worker keeps for `append`. */
  layout(request: LayoutWorkerRequest): Promise<LayoutWorkerOutcome>
  /** Lays out `items` after those of the last layout; earlier boxes do not move. */
  append(items: readonly LayoutWorkerItem[]): Promise<LayoutWorkerOutcome>
  /** Stops the worker; later calls resolve to an error outcome. */
  dispose(): void
}
