// The request bodies of the identity service, one valibot schema per call (for the hosted pages and
// the SSO page, what their form or query holds). A body that does not fit answers 400 with a field
// violation naming each field, with the descriptions and rule names the sign-in clients read (an
// invalid email carries the EMAIL type). Unknown fields pass. What depends on the configuration
// (allowed client ids and origins) is checked by the handler, also as a 400 naming the field.
import * as v from 'valibot'
import type { EmulatorRequest } from '../contracts'
import { fields, rule, ruled } from '../bodies'
import { isObject } from '../guards'
import { httpUrl, isEmail } from './responses'
import { FACTOR_DATA_FIELD } from '../../core/identity/verifyFactor'
import { FactorType } from '../../core/identity/identityEnums'
import { REDIRECT_KINDS } from '../../core/identity/redirectSessions'

const JSON_OBJECT = 'must be a JSON object'
const AN_OBJECT = 'must be an object'
const NON_EMPTY = 'must be a non-empty string'
const PASSWORD_LENGTH = 'must be a string of 4 to 256 characters'

const isString = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max
const isPassword = (value: unknown) => typeof value === 'string' && value.length >= 4 && value.length <= 256
const oneOf = (list: readonly string[]) => (value: unknown) => typeof value === 'string' && list.includes(value)

/** Any JSON object (the calls whose fields are read by the handler: tokens, codes, ids). */
const OBJECT = fields({}, JSON_OBJECT)

/** An email address (what the provider's EMAIL rule checks). */
export const EMAIL = ruled('EMAIL', isEmail, 'must be a valid email address')
/** A password: 4 to 256 characters. */
const PASSWORD = ruled('LENGTH', isPassword, PASSWORD_LENGTH)
/** `loginId`: its `email` is checked (a loginId that is not an object has none). */
const LOGIN_ID = v.pipe(
  v.unknown(),
  v.transform((id) => (isObject(id) ? id : {})),
  fields({ email: EMAIL }, AN_OBJECT),
)
const OBJECT_FIELD = ruled('TYPE', isObject, AN_OBJECT)
const FLAG = v.nullish(ruled('TYPE', (flag) => typeof flag === 'boolean', 'must be a boolean'))
/** A non-empty string (at most `max` characters), named REQUIRED when it is not one. */
const required = (max = 1000) => ruled('REQUIRED', (value) => isString(value, max), NON_EMPTY)

const LOGIN = v.pipe(
  fields({ loginId: LOGIN_ID, password: v.unknown(), clientMetaData: v.unknown() }, JSON_OBJECT),
  // Only an invalid email is answered before the credentials are checked; a bad password is named
  // with it, else it is a wrong password (403) or none at all (the first factor).
  v.forward(
    rule('LENGTH', (body) => isEmail(body.loginId.email) || isPassword(body.password), PASSWORD_LENGTH),
    ['password'],
  ),
  v.forward(
    rule(
      'TYPE',
      (body) => !isEmail(body.loginId.email) || body.clientMetaData == null || isObject(body.clientMetaData),
      AN_OBJECT,
    ),
    ['clientMetaData'],
  ),
)

/** A factor's data: an object of strings of 1 to 100 characters (read as `{}` when absent). */
const factorData = (secret?: 'password' | 'code') =>
  v.pipe(
    v.unknown(),
    v.transform((data) => (data === undefined ? {} : data)),
    v.custom<Record<string, unknown>>(isObject, AN_OBJECT),
    v.record(
      v.string(),
      ruled('LENGTH', (value) => isString(value, 100), 'must be a string of 1 to 100 characters'),
    ),
    v.forward(
      rule('REQUIRED', (data) => !secret || typeof data[secret] === 'string', 'is required'),
      [secret ?? ''],
    ),
  )

const FACTOR_TYPES = Object.keys(FactorType)

