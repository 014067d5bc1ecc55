import { useEffect, useState } from 'react'

/** One email the emulator "sent" (it sends none: `GET /_emulator/emails` lists them). */
export interface CaughtEmail {
  id: string
  to: string
  kind: string
  subject: string
  text: string
  code?: string
  recoveryToken?: string
  createdDate: string
}

/** Props of {@link MailCatcher}. */
export interface MailCatcherProps {
  /** Shows the mail of this address only (all mail when empty). */
  readonly address: string
  /** Puts a code into the verification form. */
  readonly onUseCode?: (code: string) => void
  /** Puts a recovery token into the reset form. */
  readonly onUseRecoveryToken?: (token: string) => void
}

const POLL_MS = 1500

/**
 * The mail-catcher panel: the emails the local identity service would have sent, newest first,
 * refreshed every 1.5 s, with buttons that copy a code or a recovery token into the forms.
 */
export function MailCatcher({ address, onUseCode, onUseRecoveryToken }: MailCatcherProps) {
  const [emails, setEmails] = useState<CaughtEmail[]>([])
  const [error, setError] = useState<string>()
  useEffect(() => {
    let stopped = false
    const load = async () => {
      try {
        const query = address.trim() ? `?to=${encodeURIComponent(address.trim())}` : ''
        const res = await fetch(`/_emulator/emails${query}`)
        if (!res.ok) throw new Error(`the helper answered ${res.status}`)
        const body = (await res.json()) as { emails: CaughtEmail[] }
        if (!stopped) {
          setEmails(body.emails.slice(-6).reverse())
          setError(undefined)
        }
      } catch (e) {
        if (!stopped) setError(e instanceof Error ? e.message : String(e))
      }
    }
    void load()
    const timer = setInterval(load, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [address])
  return (
    <section className="card mail-catcher" aria-labelledby="mail-title">
      <div className="mail-head">
        <h2 id="mail-title">Inbox</h2>
        <span className="muted">{address.trim() || 'every address'}</span>
      </div>
      <p className="muted small">
        The emulator sends no real email: what it would send appears here, read from <code>/_emulator/emails</code>.
      </p>
      {error && <p className="notice error">The mail helper cannot be reached ({error}).</p>}
      {emails.length === 0 ? (
        <p className="empty">No mail yet. Create an account or ask for a password reset.</p>
      ) : (
        <ul className="mail-list" data-testid="inbox">
          {emails.map((email) => (
            <li key={email.id} className="mail">
              <div className="mail-subject">
                <strong>{email.subject}</strong>
                <time dateTime={email.createdDate}>{new Date(email.createdDate).toLocaleTimeString()}</time>
              </div>
              <p className="muted small">To {email.to}</p>
              {email.code ? (
                <div className="mail-code">
                  <span data-testid="mail-code">{email.code}</span>
                  {onUseCode && (
                    <button type="button" className="button small secondary" onClick={() => onUseCode(email.code!)}>
                      Use this code
                    </button>
                  )}
                </div>
              ) : email.recoveryToken ? (
                <div className="mail-code">
                  <span className="muted small">A link to choose a new password.</span>
                  {onUseRecoveryToken && (
                    <button
                      type="button"
                      className="button small secondary"
                      onClick={() => onUseRecoveryToken(email.recoveryToken!)}
                    >
                      Open the reset link
                    </button>
                  )}
                </div>
              ) : (
                <p className="small">{email.text}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
