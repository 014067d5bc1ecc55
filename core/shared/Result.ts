/** A success value. */
export interface Ok<TValue> {
  readonly ok: true
  readonly value: TValue
}
/** An expected failure, carried as a value. */
export interface Err<TError> {
  readonly ok: false
  readonly error: TError
}
/** The outcome of an operation that can fail in expected ways. */
export type Result<TValue, TError> = Ok<TValue> | Err<TError>

/** Wraps a success. */
export const ok = <TValue>(value: TValue): Ok<TValue> => ({ ok: true, value })
/** Wraps an expected failure. */
export const err = <TError>(error: TError): Err<TError> => ({ ok: false, error })
