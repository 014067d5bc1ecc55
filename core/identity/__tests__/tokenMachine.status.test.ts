// The token machine's status, in the shared convention: loading while a visitor token replaces a
// refused renewal, error (with the error, tokens kept) after a failed fetch, ready once tokens arrive.
import { describe, expect, it } from 'vitest'
import { IdentityError } from '../errors'
import { tokenTransition, type TokenState } from '../tokenMachine'

const tokens = { accessToken: { value: 'a', expiresAt: 0 }, refreshToken: { value: 'r', role: 'member' as const } }
const member: TokenState = { tokens, role: 'member', status: 'loading', error: null }

describe('token machine: status', () => {
  it('a refused renewal clears the tokens and stays loading for the visitor request', () => {
    const [next, effects] = tokenTransition(member, { type: 'renewRejected' })
    expect(next).toEqual({ tokens: null, role: 'none', status: 'loading', error: null })
    expect(effects.map((e) => e.type)).toEqual(['persist', 'sessionExpired', 'requestVisitor'])
  })

  it('a failure shows status error with its error and keeps the tokens', () => {
    const offline = new IdentityError('NETWORK_ERROR', 'System error occurred')
    const [next, effects] = tokenTransition(member, { type: 'failed', error: offline })
    expect(next).toEqual({ tokens, role: 'member', status: 'error', error: offline })
    expect(effects).toEqual([])
  })

  it('received tokens are ready', () => {
    const [next] = tokenTransition(member, { type: 'received', tokens })
    expect([next.status, next.error]).toEqual(['ready', null])
  })
})
