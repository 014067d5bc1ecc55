import { PATHS, type ProviderApi } from './providerApi'

/** What the recovery calls need from the client. */
export interface RecoveryCallsContext {
  readonly api: ProviderApi
  readonly clientId: string
  /** The current access token for provider calls, or undefined when none can be had. */
  readonly authorization: () => Promise<string | undefined>
}

/** Password recovery and account activation emails; failures throw the generic API error. */
export function recoveryCalls({ api, clientId, authorization }: RecoveryCallsContext) {
  return {
    /** Emails a password reset link that leads back to `redirectUri`. */
    async sendPasswordResetEmail(email: string, redirectUri: string, language?: string): Promise<void> {
      await api.postOrThrow(
        PATHS.sendRecoveryEmail,
        { email, language, redirect: { url: redirectUri, clientId } },
        await authorization(),
      )
    },
    /** Emails an activation link to an identity. */
    async sendActivationEmail(identityId: string, emailOptions?: Readonly<Record<string, unknown>>): Promise<void> {
      await api.postOrThrow(PATHS.activationEmail, { identityId, emailOptions }, await authorization())
    },
    /** Sets a new password with the emailed recovery token. */
    async recoverPassword(recoveryToken: string, password: string): Promise<void> {
      await api.postOrThrow(PATHS.recover, { recoveryToken, password }, await authorization())
    },
  }
}
