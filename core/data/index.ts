/**
 * vitrine/data: a client of the hosted content-database service with the Velo `wix-data` API.
 * Pure TypeScript (no DOM, Node or React).
 */
export { createDataClient, type DataClient, type DataClientOptions } from './createDataClient'
export { DataError, BulkError, type FieldViolation } from './errors'
export { DataQuery, type ClientContext } from './dataQuery'
export { DataFilter, DataSort } from './dataFilter'
export { type SortKey } from './checkFilterModel'
export { DataAggregate } from './dataAggregate'
export { DataPatch, type FieldModification } from './dataPatch'
export { DataQueryResult, type PageInfo } from './DataQueryResult'
export { type BulkResult } from './bulkResult'
export { type AuthSource, type Transport, type Call } from './transport'
export { type DataItem } from './wireValues'
export { type ItemRef, type QueryReferencedOptions } from './referenceOperations'
export {
  type CallOptions,
  type QuerySpec,
  type Include,
  queryRequest,
  queryCall,
  decodeQueryRequest,
  MAX_GET_URL,
  DEFAULT_PAGE_SIZE,
} from './queryRequest'
export { type FilterTree } from './FilterBase'
export { toWire, fromWire } from './wireValues'
export {
  createQueryRunner,
  type QueryRunner,
  type QuerySnapshot,
  type QueryPage,
  type AbortControllerLike,
} from './queryRunner'
export { createMutationRunner, type MutationRunner, type MutationSnapshot } from './mutationRunner'
export {
  FieldType,
  isFieldType,
  JobStatus,
  IndexStatus,
  BackupStatus,
  RestorationStatus,
  PublishStatus,
} from './dataEnums'
