/**
 * vitrine/store: the shared store (`createStore`, immutable snapshots for `useSyncExternalStore`),
 * `Result`, the error base `VitrineError`, the status convention and encoding helpers.
 *
 * @module vitrine/store
 */
export { createStore, type ReadableStore, type Store, type Transition } from './createStore'
export { ok, err, type Result, type Ok, type Err } from './Result'
export { VitrineError, codeOf } from './errors'
export { utf8Encode, base64UrlEncode, base64UrlDecode } from './encoding'
export { ownValue, hasOwnKey, ownTable } from './ownValue'
export { statusOf, failedWith, type Status, type StatusState } from './status'
export { isRecord, isPlainRecord } from './isRecord'
export { readServiceError, type ServiceErrorBody, type FieldViolation } from './readServiceError'
export {
  allowUrl,
  allowedUrl,
  browserView,
  type UrlPolicy,
  type UrlUse,
  type UrlRejection,
  type UrlKind,
  type UrlVerdict,
  type AllowedUrl,
} from './allowUrl'
