import { base64UrlDecode, base64UrlEncode, utf8Encode } from '../shared/encoding'
import type { SortKey } from './checkFilterModel'
import type { FilterTree } from './FilterBase'
import { fromWire, toWire } from './wireValues'

/** The longest query URL sent as GET; longer queries are POSTed. */
export const MAX_GET_URL = 2048
/** The page size when none is set. */
export const DEFAULT_PAGE_SIZE = 50

/** The caller options of a call (already checked). */
export interface CallOptions {
  readonly suppressAuth?: boolean
  readonly suppressHooks?: boolean
  readonly showDrafts?: boolean
  readonly consistentRead?: boolean
  readonly language?: string
  readonly overrideExisting?: boolean
  /** Options for the app that serves the collection (an external or app collection), sent as they are. */
  readonly appOptions?: Readonly<Record<string, unknown>>
}

/**
 * The wire fields of the options: suppressHooks, appOptions (a copy), consistentRead, language
 * and publishPluginOptions.includeDraftItems. suppressAuth has no wire field: elevated access comes
 * from the token (an admin key); overrideExisting picks the bulk save call instead of bulk insert.
 */
export function wireOptions(options: CallOptions | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (!options) return out
  if (options.suppressHooks === true) out.suppressHooks = true
  if (options.appOptions) out.appOptions = { ...options.appOptions }
  if (options.showDrafts === true) out.publishPluginOptions = { includeDraftItems: true }
  if (options.consistentRead === true) out.consistentRead = true
  if (typeof options.language === 'string' && options.language) out.language = options.language
  return out
}

/** A referenced field to include in a query's items. */
export interface Include {
  readonly fieldName: string
  readonly limit?: number
}

/** Everything a query request is made of. */
export interface QuerySpec {
  readonly collection: string
  readonly tree: FilterTree
  readonly sort: readonly SortKey[]
  readonly fields: readonly string[]
  readonly include: readonly Include[]
  readonly limit?: number
  readonly skip?: number
  readonly cursor?: string
}

/** The wire request of a query (key order as the hosted service's own client sends it). */
export function queryRequest(spec: QuerySpec, options?: CallOptions): Record<string, unknown> {
  const limit = spec.limit ?? DEFAULT_PAGE_SIZE
  const query: Record<string, unknown> = { fields: [...spec.fields] }
  if (spec.cursor !== undefined) query.cursorPaging = { limit, cursor: spec.cursor }
  else query.paging = { limit, offset: spec.skip ?? 0 }
  query.filter = toWire(spec.tree, 'filter')
  query.sort = spec.sort.map((s) => ({ fieldName: s.fieldName, order: s.order }))
  const body: Record<string, unknown> = {
    dataCollectionId: spec.collection,
    query,
    includeReferences: spec.include.map((i) => i.fieldName),
    returnTotalCount: true,
  }
  if (spec.include.some((i) => i.limit !== undefined))
    body.referencedItemOptions = spec.include.map((i) =>
      i.limit === undefined ? { fieldName: i.fieldName } : { fieldName: i.fieldName, limit: i.limit },
    )
  return { ...body, ...wireOptions(options) }
}

/** How a query request travels: GET with `.r` while the URL fits in 2048 characters, else POST. */
export function queryCall(
  endpoint: string,
  request: Record<string, unknown>,
): { method: 'GET'; url: string } | { method: 'POST'; url: string; body: string } {
  const json = JSON.stringify(request)
  const url = `${endpoint}?.r=${base64UrlEncode(utf8Encode(json))}`
  return url.length <= MAX_GET_URL ? { method: 'GET', url } : { method: 'POST', url: endpoint, body: json }
}

/** Decodes the request of a query URL (`?.r=`) or POST body, dates revived; for tests and tools. */
export function decodeQueryRequest(urlOrBody: string): Record<string, unknown> {
  const at = urlOrBody.indexOf('?.r=')
  const json = at >= 0 ? utf8Decode(base64UrlDecode(urlOrBody.slice(at + 4))) : urlOrBody
  return fromWire(JSON.parse(json)) as Record<string, unknown>
}

function utf8Decode(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]
    // The sequence length from the lead byte, then 6 payload bits from each continuation byte.
    const length = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
    let code = length === 1 ? b : b & (0xff >> (length + 1))
    for (let k = 1; k < length; k++) code = (code << 6) | (bytes[i + k] & 63)
    out += String.fromCodePoint(code)
    i += length
  }
  return out
}
