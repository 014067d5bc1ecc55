import type { HttpPort, HttpResponse } from '../../ports/http'
import type { PollFailure, PollOutcome, PollService, PollSnapshot, PollVoters } from '../../ports/pollService'
import type { AuthSource } from '../../core/data'
import { fetchHttp } from './fetchHttp'
import { isRecord } from '../../core/shared/isRecord'

/** Options of {@link fetchPollService}. */
export interface FetchPollServiceOptions {
  /** Origin of the poll API, e.g. the emulator's `http://127.0.0.1:3000`. */
  baseUrl: string
  /** The visitor's or member's token: a string, a function, or the identity client. Votes need one. */
  auth?: AuthSource
  /** Default: `fetchHttp()` (browsers and Node 18+). */
  http?: HttpPort
  /** Default: `navigator.onLine` where it exists, else true. Offline calls fail at once with `offline`. */
  isOnline?: () => boolean
  /** Path of the poll API. Default `/_api/polls/v1/polls`. */
  path?: string
}

const defaultOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

async function authorization(auth: AuthSource | undefined): Promise<string | undefined> {
  if (auth === undefined || auth === null) return undefined
  if (typeof auth === 'string') return auth
  if (typeof auth === 'function') return (await auth()) ?? undefined
  if ('getAuthHeaders' in auth) return (await auth.getAuthHeaders()).headers.Authorization ?? undefined
  return (await auth.getAccessToken()) ?? undefined
}

function failure(response: HttpResponse): PollFailure {
  let message: string | undefined
  try {
    const body = JSON.parse(response.body) as { message?: unknown }
    if (typeof body.message === 'string') message = body.message
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const kind =
    response.status === 401
      ? 'unauthenticated'
      : response.status === 403
        ? 'forbidden'
        : response.status === 404
          ? 'notFound'
          : 'server'
  return { kind, message: message ?? `HTTP ${response.status}` }
}

/** Reads `{poll: {...}}` into a {@link PollSnapshot}; undefined when the answer has another shape. */
export function readPollAnswer(body: unknown): PollSnapshot | undefined {
  const poll = isRecord(body) ? body.poll : undefined
  if (!isRecord(poll) || typeof poll.id !== 'string' || !Array.isArray(poll.options)) return undefined
  const options: PollSnapshot['options'] = []
  for (const o of poll.options) {
    if (!isRecord(o) || typeof o.id !== 'string') return undefined
    options.push(typeof o.count === 'number' ? { id: o.id, count: o.count } : { id: o.id })
  }
  const resultsVisible = poll.resultsVisible !== false
  return {
    id: poll.id,
    options,
    totalVotes: typeof poll.totalVotes === 'number' ? poll.totalVotes : undefined,
    myVotes: Array.isArray(poll.myVotes) ? poll.myVotes.filter((v): v is string => typeof v === 'string') : [],
    resultsVisible,
    isOwner: poll.isOwner === true,
  }
}

function readVoters(body: unknown): PollVoters | undefined {
  if (!isRecord(body) || !Array.isArray(body.voters)) return undefined
  const voters = body.voters.filter(isRecord).map((v) => ({
    id: String(v.id ?? ''),
    name: typeof v.name === 'string' ? v.name : undefined,
    imageUrl: typeof v.imageUrl === 'string' ? v.imageUrl : undefined,
    private: v.private === true,
  }))
  return { voters, anonymousCount: typeof body.anonymousCount === 'number' ? body.anonymousCount : 0 }
}

/**
 * A {@link PollService} over HTTP for the poll API the emulator serves. It never rejects: no network
 * while the browser is offline gives `offline`, no answer or a 5xx gives `server`, and 401/403/404 give
 * their own kinds, so the poll can show the right toast.
 */
export function fetchPollService(options: FetchPollServiceOptions): PollService {
  const http = options.http ?? fetchHttp()
  const isOnline = options.isOnline ?? defaultOnline
  const base = `${options.baseUrl.replace(/\/+$/, '')}${options.path ?? '/_api/polls/v1/polls'}`

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    read: (json: unknown) => T | undefined,
  ): Promise<PollOutcome<T>> {
    if (!isOnline()) return { ok: false, error: { kind: 'offline' } }
    let response: HttpResponse
    try {
      const token = await authorization(options.auth)
      const headers: Record<string, string> = {}
      if (token) headers.authorization = token
      if (body !== undefined) headers['content-type'] = 'application/json'
      response = await http.request({
        url: `${base}${path}`,
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      // The network went away during the call, or the server is unreachable.
      return { ok: false, error: { kind: isOnline() ? 'server' : 'offline', message: String(error) } }
    }
    if (response.status !== 200) return { ok: false, error: failure(response) }
    let json: unknown
    try {
      json = JSON.parse(response.body)
    } catch {
      return { ok: false, error: { kind: 'server', message: 'The poll service answered something that is not JSON' } }
    }
    const value = read(json)
    return value === undefined
      ? { ok: false, error: { kind: 'server', message: 'The poll service answered an unexpected shape' } }
      : { ok: true, value }
  }

  const id = (pollId: string) => `/${encodeURIComponent(pollId)}`
  return {
    getPoll: (pollId) => call('GET', id(pollId), undefined, readPollAnswer),
    vote: (pollId, optionId) => call('POST', `${id(pollId)}/vote`, { optionId }, readPollAnswer),
    unvote: (pollId, optionId) => call('POST', `${id(pollId)}/unvote`, { optionId }, readPollAnswer),
    voters: (pollId, optionId) =>
      call('GET', `${id(pollId)}/voters?optionId=${encodeURIComponent(optionId)}`, undefined, readVoters),
  }
}
