import * as C from './checks'
import { DataError, messages, show, wde } from './errors'
import { summarizeBulk, type BulkResult } from './bulkResult'
import type { ClientContext } from './dataQuery'
import { wireOptions, type CallOptions } from './queryRequest'
import { itemFromWire, type DataItem } from './wireValues'
import { toWire } from './wireValues'

/** One field modification of the wire format. */
export type FieldModification = {
  fieldPath: string
  action: 'SET_FIELD' | 'REMOVE_FIELD' | 'INCREMENT_FIELD' | 'APPEND_TO_ARRAY' | 'REMOVE_FROM_ARRAY'
} & Record<string, unknown>

interface PatchState {
  readonly ctx: ClientContext
  readonly collection: string
  readonly target: { readonly one: string } | { readonly many: readonly string[] }
  readonly modifications: readonly FieldModification[]
  readonly invalid: readonly DataError[]
}

/**
 * A patch of one item (`client.patch('Movies', id)`) or of many (`client.bulkPatch('Movies', ids)`):
 * set, remove, increment, append to array, remove from array; sent by `run()`. Immutable.
 */
export class DataPatch<TResult> {
  /** @internal Made by the client's `patch()` and `bulkPatch()`. */
  constructor(private readonly state: PatchState) {}
  private add(
    op: string,
    count: number,
    expected: number,
    path: unknown,
    modification: Omit<FieldModification, 'fieldPath'>,
    problem?: DataError,
  ): DataPatch<TResult> {
    const found =
      (count !== expected
        ? wde(
            expected === 1 ? 'WDE0039' : 'WDE0040',
            `Invalid ${op} usage: ${op} requires ${expected === 1 ? 'one parameter' : 'two parameters'}.`,
          )
        : undefined) ??
      (typeof path === 'string' ? undefined : messages.fieldName()) ??
      problem
    if (found) return new DataPatch({ ...this.state, invalid: [...this.state.invalid, found] })
    return new DataPatch({
      ...this.state,
      modifications: [...this.state.modifications, { fieldPath: path as string, ...modification } as FieldModification],
    })
  }
  /** Sets the field at `fieldPath` (dots reach nested fields) to `value`. */
  setField(fieldPath: string, value: unknown): DataPatch<TResult> {
    return this.add('.setField', arguments.length, 2, fieldPath, { action: 'SET_FIELD', setFieldOptions: { value } })
  }
  /** Removes the field. */
  removeField(fieldPath: string): DataPatch<TResult> {
    return this.add('.removeField', arguments.length, 1, fieldPath, { action: 'REMOVE_FIELD' })
  }
  /** Adds `by` (a number) to the field. */
  incrementField(fieldPath: string, by: number): DataPatch<TResult> {
    const problem =
      typeof by === 'number' && Number.isFinite(by)
        ? undefined
        : wde('WDE0032', `Invalid .incrementField parameter [${show(by)}]: it must be a number.`)
    return this.add(
      '.incrementField',
      arguments.length,
      2,
      fieldPath,
      { action: 'INCREMENT_FIELD', incrementFieldOptions: { value: by } },
      problem,
    )
  }
  /** Appends `value` to the array field. */
  appendToArray(fieldPath: string, value: unknown): DataPatch<TResult> {
    return this.add('.appendToArray', arguments.length, 2, fieldPath, {
      action: 'APPEND_TO_ARRAY',
      appendToArrayOptions: { value },
    })
  }
  /** Removes every element equal to `value` from the array field. */
  removeFromArray(fieldPath: string, value: unknown): DataPatch<TResult> {
    return this.add('.removeFromArray', arguments.length, 2, fieldPath, {
      action: 'REMOVE_FROM_ARRAY',
      removeFromArrayOptions: { value },
    })
  }
  /** The wire field modifications. */
  get fieldModifications(): FieldModification[] {
    return this.state.modifications.map((m) => toWire(m, m.fieldPath) as FieldModification)
  }
  /** Sends the patch: the patched item (one), or the bulk summary (many). */
  async run(options?: CallOptions): Promise<TResult> {
    const s = this.state
    C.enforce(C.all(C.arity('patch.run', arguments.length, 0, 1), C.options(options, C.OPTIONS.default)))
    const [first, ...rest] = s.invalid
    if (first)
      throw new DataError(
        first.code,
        [`Failed to patch [${s.collection}].`, first.message, ...rest.map((e) => e.message)].join('\n'),
      )
    const fieldModifications = this.fieldModifications
    if ('one' in s.target) {
      const body = {
        dataCollectionId: s.collection,
        patch: { dataItemId: s.target.one, fieldModifications },
        ...wireOptions(options),
      }
      const answer = await s.ctx.transport.send({ method: 'POST', path: 'items/patch', body })
      return itemFromWire(answer.dataItem) as TResult
    }
    const ids = s.target.many
    const body = {
      dataCollectionId: s.collection,
      patches: ids.map((dataItemId) => ({ dataItemId, fieldModifications })),
      ...wireOptions(options),
    }
    const answer = await s.ctx.transport.send({ method: 'POST', path: 'bulk/items/patch', body })
    return summarizeBulk(answer, ids, 'patch') as TResult
  }
}

/** A patch of one item. */
export const createPatch = (ctx: ClientContext, collection: string, id: string) =>
  new DataPatch<DataItem | null>({ ctx, collection, target: { one: id }, modifications: [], invalid: [] })
/** A patch of many items. */
export const createBulkPatch = (ctx: ClientContext, collection: string, ids: readonly string[]) =>
  new DataPatch<BulkResult>({ ctx, collection, target: { many: ids }, modifications: [], invalid: [] })
