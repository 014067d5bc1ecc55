import { useState } from 'react'
import { useAuth, useAuthClient } from '../../ui-react'

const emailOf = (identity: unknown): string | undefined => {
  const address = (identity as { email?: { address?: unknown } } | undefined)?.email?.address
  return typeof address === 'string' ? address : undefined
}

/** The signed-in member: who, which tokens, and log out (tokens cleared, then the provider's logout page). */
export function MemberCard({
  fallbackEmail,
  onLeaving,
}: {
  fallbackEmail: string
  /** Called with true before the tokens are cleared (the page is about to go to the provider), false if that failed. */
  onLeaving(leaving: boolean): void
}) {
  const auth = useAuth()
  const client = useAuthClient()
  const [busy, setBusy] = useState(false)
  const email = emailOf(auth.member?.identity) ?? (fallbackEmail || 'a member')
  const expires = client.getTokens().accessToken.expiresAt
  return (
    <section className="card stack" aria-labelledby="member-title">
      <div className="member-head">
        <span className="avatar" aria-hidden="true">
          {email.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h2 id="member-title">You are signed in</h2>
          <p className="muted" data-testid="member-email">
            {email}
          </p>
        </div>
      </div>
      <dl className="facts-list">
        <dt>Role</dt>
        <dd data-testid="role">{auth.role}</dd>
        <dt>Access token renews</dt>
        <dd>{expires ? new Date(expires * 1000).toLocaleTimeString() : 'when needed'}, in the background</dd>
        <dt>Session</dt>
        <dd>{auth.sessionExpired ? 'expired: log in again' : 'shared by every tab of this site'}</dd>
      </dl>
      <div className="row">
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            onLeaving(true)
            try {
              // The tokens are cleared at once; the provider's logout page ends its own session and comes back.
              const logoutUrl = await auth.logout(`${location.origin}/signin`)
              // Only an http(s) page of the identity service is navigated to (never a javascript: address).
              location.assign(client.trustedPageUrl(logoutUrl))
            } catch (error) {
              onLeaving(false)
              setBusy(false)
              throw error
            }
          }}
        >
          Log out
        </button>
      </div>
    </section>
  )
}
