// The client's token calls on inputs the flow tests leave out: a refresh token given without an access
// token, an access token given without a refresh token, renewToken's answer not being stored, and
// the Authorization header.
import { describe, expect, it } from 'vitest'
import { setup } from './fakes'

describe('generateVisitorTokens with partial tokens', () => {
  it('renews from a given refresh token when no access token comes with it', async () => {
    const { client, tokenRequests } = setup()
    const tokens = await client.generateVisitorTokens({ refreshToken: { value: 'given-refresh', role: 'visitor' } })
    expect(tokens.accessToken.value).toMatch(/^renewed-/)
    expect(tokens.refreshToken).toEqual({ value: 'given-refresh', role: 'visitor' })
    expect(tokenRequests('refresh_token').map((r) => JSON.parse(r.body!).refreshToken)).toEqual(['given-refresh'])
    expect(tokenRequests('anonymous')).toHaveLength(0)
  })

  it('ignores a given access token without a refresh token and asks for anonymous tokens', async () => {
    const { client, clock, tokenRequests } = setup()
    const tokens = await client.generateVisitorTokens({
      visitorToken: { value: 'lonely', expiresAt: Math.floor(clock.now() / 1000) + 3600 },
    })
    expect(tokens.accessToken.value).toBe('visitor-1')
    expect(tokenRequests('anonymous')).toHaveLength(1)
  })
})

describe('renewToken and getAuthHeaders', () => {
  it('renewToken answers new tokens without storing them', async () => {
    const { client, storage } = setup()
    const renewed = await client.renewToken({ value: 'r-1', role: 'member' })
    expect(renewed.accessToken.value).toBe('renewed-1')
    expect(renewed.refreshToken).toEqual({ value: 'r-1', role: 'member' })
    expect(client.getTokens().accessToken.value).toBe('')
    expect(storage.entries()).toEqual({})
  })

  it('getAuthHeaders answers the raw access token as Authorization', async () => {
    const { client } = setup()
    expect(await client.getAuthHeaders()).toEqual({ headers: { Authorization: 'visitor-1' } })
  })
})
