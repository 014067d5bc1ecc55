import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity({ reset: false })

/** Runs a script with tsx; resolves with its exit code and output, or 'still running' after `limitMs`. */
const runScript = (args: string[], limitMs: number) =>
  new Promise<{ code: number | 'still running'; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/node-scripts/signInScript.ts', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    const limit = setTimeout(() => {
      child.kill('SIGKILL')
      resolve({ code: 'still running', out })
    }, limitMs)
    child.on('exit', (code) => {
      clearTimeout(limit)
      resolve({ code: code ?? -1, out })
    })
  })

/** A client as a server would make one: no frame port, background refresh on. */
const serverClient = (redirectUri?: string) =>
  idp.client({ clientId: 'e2e-client', frame: undefined, autoRefresh: true, redirectUri })

describe('the sign-in client in a Node script', () => {
  it('becomes a member without a browser and the script exits by itself with background refresh on', async () => {
    // The refresh timer is due in about an hour; a script held open by it would still be running.
    const result = await runScript([idp.url, 'script@site.test'], 25_000)
    expect(result.out).toContain('role=member loggedIn=true')
    expect(result.code).toBe(0)
  })

  it('reads the code from the final redirect, never loading the redirect URI, and the member is real', async () => {
    // Nothing listens on port 1: loading it would fail the call.
    const client = serverClient('http://127.0.0.1:1/callback')
    const state = await client.register({ email: 'server@site.test', password: 'pass-1234' })
    const tokens = await client.getMemberTokensForDirectLogin(state.data!.sessionToken!)
    expect(client.loggedIn()).toBe(true)
    expect(await idp.service.resolveCaller(tokens.accessToken.value)).toMatchObject({ actor: 'MEMBER' })
    client.dispose()
  })

  it('refuses a session token the provider does not know, with the provider’s error and no tokens', async () => {
    const client = serverClient('http://127.0.0.1:1/callback')
    await expect(client.getMemberTokensForDirectLogin('not-a-session-token')).rejects.toThrow()
    expect(client.loggedIn()).toBe(false)
    client.dispose()
  })

  it('says what is missing when neither a frame nor a redirect URI is given', async () => {
    const client = serverClient()
    await expect(client.getMemberTokensForDirectLogin('x')).rejects.toThrow(
      'Server-side sign-in needs a redirectUri registered for the client',
    )
  })
})
