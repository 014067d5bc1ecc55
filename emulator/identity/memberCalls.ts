// Calls a signed-in member makes about their own account: `POST /v2/change-password`.
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, json } from '../errors'
import { hashPassword } from './secrets'
import type { IdentityStore } from './store'
import { bodyOf } from './bodies'

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
      const { newPassword } = bodyOf(request, 'POST /_api/iam/authentication/v2/change-password')
      await store.updateMember(memberId, { passwordHash: await hashPassword(newPassword as string) })
      return json({})
    },
  }
}
