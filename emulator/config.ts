// The emulator's configuration: `VITRINE_CONFIG` (a JSON file) or an object, with defaults applied.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { checkPoll, type PollDefinition } from './polls'
import { parseFields } from './data/fieldTypes'
import type { CollectionConfig, EmulatorConfig, PermissionRole } from './contracts'
import { isObject } from './guards'

const ROLES: readonly PermissionRole[] = [
  'ADMIN',
  'SITE_MEMBER_AUTHOR',
  'SITE_MEMBER',
  'ANYONE',
  'CMS_EDITOR',
  'PRIVILEGED',
]

/** Default permissions of a collection the config declares without them (hosted defaults). */
export const DEFAULT_PERMISSIONS = { read: 'ANYONE', insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN' } as const

/** Sets an own, enumerable property (a key such as `__proto__` stays a plain key). */
const own = <T>(target: Record<string, T>, key: string, value: T) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

function collectionsOf(value: unknown, baseDir: string): Record<string, CollectionConfig> {
  if (value === undefined) return {}
  if (!isObject(value)) throw new Error('config: "collections" must be an object')
  const out: Record<string, CollectionConfig> = {}
  for (const [name, raw] of Object.entries(value)) {
    const c = raw === null || raw === undefined ? {} : raw
    if (!isObject(c)) throw new Error(`config: collection ${name} must be an object`)
    const permissions = c.permissions ?? {}
    if (!isObject(permissions)) throw new Error(`config: ${name}.permissions must be an object`)
    for (const [op, role] of Object.entries(permissions)) {
      if (!['read', 'insert', 'update', 'remove'].includes(op))
        throw new Error(`config: ${name}.permissions.${op} is not an operation`)
      if (!ROLES.includes(role as PermissionRole))
        throw new Error(`config: ${name}.permissions.${op} must be one of ${ROLES.join(', ')}`)
    }
    // A string seed names a JSON file of items, relative to the config file (large demo data sets).
    if (typeof c.seed === 'string') c.seed = readJson(resolve(baseDir, c.seed), `${name}.seed`)
    if (c.seed !== undefined && (!Array.isArray(c.seed) || !c.seed.every(isObject)))
      throw new Error(`config: ${name}.seed must be an array of objects`)
    const indexes = c.indexes ?? []
    const okKey = (k: unknown) =>
      (typeof k === 'string' && k.length > 0 && k.length <= 200) ||
      (isObject(k) &&
        typeof k.field === 'string' &&
        k.field.length > 0 &&
        k.field.length <= 200 &&
        (k.order === undefined || k.order === 'ASC' || k.order === 'DESC'))
    if (
      !Array.isArray(indexes) ||
      !indexes.every((ix) => Array.isArray(ix) && ix.length > 0 && ix.length <= 8 && ix.every(okKey))
    )
      throw new Error(`config: ${name}.indexes must be a list of field lists`)
    if (c.autoIndex !== undefined && typeof c.autoIndex !== 'boolean')
      throw new Error(`config: ${name}.autoIndex must be a boolean`)
    const fields = parseFields(c.fields, name)
    if (typeof fields === 'string') throw new Error(fields)
    own(out, name, {
      fields,
      permissions: permissions as CollectionConfig['permissions'],
      seed: c.seed as CollectionConfig['seed'],
      indexes: indexes as CollectionConfig['indexes'],
      autoIndex: c.autoIndex !== false,
    })
  }
  return out
}

function clientsOf(value: unknown): EmulatorConfig['clients'] {
  if (value === undefined) return undefined
  if (!isObject(value)) throw new Error('config: "clients" must be an object of client ids')
  const out: NonNullable<EmulatorConfig['clients']> = {}
  for (const [clientId, raw] of Object.entries(value)) {
    const origins = isObject(raw) ? raw.allowedOrigins : undefined
    if (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string'))
      throw new Error(`config: clients.${clientId}.allowedOrigins must be a list of origins`)
    for (const origin of origins) {
      if (origin === '*' || origin === 'localhost' || origin === 'null') continue
      let parsed: URL | undefined
      try {
        parsed = new URL(origin)
      } catch {
        parsed = undefined
      }
      if (!parsed || parsed.origin !== origin)
        throw new Error(
          `config: clients.${clientId}.allowedOrigins: ${JSON.stringify(origin)} is not an origin (scheme://host[:port], no path), "localhost", "null" or "*"`,
        )
    }
    Object.defineProperty(out, clientId, { value: { allowedOrigins: origins }, enumerable: true })
  }
  return out
}

function hostsOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || !value.every((h) => typeof h === 'string' && /^[A-Za-z0-9.-]{1,253}$/.test(h)))
    throw new Error('config: "allowedHosts" must be a list of host names (letters, digits, dots and hyphens, no port)')
  return value.map((h: string) => h.toLowerCase())
}

/** Reads a JSON file of the config; a clear Error names what could not be read. */
function readJson(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`config: cannot read ${what}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
}

/**
 * Applies defaults to a partial config (or reads it from a JSON file when given a path). Throws a
 * clear Error for a malformed config. The admin key is generated when absent.
 */
export function resolveConfig(
  input: Partial<EmulatorConfig> | string | undefined,
  adminKey?: string,
): EmulatorConfig & { polls: Record<string, PollDefinition> } {
  const raw: unknown = typeof input === 'string' ? readJson(input, input) : (input ?? {})
  if (!isObject(raw)) throw new Error('config: must be a JSON object')
  const members = isObject(raw.members) ? raw.members : {}
  const oauth = isObject(raw.oauth) ? raw.oauth : {}
  const site = isObject(raw.site) ? raw.site : {}
  const allowed = oauth.allowedClientIds
  const polls: Record<string, PollDefinition> = {}
  if (isObject(raw.polls)) {
    for (const [id, p] of Object.entries(raw.polls)) {
      const poll = checkPoll({ ...(isObject(p) ? p : {}), id })
      if (typeof poll === 'string') throw new Error(`config: polls.${id}: ${poll}`)
      own(polls, id, poll)
    }
  }
  return {
    polls,
    collections: collectionsOf(raw.collections, typeof input === 'string' ? dirname(input) : process.cwd()),
    members: {
      requireEmailVerification: members.requireEmailVerification === true,
      requireOwnerApproval: members.requireOwnerApproval === true,
      requireCaptcha: members.requireCaptcha === true,
    },
    oauth: {
      allowedClientIds: Array.isArray(allowed) && allowed.every((x) => typeof x === 'string') ? allowed : 'any',
      accessTokenTtlSeconds:
        typeof oauth.accessTokenTtlSeconds === 'number' && oauth.accessTokenTtlSeconds > 0
          ? oauth.accessTokenTtlSeconds
          : 4 * 3600,
    },
    site: { published: site.published !== false },
    clients: clientsOf(raw.clients),
    allowedHosts: hostsOf(raw.allowedHosts),
    adminKey:
      adminKey ??
      (typeof raw.adminKey === 'string' && raw.adminKey
        ? raw.adminKey
        : `admin-${randomBytes(18).toString('base64url')}`),
  }
}
