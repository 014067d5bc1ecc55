// SSO with the emulator's test identity provider: `GET /v1/sso/login/{tenantId}/{idpConnectionId}`
// (and its form-post fallback for queries over 4000 characters) shows the provider's page and posts
// the encrypted login answer on a BroadcastChannel; `POST /v1/sso/login-with-token-params` signs in
// with the provider's token parameters.
import { createCipheriv, randomBytes } from 'node:crypto'
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { appError, fail } from '../errors'
import { checked } from '../bodies'
import { bodyOf, EMAIL, IDENTITY_BODIES } from './bodies'
import { broadcastPage, testIdpPage } from './pages'
import { isEmail, objectBody } from './responses'
import { safeEqual } from './secrets'
import type { IdentityStore, MemberRow } from './store'
import { NO_PASSWORD } from './signOn'

/** The one SSO connection the emulator knows: its test identity provider. */
export const EMULATOR_IDP_CONNECTION_ID = '7e57c0de-0000-4000-8000-000000000001'
/** The `tokenParams.idpToken` the test identity provider accepts (with `tokenParams.email`). */
export const EMULATOR_IDP_TOKEN = 'vitrine-emulator-idp-token'

const SSO_FIELDS = ['tenantType', 'customPayload', 'sessionId', 'encryptionKey', 'visitorId', 'bsi'] as const

/** Encrypts `value` as JSON with AES-GCM under a base64 key: `{iv, data}` in base64 (data ends with the tag). */
export function sealAnswer(value: unknown, keyBase64: string): { iv: string; data: string } {
  const key = Buffer.from(keyBase64, 'base64')
  const iv = randomBytes(12)
  const cipher = createCipheriv(`aes-${key.length * 8}-gcm` as 'aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { iv: iv.toString('base64'), data: data.toString('base64') }
}

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
      const body = bodyOf(request, 'POST /_api/iam/authentication/v1/sso/login-with-token-params')
      if (body.idpConnectionId !== EMULATOR_IDP_CONNECTION_ID) throw unknownConnection()
      const params = body.tokenParams as Record<string, string>
      // Checked once the connection is known: its provider says what its token parameters hold.
      const email = checked(EMAIL, params.email, 'tokenParams.email') as string
      const { idpToken } = params
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
      checked(IDENTITY_BODIES['GET /_api/iam/authentication/v1/sso/login/:tenantId/:idpConnectionId'], {
        ...fields,
        tenantId,
      })
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
