import type { ItemDto } from '../items/mediaItemTypes'
import { GALLERY_CONSTANTS } from '../options/constants'

/** A looping horizontal gallery with fewer fully loaded items than this is duplicated. */
export const LOOP_DUPLICATION_TARGET = GALLERY_CONSTANTS.loopDuplicationTarget

/** The id a duplicate gets: unique per copy, never equal to a plain host id in practice. */
export const duplicateId = (id: string, copy: number): string => `${id}__loop${copy}`

/**
 * The loaded items followed by `copies` copies of them, each copy with its own ids and
 * `duplicateOf` naming the original. The originals are the same objects (kept, not copied).
 */
export function withLoopCopies(items: readonly ItemDto[], copies: number): ItemDto[] {
  const out = items.slice()
  for (let copy = 1; copy <= copies; copy++) {
    for (const item of items) out.push(Object.freeze({ ...item, id: duplicateId(item.id, copy), duplicateOf: item.id }))
  }
  return out
}

/**
 * How many copies a looping horizontal gallery needs so that `count` fully loaded items become at
 * least {@link LOOP_DUPLICATION_TARGET}: 0 when there are already enough (or none at all).
 */
export function copiesForMinimum(count: number, target = LOOP_DUPLICATION_TARGET): number {
  if (count <= 0 || count >= target) return 0
  return Math.ceil(target / count) - 1
}
