// The identity client against the whole emulator (`startEmulator` from emulator/index.ts, mounted by
// the server), end to end over HTTP. Skipped while the server is not in the tree.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caughtMessages, nodeIdentityClient } from './identityTestSetup'

const SERVER = new URL('../../index.ts', import.meta.url).pathname
const hasServer = existsSync(SERVER)

interface Running {
  url: string
  adminKey: string
  close(): Promise<void>
}
let emulator: Running
let dataDir: string

beforeAll(async () => {
  if (!hasServer) return
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-identity-e2e-'))
  const { startEmulator } = (await import(/* @vite-ignore */ SERVER)) as {
    startEmulator(o: Record<string, unknown>): Promise<Running>
  }
  emulator = await startEmulator({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    config: { members: { requireEmailVerification: true, requireOwnerApproval: false, requireCaptcha: false } },
  })
})
afterAll(async () => {
  await emulator?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const newClient = () => nodeIdentityClient(emulator.url, { clientId: 'server-e2e' })
const emails = (to: string) => caughtMessages(emulator.url, to)

describe.skipIf(!hasServer)('identity client against the running emulator', () => {
  it('visitor tokens, register, verify email, login, member tokens, logout', async () => {
    const client = newClient()
    expect((await client.generateVisitorTokens()).refreshToken.role).toBe('visitor')
    const registered = await client.register({ email: 'full@site.test', password: 'pass-1234' })
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    const [mail] = await emails('full@site.test')
    expect((await client.processVerification({ verificationCode: mail.code })).loginState).toBe('SUCCESS')
    const login = await client.login({ email: 'full@site.test', password: 'pass-1234' })
    expect(login.loginState).toBe('SUCCESS')
    const tokens = await client.getMemberTokensForDirectLogin(login.data!.sessionToken!)
    expect(client.loggedIn()).toBe(true)
    expect((await client.renewToken(tokens.refreshToken)).refreshToken.value).toBe(tokens.refreshToken.value)
    const { logoutUrl } = await client.logout('http://127.0.0.1:1/bye')
    expect(logoutUrl.startsWith(emulator.url)).toBe(true)
    expect((await fetch(logoutUrl, { redirect: 'manual' })).headers.get('location')).toBe('http://127.0.0.1:1/bye')
    expect(client.getTokens().refreshToken.role).toBe('none')
    await expect(client.renewToken(tokens.refreshToken)).rejects.toThrow('something went wrong')
  })

  it('password recovery', async () => {
    const client = newClient()
    await client.register({ email: 'lost@site.test', password: 'old-pass' })
    const [code] = await emails('lost@site.test')
    await client.processVerification({ verificationCode: code.code })
    await client.sendPasswordResetEmail('lost@site.test', 'http://127.0.0.1:1/reset')
    const recovery = (await emails('lost@site.test')).find((e) => e.kind === 'recovery')!
    await client.recoverPassword(recovery.recoveryToken, 'new-pass')
    expect(await client.login({ email: 'lost@site.test', password: 'old-pass' })).toMatchObject({
      errorCode: 'invalidPassword',
    })
    expect((await client.login({ email: 'lost@site.test', password: 'new-pass' })).loginState).toBe('SUCCESS')
  })

  it('ready means the anonymous grant answers 200 with an access_token', async () => {
    const response = await fetch(`${emulator.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'x', grantType: 'anonymous' }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { access_token: string }).access_token).toBeTruthy()
  })
})
