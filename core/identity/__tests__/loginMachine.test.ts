import { describe, expect, it } from 'vitest'
import {
  describeViolations,
  initialLoginState,
  LoginState,
  loginTransition,
  mapLoginError,
  mapProviderState,
  mapRegisterError,
  type ProviderError,
} from '../index'

const providerError = (code?: string, extra: Partial<ProviderError> = {}): ProviderError => ({
  status: 400,
  message: `message ${code}`,
  code,
  fieldViolations: [],
  ...extra,
})

describe('login state machine', () => {
  it('maps provider states', () => {
    expect(mapProviderState({ state: 'SUCCESS', sessionToken: 'st' })).toMatchObject({
      loginState: 'SUCCESS',
      data: { sessionToken: 'st' },
    })
    expect(mapProviderState({ state: 'REQUIRE_OWNER_APPROVAL' })).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' })
    expect(mapProviderState({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'x' })).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'x' },
    })
    for (const odd of [{ state: 'WHAT' }, null, 'SUCCESS', 42, {}, { state: 'SUCCESS' }]) {
      expect(mapProviderState(odd)).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' })
    }
  })

  it('maps register errors to their login error codes', () => {
    const email = providerError(undefined, {
      fieldViolations: [{ field: 'loginId.email', description: 'not an email', data: { type: 'EMAIL' } }],
    })
    expect(mapRegisterError(email)).toEqual({ loginState: 'FAILURE', error: 'not an email', errorCode: 'invalidEmail' })
    expect(mapRegisterError(providerError('-19971')).errorCode).toBe('missingCaptchaToken')
    expect(mapRegisterError(providerError('-19995')).errorCode).toBe('emailAlreadyExists')
    expect(mapRegisterError(providerError('-19970')).errorCode).toBe('invalidCaptchaToken')
    expect(mapRegisterError(providerError('-1'))).toEqual({ loginState: 'FAILURE', error: 'message -1' })
  })

  it('maps login errors to their login error codes: anything unknown is invalidEmail', () => {
    expect(mapLoginError(providerError('-19971')).errorCode).toBe('missingCaptchaToken')
    expect(mapLoginError(providerError('-19970')).errorCode).toBe('invalidCaptchaToken')
    expect(mapLoginError(providerError('-19976'))).toEqual({
      loginState: 'FAILURE',
      error: 'message -19976',
      errorCode: 'invalidPassword',
    })
    expect(mapLoginError(providerError('-19973')).errorCode).toBe('resetPassword')
    expect(mapLoginError(providerError('-1')).errorCode).toBe('invalidEmail')
    expect(mapLoginError(providerError()).errorCode).toBe('invalidEmail')
  })

  it('reports field violations as INVALID_ARGUMENT lines sorted by field', () => {
    expect(
      describeViolations([
        { field: 'password', description: 'too short' },
        { field: 'loginId', description: 'missing' },
      ]),
    ).toBe('INVALID_ARGUMENT: loginId missing\nINVALID_ARGUMENT: password too short')
    expect(
      mapRegisterError(
        providerError('-1', {
          fieldViolations: [
            { field: 'b', description: '2' },
            { field: 'a', description: '1' },
          ],
        }),
      ).error,
    ).toBe('INVALID_ARGUMENT: a 1\nINVALID_ARGUMENT: b 2')
  })

  it('allows email code verification only from EMAIL_VERIFICATION_REQUIRED', () => {
    const [waiting] = loginTransition(initialLoginState, {
      type: 'answer',
      body: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'tok' },
    })
    expect(loginTransition(waiting, { type: 'verify' })).toEqual([waiting, [{ type: 'verify', stateToken: 'tok' }]])
    for (const from of [
      initialLoginState,
      mapProviderState({ state: 'SUCCESS', sessionToken: 's' }),
      mapProviderState({ state: 'REQUIRE_OWNER_APPROVAL' }),
    ]) {
      const [next, effects] = loginTransition(from, { type: 'verify' })
      expect(next.loginState).toBe(LoginState.FAILURE)
      expect(effects).toEqual([])
    }
  })

  it('network failures are FAILURE values; RESET goes back to INITIAL', () => {
    const [failed] = loginTransition(initialLoginState, { type: 'networkFailed', message: 'offline' })
    expect(failed).toEqual({ loginState: 'FAILURE', error: 'offline' })
    expect(loginTransition(failed, { type: 'reset' })[0]).toBe(initialLoginState)
  })
})
