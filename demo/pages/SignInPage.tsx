import { useState } from 'react'
import { useAuth } from '../../ui-react'
import { AccountForms, type AccountTab } from '../signin/AccountForms'
import { MailCatcher } from '../signin/MailCatcher'
import { MemberCard } from '../signin/MemberCard'
import { VerifyEmail } from '../signin/VerifyEmail'

/** The sign-in page: account forms or the member card, and the emulator's inbox beside them. */
export default function SignInPage() {
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [tab, setTab] = useState<AccountTab>('login')
  const [verification, setVerification] = useState<string>()
  const [code, setCode] = useState('')
  const [recoveryToken, setRecoveryToken] = useState('')
  // Between clearing the tokens and the provider's logout page: not the login form, which would
  // flash for a moment and lose whatever was typed into it when the page goes.
  const [leaving, setLeaving] = useState(false)
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Visitor sign-in</p>
        <h1>Sign in</h1>
        <p className="lead">
          Create an account, confirm your email with the code from the inbox, and log in: all through{' '}
          <code>vitrine/identity</code> and its React hooks, against the local identity service.
        </p>
      </header>
      <div className="signin-layout">
        <div className="stack">
          {leaving ? (
            <section className="card stack" aria-live="polite">
              <h2>Signing you out…</h2>
              <p className="muted">The identity service ends its session and brings you back here.</p>
            </section>
          ) : auth.loggedIn ? (
            <MemberCard fallbackEmail={email} onLeaving={setLeaving} />
          ) : verification ? (
            <section className="card">
              <VerifyEmail
                email={email}
                code={code}
                onCodeChange={setCode}
                onVerified={() => setVerification(undefined)}
                onCancel={() => setVerification(undefined)}
              />
            </section>
          ) : (
            <AccountForms
              email={email}
              onEmailChange={setEmail}
              tab={tab}
              onTabChange={setTab}
              onVerificationRequired={(token) => {
                setCode('')
                setVerification(token)
              }}
              recoveryToken={recoveryToken}
              onRecoveryTokenChange={setRecoveryToken}
            />
          )}
          <p className="muted small" data-testid="auth-state">
            You are browsing as a <strong>{auth.loggedIn ? 'member' : 'visitor'}</strong>
            {auth.loggedIn
              ? ''
              : ': the site already gave you anonymous tokens, so the data page works before you sign in.'}
          </p>
        </div>
        <MailCatcher
          address={email}
          onUseCode={verification ? setCode : undefined}
          onUseRecoveryToken={(token) => {
            setRecoveryToken(token)
            setTab('reset')
          }}
        />
      </div>
    </>
  )
}
