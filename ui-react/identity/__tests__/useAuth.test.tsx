// @vitest-environment happy-dom
import { useState } from 'react'
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

/** A sign-up form through the hook: register, then the emailed code, a new code, and what the visitor reads. */
function SignUpBox() {
  const auth = useAuth()
  const [code, setCode] = useState('')
  return (
    <div>
      <p data-testid="state">{auth.state.loginState}</p>
      <p data-testid="role">{auth.role}</p>
      {auth.state.error && (
        <p role="alert">
          {auth.state.error} ({auth.state.errorCode ?? auth.error?.code}
          {auth.state.data?.triesLeft !== undefined && `, ${auth.state.data.triesLeft} left`})
        </p>
      )}
      <button onClick={() => void auth.register({ email: 'a@b.test', password: 'secret1' })}>Create account</button>
      <input aria-label="Code" value={code} onChange={(e) => setCode(e.target.value)} />
      <button onClick={() => void auth.verify(code)}>Verify</button>
      <button onClick={() => void auth.resend()}>Send a new code</button>
    </div>
  )
}

const appError = (status: number, code: string, message: string) =>
  jsonResponse({ message, details: { applicationError: { code, description: message, data: {} } } }, status)

describe('useAuth: email verification', () => {
  it('a wrong code keeps the verification with its tries left; a new code is sent; the right code signs in', async () => {
    const { client, http } = setup()
    let code = '111111'
    let left = 5
    http.on('POST', `${BASE}/_api/iam/authentication/v2/register`, () =>
      jsonResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' }),
    )
    http.on('POST', `${BASE}/_api/iam/verification/v1/auth/verify`, (req) =>
      JSON.parse(req.body!).code === code
        ? jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm1' } })
        : appError(400, 'INVALID_VERIFICATION_CODE', `The verification code is wrong: ${--left} tries left`),
    )
    http.on('POST', `${BASE}/_api/iam/verification/v1/auth/resend`, () => {
      code = '222222'
      left = 5
      return jsonResponse({})
    })
    render(
      <AuthProvider client={client}>
        <SignUpBox />
      </AuthProvider>,
    )
    fireEvent.click(screen.getByText('Create account'))
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('EMAIL_VERIFICATION_REQUIRED'))
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '999999' } })
    fireEvent.click(screen.getByText('Verify'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The verification code is wrong: 4 tries left (invalidVerificationCode, 4 left)',
    )
    expect(screen.getByTestId('state').textContent).toBe('EMAIL_VERIFICATION_REQUIRED')
    fireEvent.click(screen.getByText('Send a new code'))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByTestId('state').textContent).toBe('EMAIL_VERIFICATION_REQUIRED')
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '222222' } })
    fireEvent.click(screen.getByText('Verify'))
    await waitFor(() => expect(screen.getByTestId('role').textContent).toBe('member'))
    expect(screen.getByTestId('state').textContent).toBe('SUCCESS')
  })

  it('a client id the provider refuses shows FAILURE with its message and code, never SUCCESS', async () => {
    const { client, http } = setup()
    http.once('POST', `${BASE}/oauth2/token`, appError(400, 'INVALID_CLIENT', 'Unknown client id'))
    http.on(
      'POST',
      `${BASE}/_api/iam/authentication/v2/register`,
      jsonResponse({ state: 'SUCCESS', sessionToken: 's', identity: { id: 'm1' } }),
    )
    render(
      <AuthProvider client={client}>
        <SignUpBox />
      </AuthProvider>,
    )
    fireEvent.click(screen.getByText('Create account'))
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown client id (INVALID_CLIENT)')
    expect(screen.getByTestId('state').textContent).toBe('FAILURE')
    expect(http.requests.some((r) => r.url.endsWith('/register'))).toBe(false)
  })
})
