// A sign-in's second-factor tries are counted in one place, and nothing else writes them back: a
// request that sends a new code (SMS) or starts a push, running beside wrong TOTP guesses, must not
// return the tries those guesses took (it read the sign-in before they were counted).
import { describe, expect, it } from 'vitest'
import { totpOf } from '../factorEnrolment'
import { MAX_FACTOR_ATTEMPTS } from '../factors'
import { routedIdentity } from './identityTestSetup'

const ctx = routedIdentity()
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const PASSWORD = 'pass-1234'

const call = async (path: string, body: unknown) => {
  const r = await ctx.call('POST', path, body)
  const json = r.json as { state?: string; stateToken?: string; details?: { applicationError?: { code: string } } }
  return { status: r.status, state: json.state, code: json.details?.applicationError?.code, json }
}
const verify = (type: string, stateToken: string, data: Record<string, unknown>) =>
  call(`/_api/iam/authentication/v2/${type}/verify`, { stateToken, [`${type.toLowerCase()}Data`]: data })

/** A member with TOTP beside `other`, signed in with the password: the REQUIRE_MFA state token. */
async function mfaSignIn(email: string, other: Record<string, unknown>) {
  const registered = await call('/_api/iam/authentication/v2/register', { loginId: { email }, password: PASSWORD })
  const id = (registered.json as unknown as { identity: { id: string } }).identity.id
  for (const factor of [{ type: 'TOTP', secret: SECRET }, other])
    expect((await ctx.call('POST', `/_emulator/members/${id}/factors`, factor)).status).toBe(200)
  const mfa = await call('/_api/iam/authentication/v2/login', { loginId: { email }, password: PASSWORD })
  expect(mfa.state).toBe('REQUIRE_MFA')
  return mfa.json.stateToken!
}

describe('second-factor tries under parallel requests', () => {
  it.each([
    ['a new SMS code', { type: 'SMS', phone: '+15550001111' }, 'SMS'],
    ['a push request', { type: 'PUSH' }, 'PUSH'],
  ])('%s sent beside wrong TOTP guesses gives no tries back', async (_name, other, otherType) => {
    const stateToken = await mfaSignIn(`race-${otherType.toLowerCase()}@limits.test`, other)
    const right = totpOf(SECRET).generate()
    const wrong = right === '000000' ? '111111' : '000000'
    const answers: { status: number; code?: string; state?: string }[] = []
    for (let round = 0; round < 5; round++) {
      const guesses = Array.from({ length: MAX_FACTOR_ATTEMPTS - 1 }, () => verify('TOTP', stateToken, { code: wrong }))
      const [, ...guessed] = await Promise.all([verify(otherType, stateToken, {}), ...guesses])
      answers.push(...guessed)
    }
    // Only MAX_FACTOR_ATTEMPTS - 1 guesses in all are told "wrong"; then the sign-in is spent.
    expect(answers.filter((a) => a.code === 'INVALID_VERIFICATION_CODE')).toHaveLength(MAX_FACTOR_ATTEMPTS - 1)
    const last = await verify('TOTP', stateToken, { code: right })
    expect([last.status, last.code, last.state]).toEqual([400, 'INVALID_STATE_TOKEN', undefined])
  })
})
