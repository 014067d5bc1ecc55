import { useState, type FormEvent } from 'react'
import { LoginState, type LoginStateMachine } from '../../core/identity'
import { useAuth, useAuthClient } from '../../ui-react'
import { emailProblem, loginFailureMessage, passwordProblem } from './messages'

/** The three things a visitor can do here. */
export type AccountTab = 'login' | 'register' | 'reset'
const TABS: [AccountTab, string][] = [
  ['login', 'Log in'],
  ['register', 'Create account'],
  ['reset', 'Reset password'],
]

/** Props of {@link AccountForms}. */
export interface AccountFormsProps {
  readonly email: string
  readonly onEmailChange: (email: string) => void
  /** Registration or login needs the emailed code. */
  readonly onVerificationRequired: (stateToken: string) => void
  /** A recovery token handed over by the inbox. */
  readonly recoveryToken: string
  readonly onRecoveryTokenChange: (token: string) => void
  readonly tab: AccountTab
  readonly onTabChange: (tab: AccountTab) => void
}

/** Log in (silent frame or the hosted page), create an account, or reset a password. */
export function AccountForms(props: AccountFormsProps) {
  const { email, tab } = props
  const auth = useAuth()
  const client = useAuthClient()
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'ok' | 'info' }>()
  const fail = (text: string) => setMessage({ text, tone: 'error' })
  const after = (state: LoginStateMachine, action: 'login' | 'register') => {
    if (state.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED && state.data?.stateToken)
      return props.onVerificationRequired(state.data.stateToken)
    if (state.loginState === LoginState.OWNER_APPROVAL_REQUIRED)
      return setMessage({ text: 'Your account waits for the site owner to approve it.', tone: 'info' })
    if (state.loginState !== LoginState.SUCCESS) fail(loginFailureMessage(state, action))
  }
  const run = (action: () => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault()
    setMessage(undefined)
    setBusy(true)
    try {
      await action()
    } catch (error) {
      fail(`Something went wrong: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }
  const checked = (needsPassword: 'login' | 'register' | false) => {
    const problem =
      emailProblem(email) ??
      (needsPassword === 'register'
        ? passwordProblem(password)
        : needsPassword && !password
          ? 'Enter your password.'
          : undefined)
    if (problem) fail(problem)
    return !problem
  }
  const login = run(async () => {
    if (checked('login')) after(await auth.login({ email: email.trim(), password }), 'login')
  })
  const register = run(async () => {
    if (checked('register')) after(await auth.register({ email: email.trim(), password }), 'register')
  })
  const hostedLogin = run(async () => {
    // The redirect flow: the provider's own login page, which comes back here with a code.
    const data = await client.generateOAuthData(`${location.origin}/signin`, '/signin')
    const { authUrl } = await client.getAuthUrl(data, { responseMode: 'query' })
    // Only an http(s) page of the identity service is navigated to (never a javascript: address).
    location.assign(client.trustedPageUrl(authUrl))
  })
  const sendReset = run(async () => {
    if (!checked(false)) return
    await client.sendPasswordResetEmail(email.trim(), `${location.origin}/signin`)
    setMessage({ text: `If an account uses ${email.trim()}, a reset link is in the inbox.`, tone: 'info' })
  })
  const recover = run(async () => {
    const problem = passwordProblem(password)
    if (problem) return fail(problem)
    await client.recoverPassword(props.recoveryToken, password)
    props.onRecoveryTokenChange('')
    setPassword('')
    props.onTabChange('login')
    setMessage({ text: 'Your password is changed. Log in with the new one.', tone: 'ok' })
  })
  const submit = tab === 'login' ? login : tab === 'register' ? register : props.recoveryToken ? recover : sendReset
  return (
    <section className="card stack">
      <div className="tabs" role="tablist" aria-label="Account">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className="tab"
            onClick={() => {
              props.onTabChange(id)
              setMessage(undefined)
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <form className="stack" onSubmit={submit} noValidate aria-label={TABS.find(([id]) => id === tab)![1]}>
        {!(tab === 'reset' && props.recoveryToken) && (
          <label className="field">
            Email
            <input
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => props.onEmailChange(e.target.value)}
            />
          </label>
        )}
        {(tab !== 'reset' || props.recoveryToken) && (
          <label className="field">
            {tab === 'reset' ? 'New password' : 'Password'}
            <input
              type="password"
              autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {tab !== 'login' && <span className="hint">At least 6 characters.</span>}
          </label>
        )}
        {message && (
          <p
            className={`notice ${message.tone}`}
            role={message.tone === 'error' ? 'alert' : 'status'}
            data-testid="signin-message"
          >
            {message.text}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button" disabled={busy}>
            {tab === 'login'
              ? 'Log in'
              : tab === 'register'
                ? 'Create account'
                : props.recoveryToken
                  ? 'Save the new password'
                  : 'Email me a reset link'}
          </button>
          {tab === 'login' && (
            <button type="button" className="button secondary" disabled={busy} onClick={() => void hostedLogin()}>
              Use the hosted login page
            </button>
          )}
        </div>
        {tab === 'login' && (
          <p className="muted small">
            <strong>Log in</strong> stays on this page: a hidden frame fetches your tokens (the silent flow). The hosted
            page is the redirect flow: you leave and come back signed in.
          </p>
        )}
      </form>
    </section>
  )
}
