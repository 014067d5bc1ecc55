// SSO with the emulator's test identity provider: `GET /v1/sso/login/{tenantId}/{idpConnectionId}`
// (and its form-post fallback for queries over 4000 characters) shows the provider's page and posts
// the encrypted login answer on a BroadcastChannel; `POST /v1/sso/login-with-token-params` signs in
// with the provider's token parameters.
import { createCipheriv, randomBytes } from 'node:crypto'
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { appError, fail, invalidFields, type Violation } from '../errors'
import { broadcastPage, testIdpPage } from './pages'
import { isEmail, notAnObject, objectBody } from './responses'
import { safeEqual } from './secrets'
import type { IdentityStore, MemberRow } from './store'
import { NO_PASSWORD } from './signOn'

/** The one SSO connection the emulator knows: its test identity provider. */
export const EMULATOR_IDP_CONNECTION_ID = '7e57c0de-0000-4000-8000-000000000001'
/** The `tokenParams.idpToken` the test identity provider accepts (with `tokenParams.email`). */
export const EMULATOR_IDP_TOKEN = 'vitrine-emulator-idp-token'

const TENANT_TYPES = ['ACCOUNT', 'SITE', 'ROOT']
const SSO_FIELDS = ['tenantType', 'customPayload', 'sessionId', 'encryptionKey', 'visitorId', 'bsi'] as const

/** Encrypts `value` as JSON with AES-GCM under a base64 key: `{iv, data}` in base64 (data ends with the tag). */
export function sealAnswer(value: unknown, keyBase64: string): { iv: string; data: string } {
  const key = Buffer.from(keyBase64, 'base64')
  const iv = randomBytes(12)
  const cipher = createCipheriv(`aes-${key.length * 8}-gcm` as 'aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { iv: iv.toString('base64'), data: data.toString('base64') }
}

const keyBytes = (value: string) => (/^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64').length : 0)

/** The SSO calls; `signedIn` finishes a sign-in the identity provider vouched for (the login answer). */
export function ssoCalls(store: IdentityStore, signedIn: (member: MemberRow) => Promise<EmulatorResponse>) {
  /** The member the provider vouched for: found, or created with a verified email and no password. */
  const vouchedMember = async (email: string) =>
    (await store.memberByEmail(email)) ??
    (await store.createMember({
      email,
      passwordHash: NO_PASSWORD,
      profile: {},
      emailVerified: true,
      approved: true,
    })) ??
    (await store.memberByEmail(email))

  const unknownConnection = () =>
    fail(
      404,
      'IDP_CONNECTION_NOT_FOUND',
      `No SSO connection with this id (the emulator has ${EMULATOR_IDP_CONNECTION_ID})`,
    )

  return {
    /** POST /v1/sso/login-with-token-params `{idpConnectionId, tokenParams}`: a login answer. */
    async loginWithTokenParams(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = objectBody(request.body)
      if (!body) throw notAnObject()
      const v: Violation[] = []
      if (typeof body.idpConnectionId !== 'string' || !body.idpConnectionId)
        v.push({ field: 'idpConnectionId', description: 'must be a non-empty string', ruleName: 'REQUIRED' })
      const params = objectBody(body.tokenParams)
      if (!params || Object.values(params).some((p) => typeof p !== 'string' || p.length > 4096))
        v.push({ field: 'tokenParams', description: 'must be an object of strings', ruleName: 'TYPE' })
      if (v.length) throw invalidFields(v)
      if (body.idpConnectionId !== EMULATOR_IDP_CONNECTION_ID) throw unknownConnection()
      const { email, idpToken } = params as Record<string, string>
      if (!isEmail(email))
        throw invalidFields([
          {
            field: 'tokenParams.email',
            description: 'must be a valid email address',
            ruleName: 'EMAIL',
            type: 'EMAIL',
          },
        ])
      if (typeof idpToken !== 'string' || !safeEqual(idpToken, EMULATOR_IDP_TOKEN))
        throw fail(401, 'INVALID_TOKEN_PARAMS', 'The identity provider refused tokenParams.idpToken')
      const member = await vouchedMember(email)
      if (!member) throw fail(409, '-19995', 'The member could not be created; try again')
      return signedIn(member)
    },

    /** GET or POST /v1/sso/login/{tenantId}/{idpConnectionId}: the provider's page, then the encrypted answer. */
    async login(request: EmulatorRequest): Promise<EmulatorResponse> {
      const { tenantId = '', idpConnectionId: connectionId = '' } = request.params
      const source =
        request.method === 'POST' ? (objectBody(request.body) ?? {}) : Object.fromEntries(request.url.searchParams)
      const fields: Record<string, string> = {}
      for (const name of SSO_FIELDS) if (typeof source[name] === 'string') fields[name] = source[name] as string
      const v: Violation[] = []
      if (!tenantId) v.push({ field: 'tenantId', description: 'must be a non-empty string', ruleName: 'REQUIRED' })
      if (fields.tenantType !== undefined && !TENANT_TYPES.includes(fields.tenantType))
        v.push({ field: 'tenantType', description: `must be one of ${TENANT_TYPES.join(', ')}`, ruleName: 'VALUE' })
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(fields.sessionId ?? ''))
        v.push({ field: 'sessionId', description: 'must be 1 to 200 letters, digits, - or _', ruleName: 'FORMAT' })
      if (![16, 24, 32].includes(keyBytes(fields.encryptionKey ?? '')))
        v.push({
          field: 'encryptionKey',
          description: 'must be a base64 AES key of 16, 24 or 32 bytes',
          ruleName: 'FORMAT',
        })
      if (v.length) throw invalidFields(v)
      if (connectionId !== EMULATOR_IDP_CONNECTION_ID) throw unknownConnection()
      const page = (body: string, status = 200): EmulatorResponse => ({
        status,
        html: body,
        headers: { 'cache-control': 'no-store', 'x-frame-options': 'DENY' },
      })
      const email = source.email
      if (email === undefined) return page(testIdpPage(request.url.pathname, fields))
      if (!isEmail(email)) return page(testIdpPage(request.url.pathname, fields, 'Enter a valid email address.'), 400)
      const member = await vouchedMember(email)
      // The answer is sealed into the page for the opener, a refusal included (it is not this call's error).
      const answer = member ? await signedIn(member) : appError(409, '-19995', 'The member could not be created')
      const message = sealAnswer(answer.json, fields.encryptionKey!)
      return page(broadcastPage(`wix-idp-${fields.sessionId}`, message))
    },
  }
}
