// The request bodies of the data service, one valibot schema per call, checked before the handler
// runs: a body that does not fit answers 400 with a field violation naming each field (for GET calls,
// the query string or the `.r` parameter is the body). Unknown fields pass (the official clients send
// options the emulator ignores). What depends on the configuration (declared field types) or is a
// language of its own (filters) is checked by the handler, also as a 400 naming the field.
import * as v from 'valibot'
import { MAX_PATH_LENGTH } from './paths'
import { isObject } from '../guards'
import { fields } from '../bodies'

/** The most entries a list of a bulk call holds. */
export const MAX_BULK = 1000

const NON_EMPTY = 'must be a non-empty string'

/** A non-empty string. */
const nonEmpty = v.pipe(v.string(NON_EMPTY), v.minLength(1, NON_EMPTY))

/** An item id: a non-empty string of at most 1000 characters. */
const ITEM_ID = v.pipe(v.string(NON_EMPTY), v.minLength(1, NON_EMPTY), v.maxLength(1000, NON_EMPTY))

/** A dotted field path (`address.city`): no control characters, no empty segment. */
const FIELD_PATH = v.pipe(
  v.string(NON_EMPTY),
  v.minLength(1, NON_EMPTY),
  v.maxLength(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`),
  v.regex(/^[^\u0000-\u001f]*$/, 'must not contain control characters'),
  v.check((path) => !path.split('.').includes(''), 'must not have empty segments'),
)

const ORDER = v.picklist(['ASC', 'DESC'], 'must be ASC or DESC')
const optionalFlag = v.optional(v.boolean('must be a boolean'))

/** Offset paging: limit 0..1000 (default 50), offset >= 0. */
const PAGING = v.nullish(
  v.looseObject(
    {
      limit: v.optional(
        v.pipe(
          v.number('must be an integer from 0 to 1000'),
          v.integer('must be an integer from 0 to 1000'),
          v.minValue(0, 'must be an integer from 0 to 1000'),
          v.maxValue(1000, 'must be an integer from 0 to 1000'),
        ),
      ),
      offset: v.optional(
        v.pipe(
          v.number('must be a non-negative integer'),
          v.integer('must be a non-negative integer'),
          v.minValue(0, 'must be a non-negative integer'),
        ),
      ),
    },
    'must be an object',
  ),
)

const CURSOR_PAGING = v.nullish(
  v.looseObject(
    { cursor: v.nullish(v.string('must be a string')), limit: PAGING.wrapped.entries.limit },
    'must be an object',
  ),
)

const SORT = v.nullish(
  v.array(v.looseObject({ fieldName: FIELD_PATH, order: v.optional(ORDER) }, 'must be an object'), 'must be an array'),
)

/** A list of a bulk call: an array of at most {@link MAX_BULK} entries. */
const list = <TItem extends v.GenericSchema>(item: TItem) =>
  v.pipe(v.array(item, 'must be an array'), v.maxLength(MAX_BULK, `must hold at most ${MAX_BULK} items`))

/**
 * An object that is not an array (valibot's objects take arrays too). Checked before `schema`: a check
 * after it would see valibot's output, a plain-object copy even of an array.
 */
const notArray = <TSchema extends v.GenericSchema<Record<string, unknown>, object>>(schema: TSchema) =>
  v.pipe(v.custom<Record<string, unknown>>(isObject, 'must be an object'), schema)

/** An item's data: an object (not an array) whose `_id`, when set, is an item id. */
const DATA = notArray(
  v.looseObject(
    {
      _id: v.nullish(
        v.pipe(
          v.string('must be a non-empty string of at most 1000 characters'),
          v.minLength(1, 'must be a non-empty string of at most 1000 characters'),
          v.maxLength(1000, 'must be a non-empty string of at most 1000 characters'),
        ),
      ),
    },
    'must be an object',
  ),
)

/** A data item: `{ data, id? }` (its data checked first, so a bad `_id` is named before the `id` the clients copy from it). */
const DATA_ITEM = v.looseObject({ data: DATA, id: v.nullish(ITEM_ID) }, 'must be an object')

/** A data item that names the item it replaces, by `id` or `data._id`. */
const EXISTING_ITEM = v.pipe(
  DATA_ITEM,
  v.forward(
    v.check((item) => typeof (item.id ?? item.data._id) === 'string', 'is required'),
    ['id'],
  ),
)

const ACTIONS = ['SET_FIELD', 'REMOVE_FIELD', 'INCREMENT_FIELD', 'APPEND_TO_ARRAY', 'REMOVE_FROM_ARRAY'] as const

/** A patch's field modifications: a non-empty array of `{ fieldPath, action, ...Options }`. */
const MODIFICATIONS = v.pipe(
  v.array(
    v.looseObject(
      {
        fieldPath: FIELD_PATH,
        action: v.picklist(ACTIONS, `must be ${ACTIONS.slice(0, -1).join(', ')} or ${ACTIONS.at(-1)}`),
      },
      'must be an object',
    ),
    'must be a non-empty array',
  ),
  v.minLength(1, 'must be a non-empty array'),
)

const PATCH = v.looseObject({ dataItemId: ITEM_ID, fieldModifications: MODIFICATIONS }, 'must be an object')

/** A reference between two items. */
const REFERENCE = fields(
  { referringItemFieldName: FIELD_PATH, referringItemId: ITEM_ID, referencedItemId: ITEM_ID },
  'must be an object',
)

/** `includeReferences`: the reference fields to resolve, by name or `{ fieldName }`. */
const INCLUDE_REFERENCES = v.nullish(
  v.array(
    v.custom((entry) => {
      const name = isObject(entry) ? (entry.fieldName ?? entry.referringItemFieldName ?? entry.field) : entry
      return typeof name === 'string' && name.length > 0
    }, 'must name a field'),
    'must be an array',
  ),
)

const QUERY = v.looseObject(
  {
    filter: v.optional(v.unknown()),
    sort: SORT,
    fields: v.nullish(v.array(FIELD_PATH, 'must be an array')),
    paging: PAGING,
    cursorPaging: CURSOR_PAGING,
    includeReferences: INCLUDE_REFERENCES,
  },
  'must be an object',
)

const OPERATION_KINDS = ['average', 'min', 'max', 'sum', 'itemCount'] as const
const ITEM_FIELD = v.optional(v.looseObject({ itemFieldName: FIELD_PATH }, 'must be an object'))

const AGGREGATION = v.nullish(
  v.looseObject(
    {
      groupingFields: v.nullish(v.array(FIELD_PATH, 'must be an array')),
      operations: v.nullish(
        v.array(
          v.pipe(
            v.looseObject(
              { resultFieldName: nonEmpty, average: ITEM_FIELD, min: ITEM_FIELD, max: ITEM_FIELD, sum: ITEM_FIELD },
              'must be an object',
            ),
            v.check(
              (op) => OPERATION_KINDS.some((kind) => op[kind] !== undefined),
              `must have one of ${OPERATION_KINDS.join(', ')}`,
            ),
          ),
          'must be an array',
        ),
      ),
    },
    'must be an object',
  ),
)

/** The body of a call on a collection: `dataCollectionId` and the call's own fields. */
const call = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  fields({ dataCollectionId: nonEmpty, ...entries }, 'must be a JSON object')

// A query: its parts in `query`; `cursorPaging` and `includeReferences` also at the top level.
const QUERY_CALL = call({
  query: v.optional(QUERY),
  cursorPaging: CURSOR_PAGING,
  returnTotalCount: optionalFlag,
  includeReferences: INCLUDE_REFERENCES,
})

const REFERRING = { referringItemFieldName: FIELD_PATH, referringItemId: ITEM_ID }

/** Every data call's body, keyed `METHOD path` like the routes. */
export const BODIES = {
  'POST items': call({ dataItem: DATA_ITEM, returnEntity: optionalFlag }),
  'GET items/{id}': call({ dataItemId: ITEM_ID }),
  'POST items/save': call({ dataItem: DATA_ITEM, returnEntity: optionalFlag }),
  'POST items/update': call({ dataItem: EXISTING_ITEM, returnEntity: optionalFlag }),
  'POST items/remove': call({ dataItemId: ITEM_ID }),
  'POST items/patch': call({ patch: PATCH }),
  'POST items/truncate': call({}),
  'GET items/query': QUERY_CALL,
  'POST items/query': QUERY_CALL,
  'POST items/count': call({ filter: v.optional(v.unknown()) }),
  'POST items/query-distinct-values': call({
    fieldName: FIELD_PATH,
    filter: v.optional(v.unknown()),
    order: v.optional(ORDER),
    paging: PAGING,
  }),
  'POST items/aggregate': call({
    aggregation: AGGREGATION,
    initialFilter: v.optional(v.unknown()),
    filter: v.optional(v.unknown()),
    finalFilter: v.optional(v.unknown()),
    sort: SORT,
    paging: PAGING,
  }),
  'POST bulk/items/insert': call({ dataItems: list(DATA_ITEM), returnEntity: optionalFlag }),
  'POST bulk/items/update': call({ dataItems: list(EXISTING_ITEM), returnEntity: optionalFlag }),
  'POST bulk/items/save': call({ dataItems: list(DATA_ITEM), returnEntity: optionalFlag }),
  'POST bulk/items/remove': call({ dataItemIds: list(ITEM_ID), returnEntity: optionalFlag }),
  // Either one modification list for `dataItemIds`, or `patches` each with its own.
  'POST bulk/items/patch': v.pipe(
    call({
      dataItemIds: v.optional(list(ITEM_ID)),
      fieldModifications: v.optional(MODIFICATIONS),
      patches: v.optional(list(PATCH)),
      returnEntity: optionalFlag,
    }),
    v.forward(
      v.check((body) => body.dataItemIds !== undefined || body.patches !== undefined, 'must be an array'),
      ['patches'],
    ),
    v.forward(
      v.check(
        (body) => body.dataItemIds === undefined || body.fieldModifications !== undefined,
        'must be a non-empty array',
      ),
      ['fieldModifications'],
    ),
  ),
  'POST bulk/items/insert-references': call({ dataItemReferences: list(REFERENCE) }),
  'POST bulk/items/remove-references': call({ dataItemReferences: list(REFERENCE) }),
  'POST items/insert-reference': call({ dataItemReference: REFERENCE }),
  'POST items/remove-reference': call({ dataItemReference: REFERENCE }),
  'POST items/replace-references': call({ ...REFERRING, newReferencedItemIds: list(ITEM_ID) }),
  'POST items/is-referenced': call({ ...REFERRING, referencedItemId: ITEM_ID }),
  'POST items/query-referenced': call({ ...REFERRING, order: v.optional(ORDER), paging: PAGING }),
} satisfies Record<string, v.GenericSchema>

/** A data item of a checked body (`dataItem`, an entry of `dataItems`). */
export type DataItemBody = v.InferOutput<typeof DATA_ITEM>
/** A reference of a checked body (`dataItemReference`, an entry of `dataItemReferences`). */
export type ReferenceBody = v.InferOutput<typeof REFERENCE>

/** A data call's key (`METHOD path`). */
export type DataCallKey = keyof typeof BODIES
/** The checked body of a data call. */
export type BodyOf<TKey extends DataCallKey> = v.InferOutput<(typeof BODIES)[TKey]>
