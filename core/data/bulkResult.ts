import { BulkError } from './errors'
import { isPlainObject } from './wireValues'

/** What a bulk call did (Velo's summary). */
export interface BulkResult {
  readonly inserted: number
  readonly updated: number
  readonly removed: number
  /** Existing items a bulk insert left alone (WDE0074). */
  readonly skipped: number
  /** Failed entries: message, code, the caller's item and its original index. */
  readonly errors: BulkError[]
  readonly insertedItemIds: string[]
  readonly updatedItemIds: string[]
  readonly removedItemIds: string[]
}

/**
 * Summarises a bulk answer's `results`. `inputs` are the caller's entries (items or ids), matched by
 * `originalIndex`. A missing item (WDE0073) is ignored; an existing one in a bulk insert (WDE0074)
 * counts as skipped; other failures become {@link BulkError}s.
 */
export function summarizeBulk(
  answer: Record<string, unknown>,
  inputs: readonly unknown[],
  kind: 'insert' | 'update' | 'save' | 'remove' | 'patch',
): BulkResult {
  const out = {
    inserted: 0,
    updated: 0,
    removed: 0,
    skipped: 0,
    errors: [] as BulkError[],
    insertedItemIds: [] as string[],
    updatedItemIds: [] as string[],
    removedItemIds: [] as string[],
  }
  const results = Array.isArray(answer.results) ? answer.results : []
  results.forEach((result, position) => {
    if (!isPlainObject(result)) return
    const meta = isPlainObject(result.itemMetadata)
      ? result.itemMetadata
      : isPlainObject(result.referenceMetadata)
        ? result.referenceMetadata
        : {}
    const index = typeof meta.originalIndex === 'number' ? meta.originalIndex : position
    const id = typeof meta.id === 'string' ? meta.id : undefined
    if (meta.success === true) {
      const action = result.action
      if (action === 'INSERT') {
        out.inserted++
        if (id !== undefined) out.insertedItemIds.push(id)
      } else if (action === 'DELETE') {
        out.removed++
        if (id !== undefined) out.removedItemIds.push(id)
      } else {
        out.updated++
        if (id !== undefined) out.updatedItemIds.push(id)
      }
      return
    }
    const error = isPlainObject(meta.error) ? meta.error : {}
    const code =
      typeof error.code === 'string' || typeof error.code === 'number' ? String(error.code) : 'WD_UNKNOWN_ERROR'
    if (code === 'WDE0073') return
    if (code === 'WDE0074' && kind === 'insert') {
      out.skipped++
      return
    }
    const message =
      typeof error.description === 'string'
        ? error.description
        : typeof error.message === 'string'
          ? error.message
          : 'The item failed.'
    out.errors.push(new BulkError(message, code, inputs[index], index))
  })
  return out
}
