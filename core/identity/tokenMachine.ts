import { produce } from 'immer'
import type { Transition } from '../shared'
import { tokenNeed, type TokenRole, type Tokens } from './tokens'

/** The token lifecycle's state: the tokens held, their role, and whether a fetch is under way. */
export interface TokenState {
  readonly tokens: Tokens | null
  readonly role: TokenRole
  readonly status: 'idle' | 'fetching'
}

/** What happens to the token lifecycle. Time comes in the events, so the machine stays pure. */
export type TokenEvent =
  /**
   * Valid tokens are wanted; `stored` is what storage holds now (re-read under the lock), and
   * `receivedAtMs` when they arrived from the provider, if known (it sets when they are renewed).
   */
  | {
      readonly type: 'ENSURE'
      readonly stored: Tokens | null
      readonly nowMs: number
      readonly skewSeconds: number
      readonly receivedAtMs?: number
    }
  | { readonly type: 'RECEIVED'; readonly tokens: Tokens }
  /** The provider refused the refresh token (a non-200 answer). */
  | { readonly type: 'RENEW_REJECTED' }
  /** No answer (network) or a refused visitor request: tokens are kept, the caller gets the error. */
  | { readonly type: 'FAILED' }
  | { readonly type: 'SET'; readonly tokens: Tokens }
  | { readonly type: 'LOGOUT' }

/** Effects the runner performs. */
export type TokenEffect =
  | { readonly type: 'requestVisitor' }
  | { readonly type: 'renew'; readonly refreshToken: string }
  | { readonly type: 'persist'; readonly tokens: Tokens | null }
  | { readonly type: 'sessionExpired' }

/** The state before anything is known. */
export const initialTokenState: TokenState = { tokens: null, role: 'none', status: 'idle' }

const roleOf = (tokens: Tokens | null): TokenRole => tokens?.refreshToken.role ?? 'none'

/**
 * The token lifecycle as a pure transition: no tokens gives an anonymous visitor request; an access
 * token due for renewal (see `renewalDueMs`) gives a renewal from the refresh token; a refused renewal gives a
 * new visitor token **and** a `sessionExpired` effect when a member loses the session, so a member
 * is never demoted silently; logout clears both tokens and sets the role to none.
 */
export const tokenTransition: Transition<TokenState, TokenEvent, TokenEffect> = (state, event) => {
  switch (event.type) {
    case 'ENSURE': {
      // Storage is the truth shared by tabs: another tab may have refreshed or logged out.
      const tokens = event.stored
      const need = tokenNeed(tokens, event.nowMs, event.skewSeconds, event.receivedAtMs)
      const next = produce(state, (d) => {
        d.tokens = tokens as Tokens | null
        d.role = roleOf(tokens)
        d.status = need === 'ready' ? 'idle' : 'fetching'
      })
      if (need === 'ready') return [next, []]
      if (need === 'renew') return [next, [{ type: 'renew', refreshToken: tokens!.refreshToken.value }]]
      return [next, [{ type: 'requestVisitor' }]]
    }
    case 'RECEIVED':
    case 'SET': {
      const next = produce(state, (d) => {
        d.tokens = event.tokens as Tokens
        d.role = roleOf(event.tokens)
        d.status = 'idle'
      })
      return [next, [{ type: 'persist', tokens: event.tokens }]]
    }
    case 'RENEW_REJECTED': {
      const wasMember = state.role === 'member'
      const next = produce(state, (d) => {
        d.tokens = null
        d.role = 'none'
        d.status = 'fetching'
      })
      const effects: TokenEffect[] = [{ type: 'persist', tokens: null }]
      if (wasMember) effects.push({ type: 'sessionExpired' })
      effects.push({ type: 'requestVisitor' })
      return [next, effects]
    }
    case 'FAILED':
      return [state.status === 'idle' ? state : { ...state, status: 'idle' }, []]
    case 'LOGOUT':
      return [{ tokens: null, role: 'none', status: 'idle' }, [{ type: 'persist', tokens: null }]]
  }
}
