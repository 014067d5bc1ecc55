// Shared contracts between the emulator's server (emulator/), its identity service
// (emulator/identity/) and its data service (emulator/data/). Keep them small and stable.
import type { IncomingHttpHeaders } from 'node:http'
import type { Answer, Route } from './router'
import type { StartProgress } from './startProgress'
import type { FieldType } from '../core/data/dataEnums'

/**
 * The SQL the emulator runs, on embedded PGlite or a PostgreSQL server (`DATABASE_URL`).
 * Always parameterised (`$1`, `$2`, ...). Shaped after PGlite's own `query`/`transaction`.
 */
export interface Sql {
  query<TRow = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: TRow[]; affectedRows?: number }>
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<TResult>(fn: (tx: Sql) => Promise<TResult>): Promise<TResult>
}

/**
 * Who is calling, by the hosted service's actor names, resolved from the Authorization header:
 * ANONYMOUS_VISITOR (no token, or a visitor's access token), MEMBER (a member's access token), APP
 * (the admin key: the site owner's app). The hosted WIX_USER (a site collaborator) has no token in
 * the emulator.
 */
export type CallerActor = 'ANONYMOUS_VISITOR' | 'MEMBER' | 'APP'
export interface Caller {
  readonly actor: CallerActor
  /** Set for a visitor with tokens and for MEMBER callers. */
  readonly visitorId?: string
  /** Set for MEMBER callers: the member's id (the `_owner` of items they create). */
  readonly memberId?: string
  /** Set for a caller with an access token (visitor or member): the sign-in grant the token belongs to, if any. */
  readonly token?: { readonly grantId?: string }
}

/** Who is calling, or `'invalid'` for a forged or expired token (each service answers that with its 401). */
export type CallerLookup = (authorization: string | undefined) => Promise<Caller | 'invalid'>

/** Collection permission roles of the config. */
export type PermissionRole = 'ADMIN' | 'SITE_MEMBER_AUTHOR' | 'SITE_MEMBER' | 'ANYONE' | 'CMS_EDITOR' | 'PRIVILEGED'

/** One declared collection. */
export interface CollectionConfig {
  permissions?: Partial<Record<'read' | 'insert' | 'update' | 'remove', PermissionRole>>
  /** Items inserted at start when the collection is empty. */
  seed?: Record<string, unknown>[]
  /**
   * Indexes for common queries: each an ordered list of field paths (`"genre"`, or
   * `{"field": "rating", "order": "DESC"}`), e.g. `[["genre", {"field": "rating", "order": "DESC"}]]`
   * serves an equality filter on genre sorted by rating.
   */
  indexes?: (string | { field: string; order?: 'ASC' | 'DESC' })[][]
  /** Build indexes for repeated query shapes automatically (default true). */
  autoIndex?: boolean
  /**
   * The collection's schema: each field's type, a value of the data client's `FieldType`
   * (`{"title": "TEXT", "year": "NUMBER"}`). Written items whose declared fields do not fit are
   * refused with a validation error; fields not declared take any value.
   */
  fields?: Readonly<Record<string, FieldType>>
}

/** The emulator's configuration after defaults are applied (`VITRINE_CONFIG` may hold only part of it). */
export interface EmulatorConfig {
  collections: Record<string, CollectionConfig>
  members: { requireEmailVerification: boolean; requireOwnerApproval: boolean; requireCaptcha: boolean }
  oauth: { allowedClientIds: 'any' | string[]; accessTokenTtlSeconds: number }
  site: { published: boolean }
  /** Acts as the site owner's app (passes suppressAuth). Generated and printed at start when absent. */
  adminKey: string
  /**
   * Web origins allowed per client id (CORS, web_message answers, redirects). The key `"*"` applies
   * to client ids not listed. Absent: the emulator's own origin and any localhost / 127.0.0.1 origin.
   */
  clients?: Record<string, { allowedOrigins: string[] }>
  /**
   * Host names the emulator answers to besides IP addresses, `localhost` and the host it listens on
   * (e.g. a name on the local network). Requests for any other `Host` answer 421 (DNS rebinding).
   */
  allowedHosts?: string[]
}

/** A request as the services see it: body already parsed and size-checked by the server. */
export interface EmulatorRequest {
  readonly method: string
  readonly url: URL
  readonly headers: IncomingHttpHeaders
  /** Parsed JSON for application/json, an object of strings for form posts, else undefined. */
  readonly body: unknown
  /**
   * The route's path parameters (`/_emulator/members/:id/approve` gives `id`), percent-decoded; the
   * router answers 400 for one that is not valid percent-encoding, so handlers never read the path.
   */
  readonly params: Readonly<Record<string, string>>
  /** The Authorization header as sent (one value: the router reads it once for every service), or undefined. */
  readonly authorization?: string
  /**
   * Who is calling, looked up from `authorization` once per request by the router (before any
   * handler): handlers read it here and never resolve the header themselves.
   */
  readonly caller: Caller | 'invalid'
  /** The public origin as the request addressed it, e.g. `http://127.0.0.1:3000`. */
  readonly origin: string
  /** The client's network address (attempt limits count per address); undefined without a socket. */
  readonly address?: string
}

/** What a service answers. Exactly one of json, html, text or redirect is usually set. */
export interface EmulatorResponse {
  status: number
  headers?: Record<string, string | string[]>
  json?: unknown
  html?: string
  text?: string
  /** A Location for a 302 (status is then ignored unless 301/303/307/308). */
  redirect?: string
}

/**
 * The site the emulator serves at every GET no service answers. The emulator knows no site of its own:
 * `npm start`'s entry gives it the demo site (`demoSite()` in demo/server/site.ts); without one, such
 * requests get the 404 of any unknown address.
 */
export interface EmulatorSite {
  /** The start step that prepares it, as a sentence for a person (e.g. building its browser code). */
  readonly label: string
  /** Prepares the site; resolves to its request handler (`undefined` passes the request on, to a 404). */
  start(): Promise<(request: EmulatorRequest) => Promise<Answer> | Answer>
  /** Its answer while the emulator starts (a progress page for browsers), or undefined for the emulator's 503. */
  starting?(request: Request, progress: StartProgress): Response | undefined
}

/** A part of the emulator mounted by the server. */
export interface EmulatorService {
  /** Creates its tables (idempotent: `CREATE TABLE IF NOT EXISTS`). */
  migrate(): Promise<void>
  /** The routes it answers, mounted on the emulator's one router. */
  readonly routes: readonly Route[]
  /** Deletes all its data (`POST /_emulator/reset`). */
  reset(): Promise<void>
}

/** The identity service also tells other services who is calling. */
export interface IdentityService extends EmulatorService {
  /**
   * `undefined` header: ANONYMOUS. A forged or expired token: `'invalid'` (the data service answers 401).
   * The router calls it once per request (`request.caller`).
   */
  resolveCaller: CallerLookup
}
