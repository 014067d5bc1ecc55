// signOn's refusals of arguments of the wrong type (RangeErrors before any request) and of answers
// without a usable session token (a value, never a thrown error).
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../adapters/memory'
import { SIGN_ON_PATH, signOn, signOnBody } from '../signOn'
import { BASE, scriptedApi } from './fakes'

const URL = BASE + SIGN_ON_PATH

describe('signOnBody: misuse', () => {
  it('refuses missing parameters and an email that is not a string', () => {
    for (const params of [null, undefined, { email: 42 }, { email: ['a@site.test'] }, {}]) {
      expect(() => signOnBody(params as never)).toThrow(
        new RangeError('signOn needs the member email as a non-empty string'),
      )
    }
  })

  it('refuses a profile that is not an object, null included', () => {
    for (const profile of ['Ann', 7, null, true]) {
      expect(() => signOnBody({ email: 'a@site.test', profile: profile as never })).toThrow(
        new RangeError('signOn: profile must be an object when given'),
      )
    }
    expect(signOnBody({ email: 'a@site.test', profile: { nickname: 'Ann' } }).profile).toEqual({ nickname: 'Ann' })
  })
})

describe('signOn: API key and answers', () => {
  it('refuses an API key that is not a string without sending', async () => {
    const { http, api } = scriptedApi()
    for (const key of [42, { key: 'k' }, undefined]) {
      await expect(signOn(api, { email: 'a@site.test' }, key as never)).rejects.toThrow(
        new RangeError('signOn needs the site API key (a server call)'),
      )
    }
    expect(http.requests).toHaveLength(0)
  })

  it('an answer whose session token is not a non-empty string is a System error value with details', async () => {
    const { http, api } = scriptedApi()
    for (const sessionToken of [42, '', null]) {
      http.once('POST', URL, jsonResponse({ sessionToken }))
      const result = await signOn(api, { email: 'a@site.test' }, 'k')
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(result.error).toMatchObject({
        message: 'System error occurred',
        details: 'sign-on answered without a sessionToken',
      })
    }
  })
})
