import { useState, type FormEvent } from 'react'
import { LoginState } from '../../core/identity'
import { useAuth } from '../../ui-react'
import { verificationFailureMessage } from './messages'

/** Props of {@link VerifyEmail}. */
export interface VerifyEmailProps {
  readonly email: string
  /** The code the inbox handed over. */
  readonly code: string
  readonly onCodeChange: (code: string) => void
  readonly onVerified: () => void
  readonly onCancel: () => void
}

/**
 * The emailed 6-digit code, through `useAuth()`: the client keeps the verification after a wrong code
 * (with the tries left), so the visitor retries or asks for a new code here, then is signed in.
 */
export function VerifyEmail({ email, code, onCodeChange, onVerified, onCancel }: VerifyEmailProps) {
  const auth = useAuth()
  const [typo, setTypo] = useState(false)
  const [resent, setResent] = useState(false)
  const busy = auth.status === 'loading'
  const pending = auth.state.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED
  const failure = auth.state.error !== undefined ? verificationFailureMessage(auth.state) : undefined
  const message = typo
    ? { text: 'The code has 6 digits.', tone: 'error' as const }
    : failure
      ? { text: failure.text, tone: 'error' as const }
      : resent && pending
        ? { text: `A new code is on its way to ${email}. Earlier codes no longer work.`, tone: 'info' as const }
        : undefined
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim()
    setTypo(!/^\d{6}$/.test(typed))
    if (!/^\d{6}$/.test(typed)) return
    setResent(false)
    const state = await auth.verify(typed)
    if (state.loginState === LoginState.SUCCESS) onVerified()
  }
  const resend = async () => {
    setTypo(false)
    const state = await auth.resend()
    if (state.error === undefined) {
      onCodeChange('')
      setResent(true)
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
          disabled={failure?.spent}
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
        <button type="submit" className="button" disabled={busy || failure?.spent}>
          Verify and sign in
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy || failure?.ended}
          onClick={() => void resend()}
        >
          Send a new code
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Use another email
        </button>
      </div>
    </form>
  )
}
