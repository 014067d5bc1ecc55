import { useState, type FormEvent } from 'react'
import { LoginState } from '../../core/identity'
import { useAuthClient } from '../../ui-react'
import { verificationFailureMessage } from './messages'

/** Props of {@link VerifyEmail}. */
export interface VerifyEmailProps {
  readonly email: string
  /** The verification's state token (kept here so a wrong code can be retried). */
  readonly stateToken: string
  /** The code the inbox handed over. */
  readonly code: string
  readonly onCodeChange: (code: string) => void
  readonly onVerified: () => void
  readonly onCancel: () => void
}

/** The emailed 6-digit code: retry after a wrong code, send a new one, then sign in. */
export function VerifyEmail({ email, stateToken, code, onCodeChange, onVerified, onCancel }: VerifyEmailProps) {
  const client = useAuthClient()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' }>()
  const [expired, setExpired] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) return setMessage({ text: 'The code has 6 digits.', tone: 'error' })
    setBusy(true)
    try {
      const state = await client.verifyCode(code.trim(), stateToken)
      if (state.loginState === LoginState.SUCCESS && state.data?.sessionToken) {
        await client.getMemberTokensForDirectLogin(state.data.sessionToken)
        return onVerified()
      }
      const failure = verificationFailureMessage(state.error)
      setExpired(failure.expired)
      setMessage({ text: failure.text, tone: 'error' })
    } catch (error) {
      setMessage({
        text: `Signing in failed: ${error instanceof Error ? error.message : String(error)}`,
        tone: 'error',
      })
    } finally {
      setBusy(false)
    }
  }
  const resend = async () => {
    setBusy(true)
    try {
      await client.resendVerificationCode(stateToken)
      onCodeChange('')
      setExpired(false)
      setMessage({ text: `A new code is on its way to ${email}. Earlier codes no longer work.`, tone: 'info' })
    } catch (error) {
      setMessage({
        text: `No new code could be sent: ${error instanceof Error ? error.message : String(error)}`,
        tone: 'error',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="stack" onSubmit={submit} aria-labelledby="verify-title">
      <h2 id="verify-title">Check your email</h2>
      <p className="muted">
        We sent a 6-digit code to <strong>{email}</strong>. It appears in the inbox beside this form.
      </p>
      <label className="field">
        Verification code
        <input
          className="code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          disabled={expired}
          onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {message && (
        <p
          className={`notice ${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-testid="verify-message"
        >
          {message.text}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button" disabled={busy || expired}>
          Verify and sign in
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void resend()}>
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Use another email
        </button>
      </div>
    </form>
  )
}
