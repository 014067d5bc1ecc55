/**
 * The data service's enumerations: field types of a collection schema and the status
 * values of its jobs, indexes, backups, restorations and published items. Each is a frozen object
 * of its values plus the union type of those values, so callers can write `FieldType.TEXT` or
 * compare against the literal `'TEXT'`.
 */

const values = <const TKeys extends string>(keys: readonly TKeys[]): { readonly [K in TKeys]: K } =>
  Object.freeze(Object.fromEntries(keys.map((k) => [k, k]))) as { readonly [K in TKeys]: K }

/** The type of a collection field: current types first, then the legacy ones older collections carry. */
export const FieldType = values([
  'TEXT',
  'NUMBER',
  'DATE',
  'DATETIME',
  'IMAGE',
  'BOOLEAN',
  'DOCUMENT',
  'URL',
  'RICH_TEXT',
  'VIDEO',
  'ANY',
  'ARRAY_STRING',
  'ARRAY_DOCUMENT',
  'AUDIO',
  'TIME',
  'LANGUAGE',
  'RICH_CONTENT',
  'MEDIA_GALLERY',
  'ADDRESS',
  'PAGE_LINK',
  'REFERENCE',
  'MULTI_REFERENCE',
  'OBJECT',
  'ARRAY',
  'LEGACY_TIME',
  'LEGACY_BOOK',
  'LEGACY_EXTERNAL_URL',
  'LEGACY_BROKEN_REFERENCE',
  'LEGACY_IMAGE',
  'LEGACY_COLOR',
  'LEGACY_EXTERNAL_VIDEO',
])
/** One {@link FieldType} value. */
export type FieldType = (typeof FieldType)[keyof typeof FieldType]

/** True when `value` is one of the {@link FieldType} values. */
export const isFieldType = (value: unknown): value is FieldType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(FieldType, value)

/** The status of a data service job: new, running, then completed or failed. */
export const JobStatus = values(['NEW', 'RUNNING', 'COMPLETED', 'FAILED'])
/** One {@link JobStatus} value. */
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus]

/** The status of a collection index. */
export const IndexStatus = values(['UNKNOWN', 'BUILDING', 'ACTIVE', 'DROPPING', 'DROPPED', 'FAILED', 'INVALID'])
/** One {@link IndexStatus} value. */
export type IndexStatus = (typeof IndexStatus)[keyof typeof IndexStatus]

/** The status of a collections backup. */
export const BackupStatus = values(['PENDING', 'READY', 'FAILED', 'DELETED', 'CANCELED'])
/** One {@link BackupStatus} value. */
export type BackupStatus = (typeof BackupStatus)[keyof typeof BackupStatus]

/** The status of a restoration from a backup. */
export const RestorationStatus = values(['PENDING', 'COMPLETED', 'FAILED'])
/** One {@link RestorationStatus} value. */
export type RestorationStatus = (typeof RestorationStatus)[keyof typeof RestorationStatus]

/** Whether an item is published or a draft (`showDrafts` reads drafts too). */
export const PublishStatus = values(['PUBLISHED', 'DRAFT'])
/** One {@link PublishStatus} value. */
export type PublishStatus = (typeof PublishStatus)[keyof typeof PublishStatus]
