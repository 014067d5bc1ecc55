// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { jsonResponse, manualClock, memoryStorage, scriptedHttp } from '../../../adapters/memory'
import type { FramePort } from '../../../ports'
import { createOAuthClient } from '../../../entries/identity'
import { AuthProvider, useAuth } from '../index'

afterEach(cleanup)
const BASE = 'https://idp.test'

function setup() {
  const http = scriptedHttp()
  let n = 0
  http.on('POST', `${BASE}/oauth2/token`, (req) => {
    const grant = JSON.parse(req.body!).grantType
    n++
    return jsonResponse({ access_token: `${grant}-${n}`, expires_in: 3600, refresh_token: `${grant}-r${n}` })
  })
  http.on('POST', `${BASE}/_api/iam/authentication/v2/login`, (req) =>
    JSON.parse(req.body!).password === 'right'
      ? jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm1' } })
      : jsonResponse({ message: 'Wrong password', details: { applicationError: { code: '-19976' } } }, 403),
  )
  http.on(
    'POST',
    `${BASE}/_api/redirects-api/v1/redirect-session`,
    jsonResponse({ redirectSession: { id: 'r', fullUrl: `${BASE}/authorize?session=r` } }),
  )
  // The "provider page" answers in the frame with the state of the last auth request.
  const frame: FramePort = {
    open(_url, options) {
      const last = [...http.requests].reverse().find((r) => r.url.endsWith('/redirect-session'))!
      const state = JSON.parse(last.body!).auth?.authRequest.state
      queueMicrotask(() => options.onMessage({ origin: BASE, data: { code: 'c', state } }))
      return { close() {} }
    },
  }
  const client = createOAuthClient({
    clientId: 'c1',
    baseUrl: BASE,
    http,
    storage: memoryStorage(),
    clock: manualClock(),
    frame,
    redirectUri: 'https://site.test/cb',
    autoRefresh: false,
  })
  return { client, http }
}

function LoginBox({ password }: { password: string }) {
  const auth = useAuth()
  return (
    <div>
      <p data-testid="state">{auth.state.loginState}</p>
      <p data-testid="role">{auth.role}</p>
      <p data-testid="status">{auth.status}</p>
      {auth.state.errorCode && <p role="alert">{auth.state.errorCode}</p>}
      <button onClick={() => void auth.login({ email: 'a@b.test', password })}>Log in</button>
      <button onClick={() => void auth.logout('https://site.test/')}>Log out</button>
    </div>
  )
}

describe('useAuth', () => {
  it('logs a member in and out, re-rendering with the login state and role', async () => {
    const { client } = setup()
    render(
      <AuthProvider client={client}>
        <LoginBox password="right" />
      </AuthProvider>,
    )
    expect(screen.getByTestId('state').textContent).toBe('INITIAL')
    fireEvent.click(screen.getByText('Log in'))
    await waitFor(() => expect(screen.getByTestId('role').textContent).toBe('member'))
    expect(screen.getByTestId('state').textContent).toBe('SUCCESS')
    expect(client.getTokens().accessToken.value).toMatch(/^authorization_code-/)
    fireEvent.click(screen.getByText('Log out'))
    await waitFor(() => expect(screen.getByTestId('role').textContent).toBe('none'))
    expect(screen.getByTestId('state').textContent).toBe('INITIAL')
  })

  it('shows a failed login as a value', async () => {
    const { client } = setup()
    render(
      <AuthProvider client={client}>
        <LoginBox password="wrong" />
      </AuthProvider>,
    )
    fireEvent.click(screen.getByText('Log in'))
    expect((await screen.findByRole('alert')).textContent).toBe('invalidPassword')
    expect(screen.getByTestId('state').textContent).toBe('FAILURE')
  })

  it('shows the status of the sign-in: idle, then ready once a member, error with the code when refused', async () => {
    const { client } = setup()
    const { rerender } = render(
      <AuthProvider client={client}>
        <LoginBox password="right" />
      </AuthProvider>,
    )
    expect(screen.getByTestId('status').textContent).toBe('idle')
    fireEvent.click(screen.getByText('Log in'))
    await waitFor(() => expect(screen.getByTestId('role').textContent).toBe('member'))
    expect(screen.getByTestId('status').textContent).toBe('ready')
    rerender(
      <AuthProvider client={client}>
        <LoginBox password="wrong" />
      </AuthProvider>,
    )
    fireEvent.click(screen.getByText('Log in'))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'))
    expect(client.store.getSnapshot().error?.code).toBe('invalidPassword')
  })

  it('throws a clear error outside an AuthProvider', () => {
    const quiet = console.error
    console.error = () => {}
    try {
      expect(() => render(<LoginBox password="x" />)).toThrow('useAuth must be used inside <AuthProvider')
    } finally {
      console.error = quiet
    }
  })
})
