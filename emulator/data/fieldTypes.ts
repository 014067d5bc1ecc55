// A collection's declared field types (`fields` in the config, values of the client's FieldType
// enumeration) and the check of a written item against them.
import { FieldType, isFieldType } from '../../core/data/dataEnums'
import { isObject } from '../guards'
import { ServiceError, validationError, type Violation } from '../errors'

/** The declared type of each field, by field name. */
export type CollectionFields = Readonly<Record<string, FieldType>>

/** `value` as the `fields` of a collection config, or an error message naming what is wrong. */
export function parseFields(value: unknown, collection: string): CollectionFields | string {
  if (value === undefined) return {}
  if (!isObject(value)) return `config: ${collection}.fields must be an object of field types`
  for (const [field, type] of Object.entries(value))
    if (!isFieldType(type))
      return `config: ${collection}.fields.${field} must be a field type (${Object.keys(FieldType).slice(0, 4).join(', ')}, ...), not ${JSON.stringify(type)}`
  return value as CollectionFields
}

const isString = (v: unknown) => typeof v === 'string'
const isDateValue = (v: unknown) =>
  (isObject(v) && typeof v.$date === 'string' && !Number.isNaN(Date.parse(v.$date))) ||
  (typeof v === 'string' && !Number.isNaN(Date.parse(v)))
const isReference = (v: unknown) => isString(v) || (isObject(v) && typeof v._id === 'string')

// What a value of each checked type looks like on the wire; types not listed accept any value.
const SHAPES: Partial<Record<FieldType, [(v: unknown) => boolean, string]>> = {
  TEXT: [isString, 'a string'],
  RICH_TEXT: [isString, 'a string'],
  URL: [isString, 'a string'],
  IMAGE: [isString, 'a string'],
  VIDEO: [isString, 'a string'],
  AUDIO: [isString, 'a string'],
  DOCUMENT: [isString, 'a string'],
  LANGUAGE: [isString, 'a string'],
  DATE: [(v) => isString(v) && /^\d{4}-\d{2}-\d{2}$/.test(v as string), 'a date string YYYY-MM-DD'],
  TIME: [(v) => isString(v) && /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(v as string), 'a time string hh:mm:ss.SSS'],
  DATETIME: [isDateValue, 'a date'],
  NUMBER: [(v) => typeof v === 'number' && Number.isFinite(v), 'a number'],
  BOOLEAN: [(v) => typeof v === 'boolean', 'a boolean'],
  ARRAY_STRING: [(v) => Array.isArray(v) && v.every(isString), 'an array of strings'],
  ARRAY_DOCUMENT: [(v) => Array.isArray(v) && v.every(isString), 'an array of strings'],
  MEDIA_GALLERY: [Array.isArray, 'an array'],
  ARRAY: [Array.isArray, 'an array'],
  OBJECT: [isObject, 'an object'],
  ADDRESS: [isObject, 'an object'],
  RICH_CONTENT: [isObject, 'an object'],
  REFERENCE: [isReference, 'an item id'],
  MULTI_REFERENCE: [(v) => Array.isArray(v) && v.every(isReference), 'an array of item ids'],
}

/**
 * Checks the declared fields of `data` (absent and null values pass: no field is required); throws a
 * validation error listing every field whose value does not fit its type.
 */
export function checkFieldTypes(fields: CollectionFields | undefined, data: Record<string, unknown>, where: string) {
  if (!fields) return
  const violations: Violation[] = []
  for (const [field, type] of Object.entries(fields)) {
    const value = data[field]
    const shape = SHAPES[type]
    if (value === undefined || value === null || !shape || shape[0](value)) continue
    violations.push({ field: `${where}.${field}`, description: `must be ${shape[1]} (${type})`, ruleName: 'TYPE' })
  }
  if (violations.length) throw new ServiceError(validationError(violations))
}