/** The verify call of `factorType` (its data field checked), the path's factor type in `factorType`. */
export const verifyFactorBody = (factorType?: keyof typeof FACTOR_DATA_FIELD) =>
  fields(
    {
      factorType: ruled(
        'VALUE',
        (type) => typeof type === 'string' && Object.prototype.hasOwnProperty.call(FACTOR_DATA_FIELD, type),
        `must be one of ${FACTOR_TYPES.join(', ')}`,
      ),
      stateToken: required(),
      rememberThisDevice: v.optional(ruled('TYPE', (flag) => typeof flag === 'boolean', 'must be a boolean')),
      ...(factorType
        ? {
            [FACTOR_DATA_FIELD[factorType]]: factorData(
              factorType === 'PASSWORD' ? 'password' : factorType === 'TOTP' ? 'code' : undefined,
            ),
          }
        : {}),
    },
    JSON_OBJECT,
  )

const TENANT_TYPES = ['ACCOUNT', 'SITE', 'ROOT']
const keyBytes = (value: string) => (/^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64').length : 0)

const RESPONSE_MODES = ['query', 'fragment', 'web_message']
const PROMPTS = ['login', 'none', 'consent', 'select_account']

/** An auth request's fields (its client id and redirect URI's origin are checked against the config). */
const AUTH_REQUEST = v.pipe(
  fields(
    {
      redirectUri: v.unknown(),
      codeChallenge: ruled(
        'FORMAT',
        (challenge) => typeof challenge === 'string' && /^[A-Za-z0-9_-]{43,128}$/.test(challenge),
        'must be a base64url S256 challenge',
      ),
      codeChallengeMethod: ruled('VALUE', (method) => method === 'S256', 'must be S256'),
      responseMode: ruled('VALUE', oneOf(RESPONSE_MODES), 'must be query, fragment or web_message'),
      responseType: v.optional(ruled('VALUE', (type) => type === 'code', 'must be code')),
      state: required(2048),
    },
    AN_OBJECT,
  ),
  // web_message may leave it out: the answer then goes to the framing page.
  v.forward(
    rule(
      'FORMAT',
      (request) =>
        (request.responseMode === 'web_message' && request.redirectUri == null) ||
        httpUrl(request.redirectUri) !== undefined,
      'must be an http(s) URL',
    ),
    ['redirectUri'],
  ),
)

/** Each kind of redirect session: its request, an object (for `auth`, the auth request and prompt). */
export const REDIRECT_KIND_BODIES = Object.fromEntries(
  REDIRECT_KINDS.map((kind) => [
    kind,
    fields(
      {
        [kind]:
          kind === 'auth'
            ? fields(
                {
                  authRequest: AUTH_REQUEST,
                  prompt: v.optional(ruled('VALUE', oneOf(PROMPTS), `must be one of ${PROMPTS.join(', ')}`)),
                },
                AN_OBJECT,
              )
            : OBJECT_FIELD,
      },
      JSON_OBJECT,
    ),
  ]),
) as unknown as Record<(typeof REDIRECT_KINDS)[number], v.GenericSchema>

const SECOND_FACTORS = ['SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'] as const
const secondFactor = (type: unknown) => String(type ?? '').toUpperCase()

/** Every identity call's body, keyed `METHOD path` like the routes. */
export const IDENTITY_BODIES = {
  'POST /oauth2/token': OBJECT,
  'POST /_api/iam/authentication/v2/register': fields(
    {
      loginId: LOGIN_ID,
      password: PASSWORD,
      profile: v.optional(OBJECT_FIELD),
      clientMetaData: v.nullish(OBJECT_FIELD),
    },
    JSON_OBJECT,
  ),
  'POST /_api/iam/authentication/v2/login': LOGIN,
  'POST /_api/iam/authentication/v2/change-password': fields({ newPassword: PASSWORD }, JSON_OBJECT),
  'POST /_api/iam/authentication/v2/sign-on': fields(
    { loginId: LOGIN_ID, profile: v.nullish(OBJECT_FIELD), verifyEmail: FLAG, mergeExistingContact: FLAG },
    JSON_OBJECT,
  ),
  // The factor type comes from the path; the handler checks the body of that type (`verifyFactorBody`).
  'POST /_api/iam/authentication/v2/:factorType/verify': verifyFactorBody(),
  'POST /_api/iam/authentication/v1/sso/login-with-token-params': fields(
    {
      idpConnectionId: required(),
      tokenParams: ruled(
        'TYPE',
        (params) => isObject(params) && Object.values(params).every((p) => typeof p === 'string' && p.length <= 4096),
        'must be an object of strings',
      ),
    },
    JSON_OBJECT,
  ),
  // The SSO page: its tenant id (from the path) and the string fields of its query or form.
  'GET /_api/iam/authentication/v1/sso/login/:tenantId/:idpConnectionId': fields(
    {
      tenantId: required(),
      tenantType: v.optional(ruled('VALUE', oneOf(TENANT_TYPES), `must be one of ${TENANT_TYPES.join(', ')}`)),
      sessionId: ruled(
        'FORMAT',
        (id) => typeof id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(id),
        'must be 1 to 200 letters, digits, - or _',
      ),
      encryptionKey: ruled(
        'FORMAT',
        (key) => typeof key === 'string' && [16, 24, 32].includes(keyBytes(key)),
        'must be a base64 AES key of 16, 24 or 32 bytes',
      ),
    },
    JSON_OBJECT,
  ),
  // The callback's query, or its form post.
  'GET /_api/iam/authentication/v1/callback': fields({ state: required(), sessionToken: required() }, JSON_OBJECT),
  'POST /_api/iam/verification/v1/auth/verify': OBJECT,
  'POST /_api/iam/verification/v1/auth/resend': OBJECT,
  'POST /_api/iam/verification/v1/start': OBJECT,
  'POST /_api/iam/recovery/v1/send-email': v.pipe(
    fields({ email: EMAIL, redirect: v.unknown() }, JSON_OBJECT),
    // The link's address; whether its origin is one the client id may use is checked by the handler.
    v.forward(
      rule(
        'FORMAT',
        (body) => {
          const url = isObject(body.redirect) ? body.redirect.url : undefined
          return url == null || httpUrl(url) !== undefined
        },
        'must be an http(s) address',
      ),
      // `redirect` is any value here, so valibot's path type cannot name its `url`.
      ['redirect', 'url'] as never,
    ),
  ),
  'POST /_api/iam/recovery/v1/recover': fields({ password: PASSWORD }, JSON_OBJECT),
  'POST /_api/iam/recovery/v1/activation-email': OBJECT,
  // Exactly one kind of session; the handler then checks that kind's request (`REDIRECT_KIND_BODIES`).
  'POST /_api/redirects-api/v1/redirect-session': v.pipe(
    OBJECT,
    v.forward(
      rule(
        'ONE_OF',
        (body) => REDIRECT_KINDS.filter((kind) => body[kind] != null).length === 1,
        `must set exactly one of ${REDIRECT_KINDS.join(', ')}`,
      ),
      // A field of no value: the body itself breaks the rule.
      ['request'] as never,
    ),
  ),
  'POST /_emulator/members/:id/factors': v.pipe(
    fields(
      {
        type: ruled(
          'VALUE',
          (type) => (SECOND_FACTORS as readonly string[]).includes(secondFactor(type)),
          `must be one of ${SECOND_FACTORS.join(', ')}`,
        ),
        phone: v.unknown(),
        secret: v.optional(
          ruled(
            'FORMAT',
            (secret) => typeof secret === 'string' && /^[A-Z2-7]{16,128}=*$/.test(secret),
            'must be a base32 secret',
          ),
        ),
      },
      JSON_OBJECT,
    ),
    v.forward(
      rule(
        'FORMAT',
        (body) =>
          !['SMS', 'CALL'].includes(secondFactor(body.type)) ||
          (typeof body.phone === 'string' && /^\+?[0-9][0-9 ()-]{4,19}$/.test(body.phone)),
        'must be a phone number',
      ),
      ['phone'],
    ),
  ),
} satisfies Record<string, v.GenericSchema>

/** An identity call's key (`METHOD path`). */
export type IdentityCallKey = keyof typeof IDENTITY_BODIES
/** The checked body of an identity call. */
export type IdentityBodyOf<TKey extends IdentityCallKey> = v.InferOutput<(typeof IDENTITY_BODIES)[TKey]>

/** The body of a call the router checked against its schema (`IDENTITY_BODIES[key]`), as sent. */
export const bodyOf = <TKey extends IdentityCallKey>(request: EmulatorRequest, _key: TKey) =>
  request.body as IdentityBodyOf<TKey>
