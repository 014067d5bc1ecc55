import { useState, type FormEvent } from 'react'
import { useAuth } from '../ui-react'

/** Register, log in (silent frame flow), verify an emailed code and log out against the emulator. */
export function SignInSection() {
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')
  const run =
    (what: string, action: () => Promise<{ loginState: string; error?: string }>) => async (event?: FormEvent) => {
      event?.preventDefault()
      setBusy(true)
      try {
        const state = await action()
        setNote(`${what}: ${state.loginState}${state.error ? ` (${state.error})` : ''}`)
      } finally {
        setBusy(false)
      }
    }
  return (
    <section aria-labelledby="signin-title" className="card">
      <h2 id="signin-title">Visitor sign-in</h2>
      <p>
        Role <output data-testid="role">{auth.role}</output>, login state{' '}
        <output data-testid="login-state">{auth.state.loginState}</output>
        {auth.sessionExpired ? ' (session expired)' : ''}
      </p>
      {auth.loggedIn ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void auth.logout(`${location.origin}/`).then(() => setNote('Logged out'))}
        >
          Log out
        </button>
      ) : (
        <form onSubmit={run('Login', () => auth.login({ email, password }))}>
          <label>
            Email{' '}
            <input
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="username"
            />
          </label>
          <label>
            Password{' '}
            <input
              type="password"
              required
              minLength={4}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
            />
          </label>
          <button type="submit" disabled={busy}>
            Log in
          </button>
          <button
            type="button"
            disabled={busy || !email || !password}
            onClick={run('Register', () => auth.register({ email, password }))}
          >
            Register
          </button>
        </form>
      )}
      {auth.state.loginState === 'EMAIL_VERIFICATION_REQUIRED' && (
        <form onSubmit={run('Verification', () => auth.verify(code))}>
          <label>
            Emailed code{' '}
            <input inputMode="numeric" pattern="[0-9]{6}" value={code} onChange={(e) => setCode(e.target.value)} />
          </label>
          <button type="submit" disabled={busy}>
            Verify
          </button>
        </form>
      )}
      <p role="status" data-testid="signin-note">
        {note}
      </p>
    </section>
  )
}
