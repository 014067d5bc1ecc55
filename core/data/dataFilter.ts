import type { Logger } from '../../ports'
import type { DataError } from './errors'
import { FilterBase, type FilterTree } from './FilterBase'
import { checkFilterModel, checkSortModel, type SortKey } from './checkFilterModel'
import { arityError } from './FilterBase'
import { wde, show } from './errors'
import { fromWire, toWire } from './wireValues'

/** A standalone filter (`client.filter()`), for `and`/`or`/`not` and aggregates. Immutable. */
export class DataFilter extends FilterBase<DataFilter> {
  protected derive(tree: FilterTree, invalid: readonly DataError[]): DataFilter {
    return new DataFilter({ ...this.state, tree, invalid })
  }
}

/** A new filter, optionally starting from a filter model given as data (checked: WDE0016, WDE0056 to WDE0070). */
export function createFilter(model: unknown, logger: Logger | undefined, hasModel: boolean): DataFilter {
  if (!hasModel) return new DataFilter({ tree: {}, invalid: [], logger })
  const problems = checkFilterModel(model)
  if (problems.length) return new DataFilter({ tree: {}, invalid: problems, logger })
  try {
    // A copy, so the caller's model can change later without changing this filter.
    return new DataFilter({ tree: fromWire(toWire(model, 'filter')) as FilterTree, invalid: [], logger })
  } catch (error) {
    return new DataFilter({ tree: {}, invalid: [error as DataError], logger })
  }
}

/** A sort (`client.sort()`): ascending and descending keys, or a sort model given as data. Immutable. */
export class DataSort {
  constructor(
    /** The wire sort keys, in order. */
    readonly keys: readonly SortKey[],
    /** Problems found while building (WDE0043, WDE0051, WDE0065 to WDE0067). */
    readonly invalid: readonly DataError[],
  ) {}
  /** Adds ascending keys. */
  ascending(...fields: string[]): DataSort {
    return this.add('.ascending', 'ASC', fields)
  }
  /** Adds descending keys. */
  descending(...fields: string[]): DataSort {
    return this.add('.descending', 'DESC', fields)
  }
  private add(op: string, order: 'ASC' | 'DESC', fields: unknown[]): DataSort {
    const { keys, problems } = sortKeys(op, order, fields)
    return new DataSort([...this.keys, ...keys], [...this.invalid, ...problems])
  }
}

/** Sort keys of `fields` (varargs or one array of strings): WDE0043 when none, WDE0051 for non-strings. */
export function sortKeys(
  op: string,
  order: 'ASC' | 'DESC',
  fields: unknown[],
): { keys: SortKey[]; problems: DataError[] } {
  const list = fields.length === 1 && Array.isArray(fields[0]) ? (fields[0] as unknown[]) : fields
  const arity = arityError(op, list.length, '1+')
  if (arity) return { keys: [], problems: [arity] }
  if (!list.every((f) => typeof f === 'string')) {
    return {
      keys: [],
      problems: [
        wde(
          'WDE0051',
          `Invalid ${op} parameters [${list.map(show).join(', ')}]: valid values are strings, an array of strings or string varargs.`,
        ),
      ],
    }
  }
  return { keys: (list as string[]).map((fieldName) => ({ fieldName, order })), problems: [] }
}

/** A new sort, optionally from a sort model given as data. */
export function createSort(model: unknown, hasModel: boolean): DataSort {
  if (!hasModel) return new DataSort([], [])
  const { keys, problems } = checkSortModel(model)
  return new DataSort(keys, problems)
}
