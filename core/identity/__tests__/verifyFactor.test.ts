// POST /v2/{factorType}/verify over a scripted transport: each factor's body, the answers read as
// sign-in steps, refusals as values.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { jsonResponse } from '../../../adapters/memory'
import { FactorType } from '../identityEnums'
import { BASE, scriptedApi } from './fakes'
import { readFactorSignIn, startFactorSignIn, verifyFactor, verifyFactorBody } from '../verifyFactor'

const scripted = scriptedApi

describe('verifyFactor', () => {
  it('posts each factor type to its own path with stateToken, rememberThisDevice and its data field', async () => {
    const { http, api } = scripted()
    http.on('POST', `${BASE}/_api/iam/authentication/v2/*`, jsonResponse({ state: 'SUCCESS', sessionToken: 's-1' }))
    const cases = [
      { factorType: 'PASSWORD', password: 'pw-1', field: { passwordData: { password: 'pw-1' } } },
      { factorType: 'SMS', code: '111111', field: { smsData: { code: '111111' } } },
      { factorType: 'CALL', code: '222222', field: { callData: { code: '222222' } } },
      { factorType: 'EMAIL', code: '333333', field: { emailData: { code: '333333' } } },
      { factorType: 'TOTP', code: '444444', field: { totpData: { code: '444444' } } },
      { factorType: 'PUSH', transactionId: 'tx-1', field: { pushData: { transactionId: 'tx-1' } } },
    ] as const
    for (const { field, ...params } of cases) {
      const answer = await verifyFactor(api, { ...params, stateToken: 'st-1', rememberThisDevice: true })
      expect(answer).toEqual({ state: 'SUCCESS', sessionToken: 's-1', identity: undefined })
      const request = http.requests[http.requests.length - 1]
      expect(request.url).toBe(`${BASE}/_api/iam/authentication/v2/${params.factorType}/verify`)
      expect(JSON.parse(request.body!)).toEqual({ stateToken: 'st-1', rememberThisDevice: true, ...field })
    }
    expect(http.requests.map((r) => r.url.split('/')[7])).toEqual(Object.keys(FactorType))
  })

  it('reads the challenge and MFA steps, and a refusal as FAILURE with the provider’s code', async () => {
    const { http, api } = scripted()
    const path = `${BASE}/_api/iam/authentication/v2/SMS/verify`
    http.once(
      'POST',
      path,
      jsonResponse({
        state: 'MFA_CHALLENGE',
        stateToken: 'st-2',
        mfaChallengeData: { factorType: 'SMS', verificationChallengeData: { hint: '+3•••67' } },
      }),
    )
    expect(await verifyFactor(api, { factorType: 'SMS', stateToken: 'st-2' })).toEqual({
      state: 'MFA_CHALLENGE',
      stateToken: 'st-2',
      factorType: 'SMS',
      hint: '+3•••67',
      transactionId: undefined,
    })
    expect(JSON.parse(http.requests[0].body!)).toEqual({ stateToken: 'st-2', smsData: {} })
    http.once(
      'POST',
      path,
      jsonResponse(
        {
          message: 'The code is wrong: 4 tries left',
          details: { applicationError: { code: 'INVALID_VERIFICATION_CODE' } },
        },
        400,
      ),
    )
    expect(await verifyFactor(api, { factorType: 'SMS', stateToken: 'st-2', code: '000000' })).toEqual({
      state: 'FAILURE',
      error: 'The code is wrong: 4 tries left',
      code: 'INVALID_VERIFICATION_CODE',
    })
    http.once('POST', path, () => {
      throw new Error('offline')
    })
    expect(await verifyFactor(api, { factorType: 'SMS', stateToken: 'st-2', code: '1' })).toMatchObject({
      state: 'FAILURE',
      error: 'System error occurred',
    })
  })

  it('startFactorSignIn reads REQUIRE_MFA with the available factors, and REQUIRE_FIRST_FACTOR', async () => {
    const { http, api } = scripted()
    const login = `${BASE}/_api/iam/authentication/v2/login`
    http.once(
      'POST',
      login,
      jsonResponse({
        state: 'REQUIRE_MFA',
        stateToken: 'st-3',
        requireMfaData: {
          availableFactors: [{ factorType: 'TOTP' }, { factorType: 'WEBAUTHN' }, { factorType: 'SMS' }],
        },
      }),
    )
    expect(await startFactorSignIn(api, { email: 'a@site.test', password: 'pw' })).toEqual({
      state: 'REQUIRE_MFA',
      stateToken: 'st-3',
      availableFactors: ['TOTP', 'SMS'],
    })
    http.once('POST', login, jsonResponse({ state: 'REQUIRE_FIRST_FACTOR', stateToken: 'st-4' }))
    expect(await startFactorSignIn(api, { email: 'a@site.test' })).toEqual({
      state: 'REQUIRE_FIRST_FACTOR',
      stateToken: 'st-4',
    })
    expect(JSON.parse(http.requests[1].body!)).toEqual({ loginId: { email: 'a@site.test' } })
  })

  it('refuses misuse before sending', async () => {
    const { http, api } = scripted()
    expect(() => verifyFactor(api, { factorType: 'WEBAUTHN' as never, stateToken: 's' })).toThrow(
      'factorType must be one of PASSWORD, SMS, CALL, EMAIL, TOTP, PUSH',
    )
    expect(() => verifyFactor(api, { factorType: 'TOTP', stateToken: '' })).toThrow('needs the stateToken')
    expect(() => verifyFactorBody({ factorType: 'TOTP', stateToken: 's' })).toThrow('TOTP needs the code')
    expect(() => verifyFactorBody({ factorType: 'PASSWORD', stateToken: 's' })).toThrow('PASSWORD needs the password')
    expect(http.requests).toHaveLength(0)
  })

  it('any answer body reads as a step or as FAILURE Unknown _state, never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const step = readFactorSignIn(body)
        if (step.state === 'FAILURE') expect(step.error).toBe('Unknown _state')
        else if (step.state !== 'SUCCESS' && step.state !== 'REQUIRE_OWNER_APPROVAL')
          expect(typeof step.stateToken).toBe('string')
      }),
    )
  })
})
