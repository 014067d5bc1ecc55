import { describe, expect, it } from 'vitest'
import { initialTokenState, tokenNeed, tokenTransition, type TokenState, type Tokens } from '../index'
import { IdentityError } from '../errors'

const NOW = Date.UTC(2024, 0, 1)
const sec = Math.floor(NOW / 1000)
const tokens = (role: 'visitor' | 'member', expiresIn: number, refresh = 'r'): Tokens => ({
  accessToken: { value: 'a', expiresAt: sec + expiresIn },
  refreshToken: { value: refresh, role },
})
const ensure = (state: TokenState, stored: Tokens | null, skewSeconds = 60) =>
  tokenTransition(state, { type: 'ensure', stored, nowMs: NOW, skewSeconds })

describe('token lifecycle machine', () => {
  it('requests an anonymous visitor token when there are no tokens', () => {
    const [state, effects] = ensure(initialTokenState, null)
    expect(effects).toEqual([{ type: 'requestVisitor' }])
    expect(state).toMatchObject({ status: 'loading', role: 'none' })
  })

  it('uses valid stored tokens without any request', () => {
    const [state, effects] = ensure(initialTokenState, tokens('member', 3600))
    expect(effects).toEqual([])
    expect(state).toMatchObject({ status: 'ready', role: 'member' })
  })

  it('renews from the refresh token when the access token expired', () => {
    const [, effects] = ensure(initialTokenState, tokens('visitor', -1))
    expect(effects).toEqual([{ type: 'renew', refreshToken: 'r' }])
  })

  it('renews ahead of expiry: within the skew margin counts as expired', () => {
    expect(ensure(initialTokenState, tokens('visitor', 59), 60)[1]).toEqual([{ type: 'renew', refreshToken: 'r' }])
    expect(ensure(initialTokenState, tokens('visitor', 61), 60)[1]).toEqual([])
    expect(ensure(initialTokenState, tokens('visitor', 1), 0)[1]).toEqual([])
    expect(ensure(initialTokenState, tokens('visitor', 0), 0)[1]).toEqual([{ type: 'renew', refreshToken: 'r' }])
  })

  it('asks for a visitor token when an expired access token has no refresh token', () => {
    expect(ensure(initialTokenState, tokens('visitor', -5, ''))[1]).toEqual([{ type: 'requestVisitor' }])
  })

  it('stores received tokens and takes their role', () => {
    const [state, effects] = tokenTransition(initialTokenState, { type: 'received', tokens: tokens('member', 100) })
    expect(state).toMatchObject({ role: 'member', status: 'ready' })
    expect(effects).toEqual([{ type: 'persist', tokens: tokens('member', 100) }])
  })

  it('a refused renewal of a member gives a visitor token and a sessionExpired effect (never a silent demotion)', () => {
    const [member] = ensure(initialTokenState, tokens('member', -1))
    const [state, effects] = tokenTransition(member, { type: 'renewRejected' })
    expect(state).toMatchObject({ tokens: null, role: 'none' })
    expect(effects).toEqual([{ type: 'persist', tokens: null }, { type: 'sessionExpired' }, { type: 'requestVisitor' }])
  })

  it('a refused renewal of a visitor gives a new visitor token without sessionExpired', () => {
    const [visitor] = ensure(initialTokenState, tokens('visitor', -1))
    expect(tokenTransition(visitor, { type: 'renewRejected' })[1]).toEqual([
      { type: 'persist', tokens: null },
      { type: 'requestVisitor' },
    ])
  })

  it('a failure without answer keeps the tokens', () => {
    const [member] = ensure(initialTokenState, tokens('member', -1))
    const offline = new IdentityError('NETWORK_ERROR', 'System error occurred')
    const [state, effects] = tokenTransition(member, { type: 'failed', error: offline })
    expect(state.tokens).toEqual(tokens('member', -1))
    expect([state.status, state.error]).toEqual(['error', offline])
    expect(effects).toEqual([])
  })

  it('logout clears both tokens and sets the role to none', () => {
    const [member] = tokenTransition(initialTokenState, { type: 'set', tokens: tokens('member', 100) })
    expect(member.role).toBe('member')
    expect(tokenTransition(member, { type: 'logout' })).toEqual([
      { tokens: null, role: 'none', status: 'idle', error: null },
      [{ type: 'persist', tokens: null }],
    ])
  })

  it('each change gives a new state reference', () => {
    const [a] = ensure(initialTokenState, null)
    expect(a).not.toBe(initialTokenState)
  })

  it('tokenNeed treats empty tokens as none', () => {
    expect(
      tokenNeed({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } }, NOW, 0),
    ).toBe('visitor')
  })
})
