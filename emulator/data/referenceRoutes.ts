// References between items: bulk insert and remove, replace, is-referenced and query-referenced.
import type { Sql } from '../contracts'
import type { DataCall, DataRoutes } from './index'
import { errors, ServiceError } from './errors'
import { findRow, toItem, type ItemData } from './items'
import { paging } from './query'
import type { ReferenceBody } from './bodies'

/** A reference as a checked body holds it and as answers give it back. */
type Reference = Pick<ReferenceBody, 'referringItemFieldName' | 'referringItemId' | 'referencedItemId'>

/** Only the reference's own three fields (a body may carry others, which are not answered back). */
const referenceOf = (ref: ReferenceBody): Reference => ({
  referringItemFieldName: ref.referringItemFieldName,
  referringItemId: ref.referringItemId,
  referencedItemId: ref.referencedItemId,
})

/** The referring item must exist and be writable by the caller. */
async function writable(call: DataCall, tx: Sql, id: string) {
  const access = call.access('update')
  const row = await findRow(tx, call.collection, id, true)
  if (!row) throw errors.notFound(id)
  if (access.kind === 'own' && row.owner !== access.owner) throw errors.forbidden('update', call.collection)
}

/** Inserts or removes one reference, once the referring item is found writable (else throws its error). */
async function applyReference(call: DataCall, tx: Sql, ref: Reference, insert: boolean) {
  await writable(call, tx, ref.referringItemId)
  const args = [call.collection, ref.referringItemFieldName, ref.referringItemId, ref.referencedItemId]
  if (insert)
    await tx.query(
      'INSERT INTO data_references (collection, field, from_id, to_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      args,
    )
  else
    await tx.query(
      'DELETE FROM data_references WHERE collection = $1 AND field = $2 AND from_id = $3 AND to_id = $4',
      args,
    )
}

function bulkReferences(insert: boolean) {
  return {
    method: 'POST' as const,
    async handle(call: DataCall<{ dataItemReferences: ReferenceBody[] }>) {
      const refs = call.body.dataItemReferences.map(referenceOf)
      const results = await call.sql.transaction(async (tx) => {
        const out: Record<string, unknown>[] = []
        for (const [i, ref] of refs.entries()) {
          try {
            await applyReference(call, tx, ref, insert)
            out.push({
              action: insert ? 'INSERT' : 'DELETE',
              referenceMetadata: { originalIndex: i, success: true },
              dataItemReference: ref,
            })
          } catch (error) {
            if (!(error instanceof ServiceError)) throw error
            const body = error.response.json as { message: string; details?: { applicationError?: { code: string } } }
            out.push({
              action: insert ? 'INSERT' : 'DELETE',
              referenceMetadata: {
                originalIndex: i,
                success: false,
                error: { code: body.details?.applicationError?.code ?? 'WDE0075', description: body.message },
              },
            })
          }
        }
        return out
      })
      const ok = results.filter((r) => (r.referenceMetadata as { success: boolean }).success).length
      return {
        results,
        bulkActionMetadata: { totalSuccesses: ok, totalFailures: results.length - ok, undetailedFailures: 0 },
      }
    },
  }
}

/** A single insert-reference or remove-reference: a refused reference answers with its error. */
function singleReference(insert: boolean) {
  return {
    method: 'POST' as const,
    async handle(call: DataCall<{ dataItemReference: ReferenceBody }>) {
      const ref = referenceOf(call.body.dataItemReference)
      await call.sql.transaction((tx) => applyReference(call, tx, ref, insert))
      return { dataItemReference: ref }
    },
  }
}

/** The referring field and item of a checked body. */
const fieldAndId = (body: { referringItemFieldName: string; referringItemId: string }) => ({
  field: body.referringItemFieldName,
  id: body.referringItemId,
})

const routes = {
  'POST bulk/items/insert-references': bulkReferences(true),
  'POST bulk/items/remove-references': bulkReferences(false),
  'POST items/insert-reference': singleReference(true),
  'POST items/remove-reference': singleReference(false),
  'POST items/replace-references': {
    method: 'POST',
    async handle(call) {
      const { field, id } = fieldAndId(call.body)
      const ids = call.body.newReferencedItemIds
      await call.sql.transaction(async (tx) => {
        await writable(call, tx, id)
        await tx.query('DELETE FROM data_references WHERE collection = $1 AND field = $2 AND from_id = $3', [
          call.collection,
          field,
          id,
        ])
        for (const to of ids)
          await tx.query(
            'INSERT INTO data_references (collection, field, from_id, to_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
            [call.collection, field, id, to],
          )
      })
      return {
        dataItemReferences: ids.map((to) => ({
          referringItemFieldName: field,
          referringItemId: id,
          referencedItemId: to,
        })),
      }
    },
  },
  'POST items/is-referenced': {
    method: 'POST',
    async handle(call) {
      call.access('read')
      const { field, id } = fieldAndId(call.body)
      const to = call.body.referencedItemId
      const { rows } = await call.sql.query(
        'SELECT 1 FROM data_references WHERE collection = $1 AND field = $2 AND from_id = $3 AND to_id = $4',
        [call.collection, field, id, to],
      )
      return { isReferenced: rows.length > 0 }
    },
  },
  'POST items/query-referenced': {
    method: 'POST',
    async handle(call) {
      call.access('read')
      const { field, id } = fieldAndId(call.body)
      const page = paging(call.body.paging)
      const order = call.body.order ?? 'ASC'
      // A referenced item passes the same read check as a direct read: one the caller may not read
      // is left out (a reference to no item at all stays an unresolved reference).
      const scope = call.readScope()
      const from = `FROM data_references r LEFT JOIN data_items i ON i.id = r.to_id
         WHERE r.collection = $1 AND r.field = $2 AND r.from_id = $3
         AND (i.id IS NULL OR i.collection = ANY($4::text[]) OR (i.collection = ANY($5::text[]) AND i.owner = $6))`
      const args = [call.collection, field, id, scope.all, scope.own, scope.owner]
      const total = await call.sql.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, args)
      const { rows } = await call.sql.query<{ to_id: string; data: ItemData | null; dc: string | null }>(
        `SELECT r.to_id, i.data, i.collection AS dc ${from} ORDER BY r.position ${order} LIMIT ${page.limit + 1} OFFSET ${page.offset}`,
        args,
      )
      const results = rows
        .slice(0, page.limit)
        .map((r) =>
          r.data
            ? { dataItem: toItem(r.dc!, r.data) }
            : { unresolvedReference: { referringItemId: id, referringItemFieldName: field } },
        )
      return {
        results,
        pagingMetadata: {
          count: results.length,
          offset: page.offset,
          total: total.rows[0].n,
          tooManyToCount: false,
          hasNext: rows.length > page.limit,
        },
      }
    },
  },
} satisfies DataRoutes

/** The reference routes, keyed `METHOD path`. */
export const referenceRoutes = routes
