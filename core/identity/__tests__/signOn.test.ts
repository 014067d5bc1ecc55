// POST /v2/sign-on over a scripted transport: the sign-on body, the API key as authorization, the
// answer and the refusals as values.
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { BASE, scriptedApi } from './fakes'
import { SIGN_ON_PATH, signOn } from '../signOn'

const URL = BASE + SIGN_ON_PATH

const scripted = scriptedApi

describe('signOn', () => {
  it('sends loginId, profile, verifyEmail and mergeExistingContact with the API key, and answers the session', async () => {
    const { http, api } = scripted()
    http.on('POST', URL, jsonResponse({ sessionToken: 'sess-9', identity: { id: 'm-1' } }))
    const result = await signOn(
      api,
      { email: ' ann@site.test ', profile: { nickname: 'Ann' }, verifyEmail: true, mergeExistingContact: false },
      'api-key-1',
    )
    expect(result).toEqual({ ok: true, value: { sessionToken: 'sess-9', identity: { id: 'm-1' } } })
    const [request] = http.requests
    expect(request.headers?.authorization).toBe('api-key-1')
    expect(JSON.parse(request.body!)).toEqual({
      loginId: { email: 'ann@site.test' },
      profile: { nickname: 'Ann' },
      verifyEmail: true,
      mergeExistingContact: false,
    })
  })

  it('answers the provider’s refusal as a value with its message, and a network failure as System error', async () => {
    const { http, api } = scripted()
    http.once(
      'POST',
      URL,
      jsonResponse(
        {
          message: 'loginId.email: must be a valid email address',
          details: {
            validationError: {
              fieldViolations: [{ field: 'loginId.email', description: 'must be a valid email address' }],
            },
          },
        },
        400,
      ),
    )
    const refused = await signOn(api, { email: 'nope' }, 'k')
    expect(refused.ok).toBe(false)
    if (!refused.ok) {
      expect(refused.error.message).toBe('INVALID_ARGUMENT: loginId.email must be a valid email address')
      expect(refused.error.code).toBe('BAD_REQUEST')
    }
    http.once('POST', URL, () => {
      throw new Error('socket hang up')
    })
    const offline = await signOn(api, { email: 'a@site.test' }, 'k')
    expect(offline.ok ? 'ok' : offline.error.message).toBe('System error occurred')
    http.once('POST', URL, jsonResponse({}))
    const empty = await signOn(api, { email: 'a@site.test' }, 'k')
    expect(empty.ok ? 'ok' : empty.error.message).toBe('System error occurred')
  })

  it('refuses misuse before sending: no API key, no email, flags that are not booleans', async () => {
    const { http, api } = scripted()
    await expect(signOn(api, { email: 'a@site.test' }, '')).rejects.toThrow('signOn needs the site API key')
    await expect(signOn(api, { email: '  ' }, 'k')).rejects.toThrow('signOn needs the member email')
    await expect(signOn(api, { email: 'a@site.test', verifyEmail: 'yes' as never }, 'k')).rejects.toThrow(
      'signOn: verifyEmail must be a boolean when given',
    )
    expect(http.requests).toHaveLength(0)
  })
})
