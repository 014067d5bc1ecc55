// The emulator's test helpers for second factors: enrol one for a member (the TOTP secret or the
// phone number is chosen here) and approve a push request as the member's device would.
import { Secret, TOTP } from 'otpauth'
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, json } from '../errors'
import { bodyOf } from './bodies'
import { newId } from './secrets'
import type { EnrolledFactor, IdentityStore } from './store'

/** The TOTP of a base32 secret: 6 digits, 30 seconds, SHA-1 (what authenticator apps use). */
export const totpOf = (secret: string, label = 'member') =>
  new TOTP({ issuer: 'Vitrine emulator', label, secret, digits: 6, period: 30, algorithm: 'SHA1' })

/** The helpers over the store. */
export function factorEnrolment(store: IdentityStore) {
  return {
    /** POST /_emulator/members/{id}/factors `{type, phone?, secret?}`: enrols a second factor (test helper). */
    async enrol(memberId: string, request: EmulatorRequest): Promise<EmulatorResponse> {
      const b = bodyOf(request, 'POST /_emulator/members/:id/factors')
      const type = String(b.type).toUpperCase() as EnrolledFactor['type']
      const needsPhone = type === 'SMS' || type === 'CALL'
      const secret = type === 'TOTP' ? ((b.secret as string | undefined) ?? new Secret({ size: 20 }).base32) : undefined
      const factor: EnrolledFactor = {
        factorId: newId(),
        type,
        status: 'ACTIVE',
        secret,
        phone: needsPhone ? (b.phone as string) : undefined,
      }
      const member = await store.setFactor(memberId, factor)
      if (!member) throw fail(404, 'MEMBER_NOT_FOUND', 'No member with this id')
      const otpauthUri = secret ? totpOf(secret, member.email).toString() : undefined
      return json({ factor: { factorId: factor.factorId, type, status: factor.status }, secret, otpauthUri })
    },

    /** POST /_emulator/push/{transactionId}/approve: the member's device approves the push (test helper). */
    async approvePush(transactionId: string): Promise<EmulatorResponse> {
      if (!(await store.approvePush(transactionId)))
        throw fail(404, 'TRANSACTION_NOT_FOUND', 'No pending push request with this transactionId')
      return json({ approved: true })
    },
  }
}
