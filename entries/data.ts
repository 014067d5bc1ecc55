/**
 * vitrine/data: the content-database client of `core/data` with the platform default wired in: when no
 * `http` port is passed, requests go through the platform's `fetch` (`fetchHttp()`). The core itself
 * reaches no platform global; everything else is re-exported unchanged.
 *
 * @module vitrine/data
 */
import { fetchHttp } from '../adapters/browser/fetchHttp'
import {
  createDataClient as createCoreDataClient,
  type DataClient,
  type DataClientOptions as CoreDataClientOptions,
} from '../core/data'
import type { HttpPort } from '../ports'

export * from '../core/data'

/** Options of {@link createDataClient}: the core's, with `http` optional (default: `fetchHttp()`). */
export interface DataClientOptions extends Omit<CoreDataClientOptions, 'http'> {
  /** The HTTP capability; default: the platform's `fetch`. */
  readonly http?: HttpPort
}

/**
 * A client of the hosted content-database service with the Velo `wix-data` API (see the core's
 * `createDataClient`); `http` defaults to the platform's `fetch`.
 */
export function createDataClient(options: DataClientOptions): DataClient {
  return createCoreDataClient({ ...options, http: options?.http ?? fetchHttp() })
}
