// Calls a signed-in member makes about their own account: `POST /v2/change-password`.
import * as v from 'valibot'
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, json } from '../errors'
import { hashPassword } from './secrets'
import type { IdentityStore } from './store'

/** The body of change-password: the new password, 4 to 256 characters (the register rule). */
export const CHANGE_PASSWORD_BODY = v.object({
  newPassword: v.pipe(
    v.string('must be a string of 4 to 256 characters'),
    v.minLength(4, 'must be a string of 4 to 256 characters'),
    v.maxLength(256, 'must be a string of 4 to 256 characters'),
  ),
})

/** The member calls, for the member the router found calling (`request.caller`). */
export function memberCalls(store: IdentityStore) {
  /** The id of the calling member; a 401 for anyone else. */
  const member = (request: EmulatorRequest): string => {
    const memberId = request.caller === 'invalid' ? undefined : request.caller.memberId
    if (!memberId) throw fail(401, 'UNAUTHENTICATED', 'Only a signed-in member can do this')
    return memberId
  }
  return {
    /** Sets the calling member's password; their other sessions stay signed in. */
    async changePassword(request: EmulatorRequest): Promise<EmulatorResponse> {
      const memberId = member(request)
      const { newPassword } = v.parse(CHANGE_PASSWORD_BODY, request.body)
      await store.updateMember(memberId, { passwordHash: await hashPassword(newPassword) })
      return json({})
    },
  }
}
