import type { ResponseMode } from './parseFromUrl'

/** The provider's `prompt` values. */
export type Prompt = 'login' | 'none' | 'consent' | 'select_account'

/** An OAuth authorization request as a redirect session carries it. */
export interface AuthRequest {
  readonly redirectUri: string
  readonly clientId: string
  readonly codeChallenge: string
  readonly codeChallengeMethod: 'S256'
  readonly responseMode: ResponseMode
  readonly responseType: 'code'
  readonly scope: 'offline_access'
  readonly state: string
  readonly sessionToken?: string
}

/** Where the provider sends the visitor when the flow ends, and which flow it was. */
export interface RedirectCallbacks {
  readonly postFlowUrl?: string
  readonly thankYouPageUrl?: string
  readonly bookingsServiceListUrl?: string
  readonly cartPageUrl?: string
  readonly planListUrl?: string
  readonly loginUrl?: string
  readonly callbackType?: 'LOGOUT' | 'CHECKOUT' | 'AUTHORIZE'
}

/** Every kind of redirect session; exactly one kind is set. */
export interface RedirectSessionRequest {
  readonly auth?: { readonly authRequest: AuthRequest; readonly prompt?: Prompt }
  readonly login?: Readonly<Record<string, unknown>>
  readonly logout?: { readonly clientId: string }
  readonly bookingsCheckout?: { readonly slotAvailability?: unknown; readonly timezone?: string }
  readonly ecomCheckout?: { readonly checkoutId: string }
  readonly eventsCheckout?: { readonly reservationId: string; readonly eventSlug: string }
  readonly paidPlansCheckout?: { readonly planId: string; readonly checkoutData?: string }
  readonly storesProduct?: { readonly productSlug: string }
  readonly bookingsBook?: { readonly resourceId?: string }
  readonly preferences?: Readonly<Record<string, unknown>>
  readonly callbacks?: RedirectCallbacks
  readonly preferencesToken?: string
}

/** The session the provider creates. */
export interface RedirectSession {
  readonly id: string
  readonly fullUrl: string
  readonly urlDetails?: { readonly endpoint?: string }
  readonly sessionToken?: string
}

/** The kinds a redirect session may carry. */
export const REDIRECT_KINDS = [
  'auth',
  'login',
  'logout',
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'storesProduct',
  'bookingsBook',
  'preferences',
] as const

/** Throws a RangeError (programmer misuse) unless exactly one kind is set. */
export function assertOneKind(request: RedirectSessionRequest): void {
  const kinds = REDIRECT_KINDS.filter((k) => request[k] !== undefined)
  if (kinds.length !== 1) {
    throw new RangeError(
      `A redirect session needs exactly one of ${REDIRECT_KINDS.join(', ')}; got ${kinds.length ? kinds.join(', ') : 'none'}`,
    )
  }
}

/** Reads the provider's answer into a {@link RedirectSession}, or null when it is not one. */
export function readRedirectSession(body: unknown): RedirectSession | null {
  const session = (body as { redirectSession?: RedirectSession } | null)?.redirectSession
  if (!session || typeof session.fullUrl !== 'string' || typeof session.id !== 'string') return null
  return session
}

/** An SSO login address; a query over 4000 characters falls back to a form post to the same path. */
export type SsoLogin =
  | { readonly method: 'GET'; readonly url: string }
  | { readonly method: 'POST'; readonly url: string; readonly fields: Readonly<Record<string, string>> }

/** Query strings longer than this many characters go as a form post instead of a GET. */
export const SSO_QUERY_LIMIT = 4000
