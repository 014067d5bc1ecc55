/** An HTTP request as data. `body` is already serialised (JSON text for the hosted services). */
export interface HttpRequest {
  readonly url: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
  /**
   * `manual` answers a redirect with the 3xx itself (its `location` header readable), as Node's fetch
   * does; browsers hide it, so only server-side code asks for it. Default: follow.
   */
  readonly redirect?: 'follow' | 'manual'
  /** Aborts the request; the port then rejects. */
  readonly signal?: AbortSignalLike
}

/** The minimal abort signal the ports need, so the core does not depend on DOM types. */
export interface AbortSignalLike {
  readonly aborted: boolean
  /** Calls `listener` when the signal aborts. */
  addEventListener(type: 'abort', listener: () => void): void
  /** Stops calling a listener added with `addEventListener`. */
  removeEventListener(type: 'abort', listener: () => void): void
}

/** An HTTP response with its body read as text. Header names are lower case. */
export interface HttpResponse {
  readonly status: number
  readonly statusText: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/**
 * A fetch-like capability. Resolves for every HTTP status (errors included);
 * rejects only when no response arrived (network failure, abort).
 */
export interface HttpPort {
  /** Sends `request` and resolves with the response, whatever its status. */
  request(request: HttpRequest): Promise<HttpResponse>
}
