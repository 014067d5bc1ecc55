import * as C from './checks'
import { messages, wde } from './errors'
import type { ClientContext } from './dataQuery'
import { wireOptions, type CallOptions } from './encodeQuery'
import { DataQueryResult, pageInfo } from './DataQueryResult'
import { itemFromWire, type DataItem } from './wireValues'
import { isPlainObject } from './wireValues'

/** An item given by id or as an object with `_id`. */
export type ItemRef = string | { _id: string }

/** Options of `queryReferenced`: order, skip and limit besides the usual flags. */
export interface QueryReferencedOptions extends CallOptions {
  readonly order?: 'asc' | 'desc'
  readonly skip?: number
  readonly limit?: number
}

/** Reference operations: insert, remove, replace, is-referenced and query-referenced. */
export function referenceOperations(ctx: ClientContext) {
  const send = (path: string, body: Record<string, unknown>) => ctx.transport.send({ method: 'POST', path, body })
  // Checks the shared parameters; answers the referring id and the referenced ids.
  const refArgs = (
    method: string,
    argCount: number,
    collection: unknown,
    attribute: unknown,
    referring: unknown,
    referenced: unknown,
    options: unknown,
    emptyAllowed: boolean,
  ) => {
    const list = Array.isArray(referenced) ? referenced : [referenced]
    C.enforce(
      C.all(
        C.arity(method, argCount, 4, 5),
        C.collectionName(collection),
        C.nonEmptyString(attribute, 'relationship attribute'),
        C.reference(referring),
        C.multiReferenceField(referring, attribute),
        C.options(options, C.OPTIONS.default),
        ...list.map(C.reference),
        C.when(emptyAllowed || list.length > 0, undefined, messages.invalidReference),
        C.when(list.length <= 1000, undefined, () => wde('WDE0006', 'At most 1000 references per request.')),
      ),
    )
    return { from: C.referenceId(referring), to: list.map(C.referenceId) }
  }
  const references = (attribute: string, from: string, to: string[]) =>
    to.map((referencedItemId) => ({ referringItemFieldName: attribute, referringItemId: from, referencedItemId }))

  // insertReference and removeReference: the same checks and body, another endpoint.
  const editReferences = (method: 'insertReference' | 'removeReference', path: string) =>
    async function (
      collection: string,
      relationshipAttribute: string,
      referringItem: ItemRef,
      referencedItem: ItemRef | ItemRef[],
      options?: CallOptions,
    ): Promise<void> {
      const { from, to } = refArgs(
        method,
        arguments.length,
        collection,
        relationshipAttribute,
        referringItem,
        referencedItem,
        options,
        false,
      )
      await send(path, {
        dataCollectionId: collection,
        dataItemReferences: references(relationshipAttribute, from, to),
        ...wireOptions(options),
      })
    }

  const ops = {
    /** Adds references from `referringItem`'s multi-reference field to `referencedItem` (one or a list). */
    insertReference: editReferences('insertReference', 'bulk/items/insert-references'),
    /** Removes those references. */
    removeReference: editReferences('removeReference', 'bulk/items/remove-references'),
    /** Replaces all references of the field with `referencedItem` (one or a list; an empty list clears). */
    async replaceReferences(
      collection: string,
      relationshipAttribute: string,
      referringItem: ItemRef,
      referencedItem: ItemRef | ItemRef[],
      options?: CallOptions,
    ): Promise<void> {
      const { from, to } = refArgs(
        'replaceReferences',
        arguments.length,
        collection,
        relationshipAttribute,
        referringItem,
        referencedItem,
        options,
        true,
      )
      await send('items/replace-references', {
        dataCollectionId: collection,
        referringItemFieldName: relationshipAttribute,
        referringItemId: from,
        newReferencedItemIds: to,
        ...wireOptions(options),
      })
    },
    /** True when `referringItem` references `referencedItem` through the field. */
    async isReferenced(
      collection: string,
      relationshipAttribute: string,
      referringItem: ItemRef,
      referencedItem: ItemRef,
      options?: CallOptions,
    ): Promise<boolean> {
      if (Array.isArray(referencedItem)) C.enforce(C.fail(messages.referenceParameter()))
      const { from, to } = refArgs(
        'isReferenced',
        arguments.length,
        collection,
        relationshipAttribute,
        referringItem,
        referencedItem,
        options,
        false,
      )
      const answer = await send('items/is-referenced', {
        dataCollectionId: collection,
        referringItemFieldName: relationshipAttribute,
        referringItemId: from,
        referencedItemId: to[0],
        ...wireOptions(options),
      })
      return answer.isReferenced === true
    },
    /** The items `item` references through the field, paged (default 50, order of insertion). */
    async queryReferenced(
      collection: string,
      item: ItemRef,
      relationshipAttribute: string,
      options?: QueryReferencedOptions,
    ): Promise<DataQueryResult<DataItem>> {
      const { order, skip, limit, ...flags } = isPlainObject(options)
        ? (options as QueryReferencedOptions)
        : ({} as QueryReferencedOptions)
      C.enforce(
        C.all(
          C.arity('queryReferenced', arguments.length, 3, 4),
          C.collectionName(collection),
          C.reference(item),
          C.nonEmptyString(relationshipAttribute, 'relationship attribute'),
          C.multiReferenceField(item, relationshipAttribute),
          C.options(
            options === undefined || options === null || !isPlainObject(options) ? options : flags,
            C.OPTIONS.default,
          ),
          C.when(order === undefined || order === 'asc' || order === 'desc', undefined, () =>
            wde('WDE0018', 'The order option must be "asc" or "desc".'),
          ),
          ...[
            limit === undefined ? undefined : C.numberProblem('.limit', limit, 'positive', C.MAX_LIMIT),
            skip === undefined ? undefined : C.numberProblem('.skip', skip, 'nonNegative', Number.MAX_SAFE_INTEGER),
          ]
            .filter((e) => e !== undefined)
            .map((e) => C.fail(e!)),
        ),
      )
      const pageSize = limit ?? 50
      const offset = skip ?? 0
      const body: Record<string, unknown> = {
        dataCollectionId: collection,
        referringItemId: C.referenceId(item),
        referringItemFieldName: relationshipAttribute,
      }
      if (order) body.order = order.toUpperCase()
      Object.assign(body, { paging: { limit: pageSize, offset }, returnTotalCount: true }, wireOptions(flags))
      const answer = await send('items/query-referenced', body)
      const items = (Array.isArray(answer.results) ? answer.results : [])
        .filter(isPlainObject)
        .map((r) => itemFromWire(r.dataItem))
        .filter((i): i is DataItem => i !== null)
      const info = pageInfo(answer.pagingMetadata, pageSize, offset, false)
      return new DataQueryResult(items, info, collection, (direction) => {
        const next = direction === 'next' ? offset + pageSize : offset - pageSize
        if (next < 0) return Promise.reject(C.prevSkipProblem(collection, offset, pageSize))
        return ops.queryReferenced(collection, item, relationshipAttribute, { ...options, skip: next })
      })
    },
  }
  return ops
}
