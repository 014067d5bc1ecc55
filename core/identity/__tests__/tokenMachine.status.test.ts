// The token machine's fetch status: fetching while a visitor token replaces a refused renewal, idle
// again after a failure.
import { describe, expect, it } from 'vitest'
import { tokenTransition, type TokenState } from '../tokenMachine'

const member: TokenState = {
  tokens: { accessToken: { value: 'a', expiresAt: 0 }, refreshToken: { value: 'r', role: 'member' } },
  role: 'member',
  status: 'fetching',
}

describe('token machine: status', () => {
  it('a refused renewal clears the tokens and stays fetching for the visitor request', () => {
    const [next, effects] = tokenTransition(member, { type: 'RENEW_REJECTED' })
    expect(next).toEqual({ tokens: null, role: 'none', status: 'fetching' })
    expect(effects.map((e) => e.type)).toEqual(['persist', 'sessionExpired', 'requestVisitor'])
  })

  it('a failure while fetching goes back to idle and keeps the tokens; when idle it changes nothing', () => {
    const [next, effects] = tokenTransition(member, { type: 'FAILED' })
    expect(next).toEqual({ ...member, status: 'idle' })
    expect(effects).toEqual([])
    const idle: TokenState = { ...member, status: 'idle' }
    expect(tokenTransition(idle, { type: 'FAILED' })[0]).toBe(idle)
  })
})
