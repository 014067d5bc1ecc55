// Which web origins may call the emulator, receive its web_message answers and be redirected to,
// per client id (`clients` in the config). Used by the router's CORS rule and by the hosted pages.
import { isIP } from 'node:net'
import type { EmulatorConfig } from './contracts'

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** The origins a client id may use: its own `clients` entry, else the `"*"` entry, else loopback ones. */
function listFor(config: EmulatorConfig, clientId: string): readonly string[] {
  const clients = config.clients ?? {}
  if (Object.prototype.hasOwnProperty.call(clients, clientId)) return clients[clientId].allowedOrigins
  if (Object.prototype.hasOwnProperty.call(clients, '*')) return clients['*'].allowedOrigins
  return ['localhost']
}

// `null` (sandboxed frames, data: and file: pages) is an origin like any other, and one only an
// explicit "null" entry allows: `*` does not cover it.
const matches = (entry: string, origin: string) =>
  (entry === '*' && origin !== 'null') || entry === origin || (entry === 'localhost' && LOOPBACK.test(origin))

/**
 * Whether `origin` may act for `clientId` (any configured client when the request names none).
 * The emulator's own origin is always allowed. `"localhost"` in a list means any
 * `http(s)://localhost`, `127.0.0.1` or `[::1]` origin, on any port; `"*"` means every origin but
 * `null`, which only a `"null"` entry allows.
 */
export function originAllowed(
  config: EmulatorConfig,
  origin: string,
  clientId: string | undefined,
  ownOrigin: string,
): boolean {
  if (origin === ownOrigin) return true
  if (clientId !== undefined) return listFor(config, clientId).some((e) => matches(e, origin))
  const lists = [listFor(config, '\u0000'), ...Object.values(config.clients ?? {}).map((c) => c.allowedOrigins)]
  return lists.some((list) => list.some((e) => matches(e, origin)))
}

/** Why an origin was refused, for the 403's message. */
export function refusal(origin: string, clientId: string | undefined): string {
  const who = clientId === undefined ? 'any configured client id' : `client id ${JSON.stringify(clientId)}`
  return `Origin ${origin} is not allowed for ${who}. Add it to "clients" -> { "<clientId>": { "allowedOrigins": [...] } } in the emulator config (VITRINE_CONFIG).`
}

/** The origin of an absolute http(s) URL, or undefined. */
export function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** The client id a request body names (token, redirect-session and logout calls), if any. */
export function clientIdOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined
  const b = body as Record<string, unknown>
  const auth = b.auth && typeof b.auth === 'object' ? (b.auth as Record<string, unknown>).authRequest : undefined
  const logout = b.logout && typeof b.logout === 'object' ? (b.logout as Record<string, unknown>).clientId : undefined
  const candidates = [
    b.clientId,
    b.client_id,
    auth && typeof auth === 'object' ? (auth as Record<string, unknown>).clientId : undefined,
    logout,
  ]
  const found = candidates.find((c) => typeof c === 'string' && c.length > 0 && c.length <= 200)
  return found as string | undefined
}

/** The host names every emulator answers to, besides IP addresses, its listening host and `allowedHosts`. */
const LOOPBACK_NAMES = ['localhost']

/**
 * Whether a request's `Host` header names this emulator: an IP address (`127.0.0.1`, `[::1]`, a LAN
 * address), `localhost`, the host it listens on, or a name in `allowedHosts`. Any other name is how
 * a DNS-rebinding page reaches it (its own name resolving to 127.0.0.1), so it is refused. The port
 * is not compared: a dev server's proxy forwards its own.
 */
export function hostAllowed(host: string | null | undefined, listening: string, allowedHosts: readonly string[] = []) {
  if (!host) return false
  let name: string
  try {
    name = new URL(`http://${host}`).hostname
  } catch {
    return false
  }
  const bare = name.startsWith('[') ? name.slice(1, -1) : name
  if (isIP(bare)) return true
  return [...LOOPBACK_NAMES, listening, ...allowedHosts].some((allowed) => allowed.toLowerCase() === name)
}

/** Why a host was refused, for the 421's message. */
export function hostRefusal(host: string | null | undefined): string {
  return `Host ${JSON.stringify(host ?? '')} is not a name this emulator answers to: it answers IP addresses, localhost and the names in "allowedHosts" in the emulator config (VITRINE_CONFIG). A page on another name that resolves here is a DNS-rebinding attempt; if the name is yours, add it to "allowedHosts".`
}
