// Conformance: the official `@wix/sdk` and `@wix/data` clients, unchanged, against the emulator in
// Node: visitor tokens, register (with and without email verification), login, member tokens from
// the login's session token (redirect session with prompt=none), member-only data, refresh, logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, OAuthStrategy } from '@wix/sdk'
import { items } from '@wix/data'
import { startEmulator, type RunningEmulator } from '../../index'
import { wixapisFetch } from './wixapisFetch'

let emulator: RunningEmulator
const realFetch = globalThis.fetch

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    quiet: true,
    config: {
      collections: {
        Notes: {
          permissions: { read: 'ANYONE', insert: 'SITE_MEMBER', update: 'SITE_MEMBER_AUTHOR', remove: 'ADMIN' },
          seed: [{ _id: 'n1', title: 'First note', rank: 1 }],
        },
      },
    },
  })
  // `fetchTokens` inside @wix/sdk uses the global fetch; module calls do too unless given one.
  globalThis.fetch = wixapisFetch(emulator.url, realFetch)
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await emulator?.close()
})

const newClient = () => createClient({ modules: { items }, auth: OAuthStrategy({ clientId: 'conformance-node' }) })

/** Member tokens for a session token the way a server does without a frame: prompt=none, query answer. */
async function memberTokens(client: ReturnType<typeof newClient>, sessionToken: string) {
  const oauthData = client.auth.generateOAuthData('http://localhost:5173/callback')
  // `sessionToken` is read by getAuthUrl at run time though its declared options omit it.
  const options = { prompt: 'none', responseMode: 'query', sessionToken } as Parameters<
    typeof client.auth.getAuthUrl
  >[1]
  const { authUrl } = await client.auth.getAuthUrl(oauthData, options)
  const answer = await fetch(authUrl, { redirect: 'manual' })
  expect(answer.status).toBe(302)
  const { code, state } = client.auth.parseFromUrl(answer.headers.get('location')!, 'query')
  return client.auth.getMemberTokens(code!, state!, oauthData)
}

describe('@wix/sdk and @wix/data against the emulator (Node)', () => {
  it('visitor tokens, then a query a visitor may read', async () => {
    const client = newClient()
    const tokens = await client.auth.generateVisitorTokens()
    expect(tokens.accessToken.value).toMatch(/^vat_/)
    expect(tokens.refreshToken.role).toBe('visitor')
    const result = await client.items.query('Notes').eq('rank', 1).find()
    expect(result.items.map((i) => i.title)).toEqual(['First note'])
    expect(await client.items.query('Notes').count()).toBe(1)
  })

  it('refuses a visitor insert with the WDE0027 message, then register, login and a member insert', async () => {
    const client = newClient()
    await expect(client.items.insert('Notes', { title: 'by a visitor' })).rejects.toThrow(
      /does not have permissions to insert on the Notes collection/,
    )
    expect((await client.auth.register({ email: 'ada@site.test', password: 'pass-1234' })).loginState).toBe('SUCCESS')
    const login = await client.auth.login({ email: 'ada@site.test', password: 'pass-1234' })
    if (login.loginState !== 'SUCCESS') throw new Error(`login answered ${login.loginState}`)
    const tokens = await memberTokens(client, login.data.sessionToken)
    expect(tokens.refreshToken.role).toBe('member')
    client.auth.setTokens(tokens)
    expect(client.auth.loggedIn()).toBe(true)
    const inserted = await client.items.insert('Notes', { title: 'by a member', rank: 2 })
    expect(inserted.title).toBe('by a member')
    const all = await client.items.query('Notes').ascending('rank').find()
    expect(all.items.map((i) => i.title)).toEqual(['First note', 'by a member'])
  })

  it('answers the error states login() reads: wrong password, unknown email, existing email', async () => {
    const client = newClient()
    await client.auth.register({ email: 'bo@site.test', password: 'pass-1234' })
    const wrong = await client.auth.login({ email: 'bo@site.test', password: 'nope-nope' })
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' })
    const again = await client.auth.register({ email: 'bo@site.test', password: 'pass-1234' })
    expect(again).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' })
    const unknown = await client.auth.login({ email: 'nobody@site.test', password: 'pass-1234' })
    expect(unknown.loginState).toBe('FAILURE')
  })

  it('renews an expired access token with the refresh token', async () => {
    const client = newClient()
    const tokens = await client.auth.generateVisitorTokens()
    const renewed = await client.auth.renewToken(tokens.refreshToken)
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value)
    expect(renewed.accessToken.value).toMatch(/^vat_/)
  })
})
