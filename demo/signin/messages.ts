// What a person reads when signing in goes wrong: the provider's answers turned into plain advice.
import type { LoginStateMachine } from '../../core/identity'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Advice for an email address typed in a form, or undefined when it looks right. */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.'
  if (!EMAIL.test(email.trim())) return 'Enter an email address such as name@example.com.'
  return undefined
}

/** Advice for a password chosen at registration, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 6) return 'Choose a password of at least 6 characters.'
  return undefined
}

/** The message to show for a failed login or registration. */
export function loginFailureMessage(state: LoginStateMachine, action: 'login' | 'register'): string {
  const raw = state.error ?? ''
  if (/network|fetch|failed to fetch|did not answer/i.test(raw) && !state.errorCode)
    return 'The identity service did not answer. Check that the emulator is still running, then try again.'
  switch (state.errorCode) {
    case 'emailAlreadyExists':
      return 'An account already uses this email address. Log in instead, or reset the password.'
    case 'invalidPassword':
      return 'That password is not right. Try again, or reset it from the Reset password tab.'
    case 'resetPassword':
      return 'This account needs a new password before it can log in: use the Reset password tab.'
    case 'invalidEmail':
      return action === 'login'
        ? 'No account uses this email address. Check it, or create an account.'
        : 'That email address does not look right.'
    case 'missingCaptchaToken':
    case 'invalidCaptchaToken':
      return 'The service asked for a captcha, which this demo does not show. Turn requireCaptcha off in the config.'
    default:
      return raw ? `Something went wrong: ${raw}` : 'Something went wrong. Please try again.'
  }
}

/** The message to show for a verification code the service refused. */
export function verificationFailureMessage(error: string | undefined): { text: string; expired: boolean } {
  if (error && /expired|does not exist|too many|attempts/i.test(error))
    return {
      text: 'This code can no longer be used: it expired or was tried too often. Send a new code.',
      expired: true,
    }
  if (error && /code is wrong|invalid/i.test(error))
    return { text: 'That code is not right. Check the latest email and try again.', expired: false }
  return { text: error ? `The code was not accepted: ${error}` : 'The code was not accepted.', expired: false }
}
