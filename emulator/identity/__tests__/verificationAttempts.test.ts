// Issue 19 item 7: a verification code survives wrong tries (5 per code, with the attempts left in
// the answer), then answers a clear TOO_MANY_ATTEMPTS until `auth/resend` sends a new code.
import { beforeEach, describe, expect, it } from 'vitest'
import { routedIdentity } from './identityTestSetup'

const ctx = routedIdentity()
beforeEach(() => {
  ctx.config.members.requireEmailVerification = true
})

const VERIFY = '/_api/iam/verification/v1/auth/verify'
const codes = async () =>
  ((await ctx.call('GET', '/_emulator/emails')).json as { emails: { code: string }[] }).emails.map((e) => e.code)
const start = async (email: string) => {
  const r = await ctx.call('POST', '/_api/iam/authentication/v2/register', {
    loginId: { email },
    password: 'pass-1234',
  })
  expect(r.json).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION' })
  return (r.json as { stateToken: string }).stateToken
}
const answer = (r: { status: number; json?: unknown }) => {
  const body = r.json as { message: string; state?: string; details?: { applicationError: { code: string } } }
  return { status: r.status, code: body.details?.applicationError.code ?? body.state, message: body.message }
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe('email verification codes', () => {
  it('a wrong code leaves the sent code valid, and says how many tries are left', async () => {
    const stateToken = await start('retry@site.test')
    const [code] = await codes()
    expect(answer(await ctx.call('POST', VERIFY, { code: wrongFor(code), stateToken }))).toEqual({
      status: 400,
      code: 'INVALID_VERIFICATION_CODE',
      message: 'The verification code is wrong: 4 tries left',
    })
    expect(answer(await ctx.call('POST', VERIFY, { code, stateToken })).code).toBe('SUCCESS')
  })

  it('after 5 wrong codes the code is dead with a clear error; resend gives a new one that works', async () => {
    const stateToken = await start('five@site.test')
    const [code] = await codes()
    const seen = []
    for (let i = 0; i < 5; i++) seen.push(answer(await ctx.call('POST', VERIFY, { code: wrongFor(code), stateToken })))
    expect(seen.map((s) => s.message)).toEqual([
      'The verification code is wrong: 4 tries left',
      'The verification code is wrong: 3 tries left',
      'The verification code is wrong: 2 tries left',
      'The verification code is wrong: 1 try left',
      'Too many wrong codes (5): this code no longer works. Ask for a new one (POST /_api/iam/verification/v1/auth/resend with the stateToken).',
    ])
    const dead = answer(await ctx.call('POST', VERIFY, { code, stateToken }))
    expect(dead).toMatchObject({ status: 400, code: 'TOO_MANY_ATTEMPTS' })
    expect(dead.message).toContain('Ask for a new one (POST /_api/iam/verification/v1/auth/resend')
    expect((await ctx.call('POST', '/_api/iam/verification/v1/auth/resend', { stateToken })).status).toBe(200)
    const [, fresh] = await codes()
    expect(fresh).toMatch(/^\d{6}$/)
    expect(answer(await ctx.call('POST', VERIFY, { code: fresh, stateToken })).code).toBe('SUCCESS')
  })

  it('parallel guesses cannot take more than 5 attempts of one code', async () => {
    const stateToken = await start('parallel@site.test')
    const [code] = await codes()
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => ctx.call('POST', VERIFY, { code: wrongFor(code), stateToken })),
    )
    const kinds = answers.map((a) => answer(a).code)
    expect(kinds.filter((k) => k === 'INVALID_VERIFICATION_CODE')).toHaveLength(4)
    expect(kinds.filter((k) => k === 'TOO_MANY_ATTEMPTS')).toHaveLength(8)
    expect(answer(await ctx.call('POST', VERIFY, { code, stateToken })).code).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('the default (demo) configuration', () => {
  it('requires email verification, with the code in the mail catcher', async () => {
    const { resolveConfig } = await import('../../config')
    const config = resolveConfig(new URL('../../default-config.json', import.meta.url).pathname)
    expect(config.members.requireEmailVerification).toBe(true)
    Object.assign(ctx.config, { members: config.members })
    const stateToken = await start('demo@site.test')
    const emails = (
      (await ctx.call('GET', '/_emulator/emails?to=demo@site.test')).json as {
        emails: { kind: string; text: string; code: string }[]
      }
    ).emails
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ kind: 'verification', text: `Your verification code is ${emails[0].code}.` })
    expect(answer(await ctx.call('POST', VERIFY, { code: emails[0].code, stateToken })).code).toBe('SUCCESS')
  })
})
