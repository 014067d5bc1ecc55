/**
 * The one state convention of Vitrine's stores (data query and mutation runners, the gallery
 * blueprint, translations, ...): a snapshot on `createStore` carries `status`, a discriminated union
 * with a typed error, next to its own data.
 *
 * - `idle`: nothing asked yet (or cleared); `error` is null.
 * - `loading`: work in flight; data of the previous answer stays readable; `error` is null.
 * - `ready`: the data is the latest answer; `error` is null.
 * - `error`: the latest work failed; `error` says why (each store names its error type).
 *
 * ```ts
 * if (snapshot.status === 'error') snapshot.error.code // typed: narrowed by status
 * ```
 */
export type Status = 'idle' | 'loading' | 'ready' | 'error'

/** The `status` and `error` fields of a snapshot whose failures are `TError`. */
export type StatusState<TError> =
  | { readonly status: 'idle' | 'loading' | 'ready'; readonly error: null }
  | { readonly status: 'error'; readonly error: TError }

/** The status fields of a state that is not an error. */
export const statusOf = (status: 'idle' | 'loading' | 'ready'): StatusState<never> => ({ status, error: null })

/** The status fields of a failure. */
export const failedWith = <TError>(error: TError): StatusState<TError> => ({ status: 'error', error })
