// The login machine's transitions on their own: no effect except VERIFY's, verification refused from
// any other state (or without a state token) with its message, and REQUIRE_EMAIL_VERIFICATION
// without a state token read as Unknown _state.
import { describe, expect, it } from 'vitest'
import { initialLoginState, loginTransition, mapProviderState, type LoginStateMachine } from '../loginMachine'
import type { ProviderError } from '../errors'

const providerError: ProviderError = { status: 400, message: 'nope', code: '-19976', fieldViolations: [] }

describe('login machine: effects', () => {
  it('answers, failures and reset carry no effect', () => {
    const events = [
      { type: 'answer', body: { state: 'SUCCESS', sessionToken: 's' } },
      { type: 'registerFailed', error: providerError },
      { type: 'loginFailed', error: providerError },
      { type: 'networkFailed', message: 'offline' },
      { type: 'reset' },
    ] as const
    for (const event of events) expect(loginTransition(initialLoginState, event)[1]).toEqual([])
  })

  it('VERIFY from EMAIL_VERIFICATION_REQUIRED with a state token gives one verify effect', () => {
    const state: LoginStateMachine = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st' } }
    expect(loginTransition(state, { type: 'verify' })).toEqual([state, [{ type: 'verify', stateToken: 'st' }]])
  })

  it('VERIFY elsewhere, or without a state token, is a FAILURE naming the state, without effect', () => {
    const cases: [LoginStateMachine, string][] = [
      [{ loginState: 'FAILURE', data: { stateToken: 'st' } }, 'FAILURE'],
      [{ loginState: 'EMAIL_VERIFICATION_REQUIRED' }, 'EMAIL_VERIFICATION_REQUIRED'],
      [{ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: {} }, 'EMAIL_VERIFICATION_REQUIRED'],
      [initialLoginState, 'INITIAL'],
    ]
    for (const [state, name] of cases) {
      expect(loginTransition(state, { type: 'verify' })).toEqual([
        {
          loginState: 'FAILURE',
          error: `Email verification is only possible in EMAIL_VERIFICATION_REQUIRED, not in ${name}`,
        },
        [],
      ])
    }
  })

  it('REQUIRE_EMAIL_VERIFICATION without a string state token is Unknown _state', () => {
    for (const stateToken of [undefined, 7])
      expect(mapProviderState({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken })).toEqual({
        loginState: 'FAILURE',
        error: 'Unknown _state',
      })
  })
})
