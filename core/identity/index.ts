// vitrine/identity: the visitor sign-in client for the hosted identity provider.
export { createCodeVerifier, createCodeChallenge, VERIFIER_ALPHABET } from './pkce'
export {
  createOAuthClient,
  type OAuthClient,
  type OAuthClientOptions,
  type OAuthData,
  type AuthSnapshot,
  type AuthData,
  type LoginParams,
  type RegisterParams,
  type CaptchaTokens,
  type OAuthClientEvent,
} from './createOAuthClient'
export { SESSION_EXPIRED, loginStatus } from './createAuthState'
export {
  EMPTY_TOKENS,
  tokenNeed,
  tokensFromResponse,
  type Tokens,
  type AccessToken,
  type RefreshToken,
  type TokenRole,
  type TokenNeed,
} from './tokens'
export { tokenTransition, initialTokenState, type TokenState, type TokenEvent, type TokenEffect } from './tokenMachine'
export {
  LoginState,
  loginTransition,
  mapProviderState,
  mapRegisterError,
  mapLoginError,
  mapVerifyError,
  initialLoginState,
  type LoginStateMachine,
  type LoginStateName,
  type LoginErrorCode,
  type LoginEvent,
  type LoginEffect,
} from './loginMachine'
export {
  IdentityError,
  apiError,
  providerErrorOf,
  describeViolations,
  upperSnake,
  type ProviderError,
  type FieldViolation,
} from './errors'
export { parseFromUrl, parseWebMessage, type OAuthAnswer, type ResponseMode } from './parseFromUrl'
export {
  REDIRECT_KINDS,
  type RedirectSessionRequest,
  type RedirectSession,
  type AuthRequest,
  type Prompt,
  type SsoLogin,
  type RedirectCallbacks,
} from './redirectSessions'
export { createSsoLoginUrl, type SsoLoginParams } from './ssoLogin'
export { SILENT_FLOW_TIMEOUT_MS } from './silentSignIn'
export { providerPageUrl, UNTRUSTED_PAGE } from './providerPages'
export { followRedirectsForCode, resolveLocation, MAX_REDIRECT_HOPS, type RedirectFollowOptions } from './serverSignIn'
export {
  AddressTag,
  EmailTag,
  PhoneTag,
  IdentityStatus,
  PendingReason,
  FactorType,
  FactorStatus,
  TenantType,
  RedirectPrompt,
  MembersAreaSection,
  CallbackType,
  IdentityKind,
} from './identityEnums'
export type {
  Identity,
  IdentityProfile,
  Address,
  StreetAddress,
  TaggedAddress,
  TaggedEmail,
  TaggedPhone,
  CustomField,
  Factor,
} from './identityTypes'
export { signOn, signOnBody, SIGN_ON_PATH, type SignOnParams, type SignOnSession } from './signOn'
export {
  verifyFactor,
  verifyFactorBody,
  verifyFactorPath,
  FACTOR_DATA_FIELD,
  readFactorSignIn,
  startFactorSignIn,
  type VerifyFactorParams,
  type FactorSignIn,
} from './verifyFactor'
export { loginWithTokenParams, TOKEN_PARAMS_LOGIN_PATH } from './loginWithTokenParams'
export { loginCallbackForm, LOGIN_CALLBACK_PATH, type LoginCallbackForm } from './loginCallback'
// The provider API the call functions take first (the client builds one from its http port and base URL).
export { providerApi, type ProviderApi, type CallFailure } from './providerApi'
