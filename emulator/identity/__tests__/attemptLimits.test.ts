// Every credential check has an attempt limit, and the count comes before the comparison: after the
// limit the right code or password is refused too. Second factors: 5 tries per sign-in, then the
// sign-in is spent. Passwords: 10 wrong per account and 30 per client address, then 429
// TOO_MANY_ATTEMPTS for 15 minutes, wherever the password is checked (login, the PASSWORD factor).
import { describe, expect, it } from 'vitest'
import { totpOf } from '../factorEnrolment'
import { MAX_FACTOR_ATTEMPTS } from '../factors'
import { MAX_PASSWORD_FAILURES_PER_ACCOUNT, MAX_PASSWORD_FAILURES_PER_ADDRESS } from '../passwordAttempts'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const PASSWORD = 'pass-1234'

const post = async (path: string, body: unknown) => {
  const r = await fetch(idp.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await r.json()) as {
    state?: string
    stateToken?: string
    message?: string
    details?: { applicationError?: { code: string } }
  }
  return { status: r.status, state: json.state, code: json.details?.applicationError?.code, json }
}
const register = async (email: string, factors: Record<string, unknown>[] = []) => {
  const r = await post('/_api/iam/authentication/v2/register', { loginId: { email }, password: PASSWORD })
  const id = (r.json as { identity: { id: string } }).identity.id
  for (const factor of factors) await post(`/_emulator/members/${id}/factors`, factor)
}
const login = (email: string, password?: string) =>
  post('/_api/iam/authentication/v2/login', { loginId: { email }, ...(password === undefined ? {} : { password }) })
const verify = (type: string, stateToken: string, data: Record<string, unknown>) =>
  post(`/_api/iam/authentication/v2/${type}/verify`, { stateToken, [`${type.toLowerCase()}Data`]: data })

describe('second-factor attempt limit', () => {
  it('TOTP: after 20 wrong codes the right one does not sign in; the sign-in is spent after the 5th', async () => {
    await register('totp@limits.test', [{ type: 'TOTP', secret: SECRET }])
    const mfa = await login('totp@limits.test', PASSWORD)
    expect(mfa.state).toBe('REQUIRE_MFA')
    const right = totpOf(SECRET).generate()
    const wrong = right === '000000' ? '111111' : '000000'
    const answers = []
    for (let i = 0; i < 20; i++) answers.push(await verify('TOTP', mfa.json.stateToken!, { code: wrong }))
    expect(answers.slice(0, MAX_FACTOR_ATTEMPTS - 1).map((a) => a.code)).toEqual(
      Array(MAX_FACTOR_ATTEMPTS - 1).fill('INVALID_VERIFICATION_CODE'),
    )
    expect(answers[MAX_FACTOR_ATTEMPTS - 1]).toMatchObject({ status: 400, code: 'TOO_MANY_ATTEMPTS' })
    const last = await verify('TOTP', mfa.json.stateToken!, { code: right })
    expect(last.state).toBeUndefined()
    expect(last.status).toBe(400)
    expect(last.code).toBe('INVALID_STATE_TOKEN')
  })

  it('EMAIL code: new codes do not give new tries; the right code after the limit is refused', async () => {
    await register('mail@limits.test')
    const first = await login('mail@limits.test')
    expect(first.state).toBe('REQUIRE_FIRST_FACTOR')
    const stateToken = first.json.stateToken!
    expect((await verify('EMAIL', stateToken, {})).state).toBe('MFA_CHALLENGE')
    for (let i = 0; i < 3; i++) await verify('EMAIL', stateToken, { code: 'wrong-1' })
    expect((await verify('EMAIL', stateToken, {})).state).toBe('MFA_CHALLENGE') // a new code
    const code = (await idp.emails('mail@limits.test')).at(-1)!.code
    expect((await verify('EMAIL', stateToken, { code: 'wrong-2' })).json.message).toBe('The code is wrong: 1 try left')
    expect((await verify('EMAIL', stateToken, { code: 'wrong-3' })).code).toBe('TOO_MANY_ATTEMPTS')
    const late = await verify('EMAIL', stateToken, { code })
    expect(late.state).toBeUndefined()
    expect(late.code).toBe('INVALID_STATE_TOKEN')
  })

  it('the right code within the limit signs in', async () => {
    await register('ok@limits.test', [{ type: 'TOTP', secret: SECRET }])
    const mfa = await login('ok@limits.test', PASSWORD)
    const right = totpOf(SECRET).generate()
    await verify('TOTP', mfa.json.stateToken!, { code: right === '000000' ? '111111' : '000000' })
    expect((await verify('TOTP', mfa.json.stateToken!, { code: right })).state).toBe('SUCCESS')
  })
})

