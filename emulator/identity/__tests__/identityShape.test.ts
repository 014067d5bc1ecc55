// The identity entity end to end: the client sends clientMetaData on register and login, and the
// emulator answers the identity in the shape of core/identity's `Identity` (profile lists tagged,
// address fields, custom fields, status and factors).
import { describe, expect, it } from 'vitest'
import { fetchHttp } from '../../../adapters/node'
import type { HttpRequest } from '../../../ports'
import { AddressTag, EmailTag, FactorType, IdentityStatus, type Identity } from '../../../core/identity'
import { servedIdentity } from './identityTestSetup'

const idp = servedIdentity()

// A client whose requests are recorded on their way to the emulator.
function recordingClient() {
  const sent: HttpRequest[] = []
  const http = fetchHttp()
  const client = idp.client({ clientId: 'shape-client', http: { request: (r) => (sent.push(r), http.request(r)) } })
  // The bodies sent to `path` (register or login), in order.
  const bodies = (path: string) =>
    sent.filter((r) => r.url.endsWith(path)).map((r) => JSON.parse(String(r.body)) as Record<string, unknown>)
  return { client, bodies }
}

describe('identity entity and clientMetaData', () => {
  it('register and login send clientMetaData; the identity comes back typed and tagged', async () => {
    const { client, bodies } = recordingClient()
    const meta = { source: 'checkout', build: 7 }
    const registered = await client.register({
      email: 'ada@site.test',
      password: 'pass-1234',
      clientMetaData: meta,
      profile: {
        firstName: 'Ada',
        emails: [{ email: 'ada@work.test', tag: EmailTag.WORK }, { email: 'ada@home.test' }],
        addresses: [
          {
            tag: AddressTag.SHIPPING,
            address: {
              city: 'Lyon',
              country: 'FR',
              postalCode: '69001',
              streetAddress: { name: 'Rue de la République', number: '12', apt: '3B' },
              location: { latitude: 45.76, longitude: 4.83 },
              bogus: 'dropped',
            },
          },
        ],
        customFields: [{ name: 'favouriteFilm', value: 'Alien' }, { name: 'broken' }],
      },
    })
    expect(registered.loginState).toBe('SUCCESS')
    expect(bodies('/v2/register')[0]!.clientMetaData).toEqual(meta)
    const identity: Identity = registered.data!.identity!
    expect(identity.email).toEqual({ address: 'ada@site.test', isVerified: true })
    expect(identity.status).toEqual({ name: IdentityStatus.ACTIVE, reasons: [] })
    expect(Date.parse(identity.createdDate)).toBeGreaterThan(0)
    expect(Date.parse(identity.updatedDate)).toBeGreaterThanOrEqual(Date.parse(identity.createdDate))
    expect(identity.identityProfile).toEqual({
      firstName: 'Ada',
      emails: [
        { email: 'ada@work.test', tag: 'WORK' },
        { email: 'ada@home.test', tag: 'UNTAGGED' },
      ],
      phones: [],
      addresses: [
        {
          tag: 'SHIPPING',
          address: {
            city: 'Lyon',
            country: 'FR',
            postalCode: '69001',
            location: { latitude: 45.76, longitude: 4.83 },
            streetAddress: { name: 'Rue de la République', number: '12', apt: '3B' },
          },
        },
      ],
      customFields: [{ name: 'favouriteFilm', value: 'Alien' }],
    })
    expect(identity.factors.map((f) => [f.type, f.status])).toEqual([[FactorType.PASSWORD, 'ACTIVE']])

    const loggedIn = await client.login({ email: 'ada@site.test', password: 'pass-1234', clientMetaData: { step: 2 } })
    expect(loggedIn.loginState).toBe('SUCCESS')
    expect(bodies('/v2/login')[0]!.clientMetaData).toEqual({ step: 2 })
    expect(loggedIn.data!.identity!.identityProfile.firstName).toBe('Ada')
  })
  it('a pending member: status PENDING with its reasons; clientMetaData that is not an object is refused', async () => {
    idp.config.members.requireOwnerApproval = true
    const { client } = recordingClient()
    const pending = await client.register({ email: 'bo@site.test', password: 'pass-1234' })
    expect(pending.loginState).toBe('OWNER_APPROVAL_REQUIRED')
    const answer = await fetch(`${idp.url}/_api/iam/authentication/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: { email: 'bo@site.test' }, password: 'pass-1234' }),
    })
    const { identity } = (await answer.json()) as { identity: Identity }
    expect(identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] })
    idp.config.members.requireOwnerApproval = false
    const refused = await client.login({
      email: 'bo@site.test',
      password: 'pass-1234',
      clientMetaData: 'web' as never,
    })
    expect(refused.loginState).toBe('FAILURE')
    expect(refused.error).toContain('clientMetaData')
  })
})
