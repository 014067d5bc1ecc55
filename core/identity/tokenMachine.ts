import { produce } from 'immer'
import { failedWith, statusOf, type StatusState, type Transition } from '../shared'
import type { IdentityError } from './errors'
import { tokenNeed, type TokenRole, type Tokens } from './tokens'

/**
 * The token lifecycle's state: the tokens held and their role, with the shared status: `loading` while
 * a fetch is under way, `ready` once the tokens are the latest answer (or still valid), `error` when
 * the latest fetch failed (the tokens held are kept), `idle` before anything or after logout.
 */
export type TokenState = {
  readonly tokens: Tokens | null
  readonly role: TokenRole
} & StatusState<IdentityError>

/** What happens to the token lifecycle. Time comes in the events, so the machine stays pure. */
export type TokenEvent =
  /**
   * Valid tokens are wanted; `stored` is what storage holds now (re-read under the lock), and
   * `receivedAtMs` when they arrived from the provider, if known (it sets when they are renewed).
   */
  | {
      readonly type: 'ensure'
      readonly stored: Tokens | null
      readonly nowMs: number
      readonly skewSeconds: number
      readonly receivedAtMs?: number
    }
  | { readonly type: 'received'; readonly tokens: Tokens }
  /** The provider refused the refresh token (a non-200 answer). */
  | { readonly type: 'renewRejected' }
  /** No answer (network) or a refused visitor request: tokens are kept, the caller gets the error. */
  | { readonly type: 'failed'; readonly error: IdentityError }
  | { readonly type: 'set'; readonly tokens: Tokens }
  | { readonly type: 'logout' }

/** Effects the runner performs. */
export type TokenEffect =
  | { readonly type: 'requestVisitor' }
  | { readonly type: 'renew'; readonly refreshToken: string }
  | { readonly type: 'persist'; readonly tokens: Tokens | null }
  | { readonly type: 'sessionExpired' }

/** The state before anything is known. */
export const initialTokenState: TokenState = { tokens: null, role: 'none', ...statusOf('idle') }

const roleOf = (tokens: Tokens | null): TokenRole => tokens?.refreshToken.role ?? 'none'

/**
 * The token lifecycle as a pure transition: no tokens gives an anonymous visitor request; an access
 * token due for renewal (see `renewalDueMs`) gives a renewal from the refresh token; a refused renewal gives a
 * new visitor token **and** a `sessionExpired` effect when a member loses the session, so a member
 * is never demoted silently; logout clears both tokens and sets the role to none.
 */
export const tokenTransition: Transition<TokenState, TokenEvent, TokenEffect> = (state, event) => {
  switch (event.type) {
    case 'ensure': {
      // Storage is the truth shared by tabs: another tab may have refreshed or logged out.
      const tokens = event.stored
      const need = tokenNeed(tokens, event.nowMs, event.skewSeconds, event.receivedAtMs)
      const next = produce(state, (d) => {
        d.tokens = tokens as Tokens | null
        d.role = roleOf(tokens)
        Object.assign(d, statusOf(need === 'ready' ? 'ready' : 'loading'))
      })
      if (need === 'ready') return [next, []]
      if (need === 'renew') return [next, [{ type: 'renew', refreshToken: tokens!.refreshToken.value }]]
      return [next, [{ type: 'requestVisitor' }]]
    }
    case 'received':
    case 'set': {
      const next = produce(state, (d) => {
        d.tokens = event.tokens as Tokens
        d.role = roleOf(event.tokens)
        Object.assign(d, statusOf('ready'))
      })
      return [next, [{ type: 'persist', tokens: event.tokens }]]
    }
    case 'renewRejected': {
      const wasMember = state.role === 'member'
      const next = produce(state, (d) => {
        d.tokens = null
        d.role = 'none'
        Object.assign(d, statusOf('loading'))
      })
      const effects: TokenEffect[] = [{ type: 'persist', tokens: null }]
      if (wasMember) effects.push({ type: 'sessionExpired' })
      effects.push({ type: 'requestVisitor' })
      return [next, effects]
    }
    case 'failed':
      return [{ tokens: state.tokens, role: state.role, ...failedWith(event.error) }, []]
    case 'logout':
      return [initialTokenState, [{ type: 'persist', tokens: null }]]
  }
}
