import type { HttpPort, HttpRequest, HttpResponse } from '../../ports'

/** What a scripted route answers: a response, or a function of the request (throw to simulate a network failure). */
export type ScriptedAnswer = HttpResponse | ((request: HttpRequest) => HttpResponse | Promise<HttpResponse>)

/** A fake HTTP port whose answers a test scripts, recording every request. */
export interface ScriptedHttp extends HttpPort {
  /** Every request received, in order. */
  readonly requests: HttpRequest[]
  /** Answers every request matching `method` and `url` (exact string, prefix ending in `*`, or RegExp). */
  on(method: HttpRequest['method'], url: string | RegExp, answer: ScriptedAnswer): ScriptedHttp
  /** Answers the next matching request once, before any `on` route. */
  once(method: HttpRequest['method'], url: string | RegExp, answer: ScriptedAnswer): ScriptedHttp
}

interface Route {
  method: string
  url: string | RegExp
  answer: ScriptedAnswer
  once: boolean
}

/** A JSON response with the given status (200 by default). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): HttpResponse {
  return {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

const matches = (route: Route, request: HttpRequest) => {
  if (route.method !== request.method) return false
  if (route.url instanceof RegExp) return route.url.test(request.url)
  if (route.url.endsWith('*')) return request.url.startsWith(route.url.slice(0, -1))
  return route.url === request.url
}

/**
 * Creates a {@link ScriptedHttp}. A request no route matches rejects with an Error naming it,
 * so a test never passes on an unexpected call.
 */
export function scriptedHttp(): ScriptedHttp {
  const routes: Route[] = []
  const port: ScriptedHttp = {
    requests: [],
    on(method, url, answer) {
      routes.push({ method, url, answer, once: false })
      return port
    },
    once(method, url, answer) {
      routes.unshift({ method, url, answer, once: true })
      return port
    },
    async request(request) {
      port.requests.push(request)
      const index = routes.findIndex((r) => matches(r, request))
      if (index < 0) throw new Error(`scriptedHttp: no scripted answer for ${request.method} ${request.url}`)
      const route = routes[index]
      if (route.once) routes.splice(index, 1)
      const answer = typeof route.answer === 'function' ? await route.answer(request) : route.answer
      if (request.signal?.aborted) throw new Error('The request was aborted')
      return answer
    },
  }
  return port
}
