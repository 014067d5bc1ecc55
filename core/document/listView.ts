import { MAX_VISIBLE_LIST_DEPTH } from './constants'
import { clampInt } from './read'

const BULLETS = ['disc', 'circle', 'square'] as const
const NUMBERS = ['decimal', 'lower-latin', 'lower-roman'] as const

/** The CSS list-style-type of a list at nesting `level` (0 = outermost), cycling per level. */
export function listMarker(ordered: boolean, level: number): string {
  const cycle = ordered ? NUMBERS : BULLETS
  const i = Math.max(0, Math.trunc(level)) % 3
  return cycle[i]
}

/** View model of a bulleted or ordered list. */
export interface ListView {
  ordered: boolean
  /** Nesting level including the data's offset. */
  level: number
  /** Visible indentation level, capped at 4. */
  visibleLevel: number
  marker: string
  /** First number of an ordered list (only when not 1). */
  start?: number
}

/** Computes a list's marker, start and capped indentation from its data and its nesting among lists. */
export function listView(ordered: boolean, data: unknown, nesting: number): ListView {
  const d = (data ?? {}) as { offset?: unknown; start?: unknown; indentation?: unknown }
  const level = nesting + clampInt(d.offset, 0, 50, 0) + clampInt(d.indentation, 0, 50, 0)
  const view: ListView = {
    ordered,
    level,
    visibleLevel: Math.min(level, MAX_VISIBLE_LIST_DEPTH),
    marker: listMarker(ordered, level),
  }
  if (ordered) {
    const start = clampInt(d.start, -1_000_000, 1_000_000, 1)
    if (start !== 1) view.start = start
  }
  return view
}
