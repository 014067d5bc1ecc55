import * as C from './checks'
import { DataError, messages, wde } from './errors'
import { arityError } from './FilterBase'
import { DataFilter, sortKeys } from './dataFilter'
import type { SortKey } from './checkFilterModel'
import type { ClientContext } from './dataQuery'
import { wireOptions, type CallOptions } from './queryRequest'
import { DataQueryResult, pageInfo } from './DataQueryResult'
import { defineKey, fromWire, isPlainObject, toWire } from './wireValues'

type Operation = { resultFieldName: string } & Record<string, unknown>

interface AggregateState {
  readonly ctx: ClientContext
  readonly collection: string
  readonly filter?: DataFilter
  readonly having?: DataFilter
  readonly group?: readonly string[]
  readonly operations: readonly Operation[]
  readonly sort: readonly SortKey[]
  readonly limit?: number
  readonly skip?: number
  readonly invalid: readonly DataError[]
}

/**
 * An aggregation of one collection (`client.aggregate('Sales')`): filter, group and having (each at
 * most once: WDE0011 to WDE0013), avg/min/max/sum of a field, count, sort and paging, run by `run()`.
 */
export class DataAggregate {
  /** @internal Made by the client's `aggregate()`. */
  constructor(private readonly state: AggregateState) {}
  private with(patch: Partial<AggregateState>, problem?: DataError): DataAggregate {
    return problem
      ? new DataAggregate({ ...this.state, invalid: [...this.state.invalid, problem] })
      : new DataAggregate({ ...this.state, ...patch })
  }
  private filterProblem(op: string, filter: unknown, already: boolean): DataError | undefined {
    if (!(filter instanceof DataFilter)) return messages.aggregateFilter(op)
    return already ? messages.aggregateFilterSet(op) : undefined
  }
  /** Keeps only the items matching `filter` before grouping (once). */
  filter(filter: DataFilter): DataAggregate {
    return this.with(
      { filter },
      arityError('.filter', arguments.length, '1') ??
        this.filterProblem('.filter', filter, this.state.filter !== undefined),
    )
  }
  /** Keeps only the groups matching `filter` after grouping (once). */
  having(filter: DataFilter): DataAggregate {
    return this.with(
      { having: filter },
      arityError('.having', arguments.length, '1') ??
        this.filterProblem('.having', filter, this.state.having !== undefined),
    )
  }
  /** Groups by these fields (once). */
  group(...fields: string[]): DataAggregate {
    const problem =
      arityError('.group', fields.length, '1+') ??
      (this.state.group ? messages.aggregateGroupSet('.group') : undefined) ??
      (fields.every((f) => typeof f === 'string')
        ? undefined
        : wde('WDE0048', 'Invalid .group field value: fields must be strings.'))
    return this.with({ group: fields }, problem)
  }
  private operation(
    op: string,
    kind: string,
    field: unknown,
    name: unknown,
    suffix: string,
    count: number,
  ): DataAggregate {
    const problem =
      (count < 1 || count > 2 ? arityError(op, count, '1') : undefined) ??
      (typeof field === 'string'
        ? undefined
        : wde('WDE0048', `Invalid ${op} field value [${String(field)}]: the field must be a string.`)) ??
      (name === undefined || typeof name === 'string'
        ? undefined
        : wde('WDE0048', `Invalid ${op} result name: it must be a string.`))
    const resultFieldName = (name as string | undefined) ?? `${field as string}${suffix}`
    return this.with(
      { operations: [...this.state.operations, { resultFieldName, [kind]: { itemFieldName: field } }] },
      problem,
    )
  }
  /** Average of `field`, as `projectedName` (default `<field>Avg`). */
  avg(field: string, projectedName?: string): DataAggregate {
    return this.operation('.avg', 'average', field, projectedName, 'Avg', arguments.length)
  }
  /** Minimum of `field` (default name `<field>Min`). */
  min(field: string, projectedName?: string): DataAggregate {
    return this.operation('.min', 'min', field, projectedName, 'Min', arguments.length)
  }
  /** Maximum of `field` (default name `<field>Max`). */
  max(field: string, projectedName?: string): DataAggregate {
    return this.operation('.max', 'max', field, projectedName, 'Max', arguments.length)
  }
  /** Sum of `field` (default name `<field>Sum`). */
  sum(field: string, projectedName?: string): DataAggregate {
    return this.operation('.sum', 'sum', field, projectedName, 'Sum', arguments.length)
  }
  /** Number of items per group, as `count`. */
  count(): DataAggregate {
    return this.with(
      { operations: [...this.state.operations, { resultFieldName: 'count', itemCount: {} }] },
      arityError('.count', arguments.length, '0'),
    )
  }
  /** Sorts the groups ascending by these result fields. */
  ascending(...fields: string[]): DataAggregate {
    const { keys, problems } = sortKeys('.ascending', 'ASC', fields)
    return this.with({ sort: [...this.state.sort, ...keys] }, problems[0])
  }
  /** Sorts the groups descending. */
  descending(...fields: string[]): DataAggregate {
    const { keys, problems } = sortKeys('.descending', 'DESC', fields)
    return this.with({ sort: [...this.state.sort, ...keys] }, problems[0])
  }
  /** At most `limit` groups per page (default 50). */
  limit(limit: number): DataAggregate {
    return this.with(
      { limit },
      arityError('.limit', arguments.length, '1') ?? C.numberProblem('.limit', limit, 'positive', C.MAX_LIMIT),
    )
  }
  /** Skips `skip` groups. */
  skip(skip: number): DataAggregate {
    return this.with(
      { skip },
      arityError('.skip', arguments.length, '1') ??
        C.numberProblem('.skip', skip, 'nonNegative', Number.MAX_SAFE_INTEGER),
    )
  }
  /** The wire request. */
  request(options?: CallOptions): Record<string, unknown> {
    const s = this.state
    const body: Record<string, unknown> = {
      dataCollectionId: s.collection,
      paging: { limit: s.limit ?? 50, offset: s.skip ?? 0 },
    }
    body.initialFilter = toWire(s.filter?.filterTree ?? {}, 'filter')
    body.aggregation = { groupingFields: [...(s.group ?? [])], operations: s.operations }
    body.finalFilter = toWire(s.having?.filterTree ?? {}, 'having')
    body.sort = s.sort.map((k) => ({ fieldName: k.fieldName, order: k.order }))
    return { ...body, ...wireOptions(options) }
  }
  /** Runs the aggregation: one page of groups (`_id` holds the group values, also copied to the top level). */
  async run(options?: CallOptions): Promise<DataQueryResult<Record<string, unknown>>> {
    C.enforce(C.all(C.arity('aggregate.run', arguments.length, 0, 1), C.options(options, C.OPTIONS.default)))
    const nested = [...(this.state.filter?.state.invalid ?? []), ...(this.state.having?.state.invalid ?? [])]
    const [first, ...rest] = [...this.state.invalid, ...nested]
    if (first)
      throw new DataError(
        first.code,
        [
          `Failed to perform aggregation on [${this.state.collection}].`,
          first.message,
          ...rest.map((e) => e.message),
        ].join('\n'),
      )
    const answer = await this.state.ctx.transport.send({
      method: 'POST',
      path: 'items/aggregate',
      body: this.request(options),
    })
    const groups = (Array.isArray(answer.results) ? answer.results : []).filter(isPlainObject).map((r) => {
      const row = fromWire(r) as Record<string, unknown>
      if (isPlainObject(row._id)) for (const k of Object.keys(row._id)) if (!(k in row)) defineKey(row, k, row._id[k])
      return row
    })
    const limit = this.state.limit ?? 50
    const info = pageInfo(answer.pagingMetadata, limit, this.state.skip ?? 0, false)
    return new DataQueryResult(groups, info, this.state.collection, (direction) =>
      this.with({ skip: direction === 'next' ? info.offset + limit : Math.max(0, info.offset - limit) }).run(options),
    )
  }
}

/** A new aggregation of `collection`. */
export const createAggregate = (ctx: ClientContext, collection: string): DataAggregate =>
  new DataAggregate({ ctx, collection, operations: [], sort: [], invalid: [] })
