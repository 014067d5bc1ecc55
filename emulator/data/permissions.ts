// Per-collection, per-operation permissions against the caller's role.
import type { Caller, CollectionConfig, PermissionRole } from '../contracts'
import { DEFAULT_PERMISSIONS } from '../config'
import { errors } from './errors'

/** A data operation kind of the permissions config. */
export type Operation = 'read' | 'insert' | 'update' | 'remove'

/** What a caller may do: `all`, `own` (only items whose `_owner` is them), or a thrown 403. */
export type Access = { kind: 'all' } | { kind: 'own'; owner: string }

/** The owner id recorded on items the caller creates. */
export const ownerOf = (caller: Caller): string | undefined => caller.memberId ?? caller.visitorId

/**
 * Decides whether `caller` may perform `op` on `collection`; throws 403 WDE0027 when not.
 * The admin key passes every check (`suppressAuth`).
 */
export function authorize(caller: Caller, name: string, collection: CollectionConfig, op: Operation): Access {
  if (caller.actor === 'APP') return { kind: 'all' }
  const role: PermissionRole = collection.permissions?.[op] ?? DEFAULT_PERMISSIONS[op]
  const member = caller.actor === 'MEMBER' && caller.memberId
  if (role === 'ANYONE') return { kind: 'all' }
  if (role === 'SITE_MEMBER' && member) return { kind: 'all' }
  if (role === 'SITE_MEMBER_AUTHOR' && member)
    return op === 'insert' ? { kind: 'all' } : { kind: 'own', owner: caller.memberId! }
  throw errors.forbidden(op, name)
}
