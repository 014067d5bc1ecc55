import * as C from './checks'
import { messages, wde } from './errors'
import type { ClientContext } from './dataQuery'
import { wireOptions, type CallOptions } from './queryRequest'
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

/** The checked arguments of a reference call: the referring item's id and the referenced ids. */
interface ReferenceArgs {
  readonly collection: string
  readonly attribute: string
  readonly from: string
  readonly to: string[]
  readonly options: CallOptions | undefined
}

/** Reference operations: insert, remove, replace, is-referenced and query-referenced. */
export function referenceOperations(ctx: ClientContext) {
  const send = (path: string, body: Record<string, unknown>) => ctx.transport.send({ method: 'POST', path, body })
  const references = (attribute: string, from: string, to: string[]) =>
    to.map((referencedItemId) => ({ referringItemFieldName: attribute, referringItemId: from, referencedItemId }))

  /**
   * A call on one multi-reference field, `(collection, relationshipAttribute, referringItem,
   * referencedItem, options?)`: checks the arguments (an empty list only where `emptyAllowed`, a list
   * not at all where `single`), then runs `call` with the referring id and the referenced ids.
   */
  const referenceCall = <TReferenced extends ItemRef | ItemRef[], TResult>(
    method: string,
    rule: { readonly emptyAllowed: boolean; readonly single: boolean },
    call: (args: ReferenceArgs) => Promise<TResult>,
  ) =>
    async function (
      collection: string,
      relationshipAttribute: string,
      referringItem: ItemRef,
      referencedItem: TReferenced,
      options?: CallOptions,
    ): Promise<TResult> {
      if (rule.single && Array.isArray(referencedItem)) C.enforce(C.fail(messages.referenceParameter()))
      const list: unknown[] = Array.isArray(referencedItem) ? referencedItem : [referencedItem]
      C.enforce(
        C.all(
          C.arity(method, arguments.length, 4, 5),
          C.collectionName(collection),
          C.nonEmptyString(relationshipAttribute, 'relationship attribute'),
          C.reference(referringItem),
          C.multiReferenceField(referringItem, relationshipAttribute),
          C.options(options, C.OPTIONS.default),
          ...list.map(C.reference),
          C.when(rule.emptyAllowed || list.length > 0, undefined, messages.invalidReference),
          C.when(list.length <= 1000, undefined, () => wde('WDE0006', 'At most 1000 references per request.')),
        ),
      )
      const from = C.referenceId(referringItem)
      return call({ collection, attribute: relationshipAttribute, from, to: list.map(C.referenceId), options })
    }

  // insertReference and removeReference: the same checks and body, another endpoint.
  const editReferences = (method: 'insertReference' | 'removeReference', path: string) =>
    referenceCall<ItemRef | ItemRef[], void>(method, { emptyAllowed: false, single: false }, async (args) => {
      await send(path, {
        dataCollectionId: args.collection,
        dataItemReferences: references(args.attribute, args.from, args.to),
        ...wireOptions(args.options),
      })
    })

  const ops = {
    /** Adds references from `referringItem`'s multi-reference field to `referencedItem` (one or a list). */
    insertReference: editReferences('insertReference', 'bulk/items/insert-references'),
    /** Removes those references. */
    removeReference: editReferences('removeReference', 'bulk/items/remove-references'),
    /** Replaces all references of the field with `referencedItem` (one or a list; an empty list clears). */
    replaceReferences: referenceCall<ItemRef | ItemRef[], void>(
      'replaceReferences',
      { emptyAllowed: true, single: false },
      async (args) => {
        await send('items/replace-references', {
          dataCollectionId: args.collection,
          referringItemFieldName: args.attribute,
          referringItemId: args.from,
          newReferencedItemIds: args.to,
          ...wireOptions(args.options),
        })
      },
    ),
    /** True when `referringItem` references `referencedItem` through the field. */
    isReferenced: referenceCall<ItemRef, boolean>(
      'isReferenced',
      { emptyAllowed: false, single: true },
      async (args) => {
        const answer = await send('items/is-referenced', {
          dataCollectionId: args.collection,
          referringItemFieldName: args.attribute,
          referringItemId: args.from,
          referencedItemId: args.to[0],
          ...wireOptions(args.options),
        })
        return answer.isReferenced === true
      },
    ),
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
            C.OPTIONS.queryReferenced,
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