describe('password attempt limit', () => {
  it(`per account: after ${MAX_PASSWORD_FAILURES_PER_ACCOUNT} wrong passwords the right one answers 429 TOO_MANY_ATTEMPTS`, async () => {
    await register('victim@limits.test')
    await register('other@limits.test')
    for (let i = 0; i < MAX_PASSWORD_FAILURES_PER_ACCOUNT; i++) {
      const r = await login('victim@limits.test', `wrong-${i}`)
      expect([r.status, r.code]).toEqual([403, '-19976'])
    }
    const blocked = await login('victim@limits.test', PASSWORD)
    expect([blocked.status, blocked.code, blocked.state]).toEqual([429, 'TOO_MANY_ATTEMPTS', undefined])
    expect(blocked.json.message).toContain('Too many wrong passwords')
    // The PASSWORD factor is the same password: blocked as well.
    const first = await login('victim@limits.test')
    const factor = await verify('PASSWORD', first.json.stateToken!, { password: PASSWORD })
    expect([factor.status, factor.code]).toEqual([429, 'TOO_MANY_ATTEMPTS'])
    // Another account from the same address still signs in.
    expect((await login('other@limits.test', PASSWORD)).state).toBe('SUCCESS')
  })

  it('wrong passwords through the PASSWORD factor count for the account too', async () => {
    await register('factor@limits.test')
    let wrongs = 0
    while (wrongs < MAX_PASSWORD_FAILURES_PER_ACCOUNT) {
      const first = await login('factor@limits.test')
      for (let i = 0; i < 4 && wrongs < MAX_PASSWORD_FAILURES_PER_ACCOUNT; i++, wrongs++)
        expect((await verify('PASSWORD', first.json.stateToken!, { password: `nope-${wrongs}` })).code).toBe('-19976')
    }
    expect((await login('factor@limits.test', PASSWORD)).code).toBe('TOO_MANY_ATTEMPTS')
  })

  it('the hosted login page counts wrong passwords with the API and refuses the right one after the limit (429)', async () => {
    await register('page@limits.test')
    const session = await post('/_api/redirects-api/v1/redirect-session', {
      login: { clientId: 'c1' },
      callbacks: { postFlowUrl: 'https://site.test/done' },
    })
    expect(session.status).toBe(200)
    const { id } = (session.json as unknown as { redirectSession: { id: string } }).redirectSession
    const submit = async (password: string) => {
      const r = await fetch(`${idp.url}/_identity/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ session: id, email: 'page@limits.test', password }).toString(),
        redirect: 'manual',
      })
      return { status: r.status, text: await r.text() }
    }
    // Half the wrong passwords through the API, half through the page: one count.
    const half = MAX_PASSWORD_FAILURES_PER_ACCOUNT / 2
    for (let i = 0; i < half; i++) expect((await login('page@limits.test', `api-${i}`)).code).toBe('-19976')
    for (let i = 0; i < half; i++) {
      const wrong = await submit(`page-${i}`)
      expect(wrong.status).toBe(401)
      expect(wrong.text).toContain('Wrong email or password.')
    }
    const blocked = await submit(PASSWORD)
    expect(blocked.status).toBe(429)
    expect(blocked.text).toContain('Too many wrong passwords: try again in 15 minutes, or recover your password.')
  })

  it(`per address: ${MAX_PASSWORD_FAILURES_PER_ADDRESS} wrong passwords over several accounts block the address`, async () => {
    const perAccount = MAX_PASSWORD_FAILURES_PER_ACCOUNT - 2
    const accounts = Math.ceil(MAX_PASSWORD_FAILURES_PER_ADDRESS / perAccount)
    for (let a = 0; a < accounts; a++) await register(`spray-${a}@limits.test`)
    await register('fresh@limits.test')
    let sent = 0
    for (let a = 0; a < accounts && sent < MAX_PASSWORD_FAILURES_PER_ADDRESS; a++)
      for (let i = 0; i < perAccount && sent < MAX_PASSWORD_FAILURES_PER_ADDRESS; i++, sent++)
        expect((await login(`spray-${a}@limits.test`, `guess-${i}`)).code).toBe('-19976')
    const blocked = await login('fresh@limits.test', PASSWORD)
    expect([blocked.status, blocked.code]).toEqual([429, 'TOO_MANY_ATTEMPTS'])
  })
})
