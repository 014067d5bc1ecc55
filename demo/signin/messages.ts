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

/**
 * What to show after an emailed code was refused, from the verification state: `spent` when the code
 * can no longer be used (tried too often: a new one is needed), `ended` when the verification itself
 * is gone (start again).
 */
export function verificationFailureMessage(state: LoginStateMachine): {
  text: string
  spent: boolean
  ended: boolean
} {
  const left = state.data?.triesLeft
  switch (state.errorCode) {
    case 'invalidVerificationCode':
      return {
        text:
          left === undefined
            ? 'That code is not right. Check the latest email and try again.'
            : `That code is not right (${left} ${left === 1 ? 'try' : 'tries'} left). Check the latest email and try again.`,
        spent: false,
        ended: false,
      }
    case 'tooManyVerificationAttempts':
      return { text: 'This code was tried too often and no longer works. Send a new code.', spent: true, ended: false }
    case 'verificationExpired':
      return {
        text: 'This verification has ended. Use another email, or log in to get a new code.',
        spent: true,
        ended: true,
      }
    default:
      // FAILURE here is a sign-in that failed after the code was accepted: the code is used up.
      if (state.loginState === 'FAILURE')
        return { text: `Signing in failed: ${state.error ?? 'no reason given'}`, spent: true, ended: true }
      return {
        text: state.error ? `The code was not accepted: ${state.error}` : 'The code was not accepted.',
        spent: false,
        ended: false,
      }
  }
}
