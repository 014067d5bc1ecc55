import { SignInSection } from '../SignInSection'

/** The sign-in page. */
export default function SignInPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Visitor sign-in</p>
        <h1>Sign in</h1>
        <p className="lead">Register, verify your email, log in and out against the local identity service.</p>
      </header>
      <SignInSection />
    </>
  )
}
