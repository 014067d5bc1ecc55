// Calls a signed-in member makes about their own account: `POST /v2/change-password`.
import * as v from 'valibot'
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { appError, json } from '../errors'
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

/** The member calls, answering through the emulator's error builder. */
export function memberCalls(store: IdentityStore, token: (request: EmulatorRequest) => string | undefined) {
  /** The member whose access token authorises the request, or the 401 answer. */
  const member = async (request: EmulatorRequest): Promise<string | EmulatorResponse> => {
    const value = token(request)
    const row = value ? await store.findToken('access', value) : null
    if (!row?.member_id) return appError(401, 'UNAUTHENTICATED', 'Only a signed-in member can do this')
    return row.member_id
  }
  return {
    /** Sets the calling member's password; their other sessions stay signed in. */
    async changePassword(request: EmulatorRequest): Promise<EmulatorResponse> {
      const memberId = await member(request)
      if (typeof memberId !== 'string') return memberId
      const { newPassword } = v.parse(CHANGE_PASSWORD_BODY, request.body)
      await store.updateMember(memberId, { passwordHash: await hashPassword(newPassword) })
      return json({})
    },
  }
}
