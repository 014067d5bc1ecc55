// readFactorSignIn on answers the happy-path tests do not give: owner approval, email verification,
// missing or malformed challenge data, unknown factor types; and the misuse checks of the two calls.
import { describe, expect, it } from 'vitest'
import { readFactorSignIn, startFactorSignIn, verifyFactorBody } from '../verifyFactor'
import { scriptedApi } from './fakes'

const unknown = { state: 'FAILURE', error: 'Unknown _state' }

describe('readFactorSignIn: every state', () => {
  it('reads REQUIRE_OWNER_APPROVAL and REQUIRE_EMAIL_VERIFICATION', () => {
    expect(readFactorSignIn({ state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'st' })).toStrictEqual({
      state: 'REQUIRE_OWNER_APPROVAL',
    })
    expect(readFactorSignIn({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st' })).toStrictEqual({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: 'st',
    })
    expect(readFactorSignIn({ state: 'REQUIRE_EMAIL_VERIFICATION' })).toStrictEqual(unknown)
  })

  it('reads no body, a null body and a non-object body as Unknown _state', () => {
    for (const body of [null, undefined, 'SUCCESS', 42]) expect(readFactorSignIn(body)).toStrictEqual(unknown)
  })

  it('REQUIRE_MFA keeps only known factor type strings (not a list that stringifies to one), and has none without requireMfaData', () => {
    expect(
      readFactorSignIn({
        state: 'REQUIRE_MFA',
        stateToken: 'st',
        requireMfaData: {
          availableFactors: [
            { factorType: 'WEBAUTHN' },
            {},
            null,
            { factorType: 7 },
            { factorType: ['SMS'] },
            { factorType: 'TOTP' },
          ],
        },
      }),
    ).toStrictEqual({ state: 'REQUIRE_MFA', stateToken: 'st', availableFactors: ['TOTP'] })
    expect(readFactorSignIn({ state: 'REQUIRE_MFA', stateToken: 'st', requireMfaData: null })).toStrictEqual({
      state: 'REQUIRE_MFA',
      stateToken: 'st',
      availableFactors: [],
    })
    expect(readFactorSignIn({ state: 'REQUIRE_MFA', stateToken: 'st', requireMfaData: {} })).toStrictEqual({
      state: 'REQUIRE_MFA',
      stateToken: 'st',
      availableFactors: [],
    })
  })

  it('MFA_CHALLENGE needs a state token; absent, empty or non-string challenge fields read as undefined', () => {
    expect(readFactorSignIn({ state: 'MFA_CHALLENGE', mfaChallengeData: { factorType: 'SMS' } })).toStrictEqual(unknown)
    expect(readFactorSignIn({ state: 'MFA_CHALLENGE', stateToken: 'st' })).toStrictEqual({
      state: 'MFA_CHALLENGE',
      stateToken: 'st',
      factorType: undefined,
      hint: undefined,
      transactionId: undefined,
    })
    expect(
      readFactorSignIn({
        state: 'MFA_CHALLENGE',
        stateToken: 'st',
        mfaChallengeData: { factorType: 7, verificationChallengeData: { hint: '', pushData: { transactionId: 99 } } },
      }),
    ).toStrictEqual({
      state: 'MFA_CHALLENGE',
      stateToken: 'st',
      factorType: undefined,
      hint: undefined,
      transactionId: undefined,
    })
  })

  it('a SUCCESS whose session token is empty or not a string is Unknown _state', () => {
    expect(readFactorSignIn({ state: 'SUCCESS', sessionToken: '' })).toStrictEqual(unknown)
    expect(readFactorSignIn({ state: 'SUCCESS', sessionToken: 5 })).toStrictEqual(unknown)
  })
})

describe('misuse before sending', () => {
  it('verifyFactorBody refuses a state token that is not a string', () => {
    for (const stateToken of [42, null, { t: 's' }])
      expect(() => verifyFactorBody({ factorType: 'SMS', stateToken: stateToken as never })).toThrow(
        new RangeError('verifyFactor needs the stateToken of the sign-in in progress'),
      )
  })

  it('startFactorSignIn refuses missing parameters and an email that is not a non-empty string', () => {
    const { http, api } = scriptedApi()
    for (const params of [null, undefined, { email: 42 }, { email: '' }, {}])
      expect(() => startFactorSignIn(api, params as never)).toThrow(
        new RangeError('startFactorSignIn needs the member email'),
      )
    expect(http.requests).toHaveLength(0)
  })
})
