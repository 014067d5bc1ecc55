import type { EmulatorConfig, EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, invalidFields, json, type Violation } from '../errors'
import { objectBody, str } from './responses'
import { bodyOf } from './bodies'
import { redirectChecks } from './redirectChecks'
import { clientAllowed, clientIdsChecked } from './tokenEndpoint'
import { hashPassword, hashToken, newCode, safeEqual } from './secrets'
import { tooManyPasswords, type PasswordAttempts } from './passwordAttempts'
import { identityOf, type IdentityStore, type MemberRow } from './store'
import { factorFlows } from './factors'

const HOUR = 3_600_000
/** Wrong codes allowed per sent code; then the verification needs a new code (`auth/resend`). */
export const MAX_CODE_ATTEMPTS = 5

const tooManyAttempts = () =>
  fail(
    400,
    'TOO_MANY_ATTEMPTS',
    `Too many wrong codes (${MAX_CODE_ATTEMPTS}): this code no longer works. Ask for a new one (POST /_api/iam/verification/v1/auth/resend with the stateToken).`,
  )

/** The one captcha token the emulator accepts (as Recaptcha or InvisibleRecaptcha) when `requireCaptcha` is on. */
export const EMULATOR_CAPTCHA_TOKEN = 'vitrine-emulator-captcha'

/** Register, login, email verification, recovery and activation (wire format). */
export function authentication(store: IdentityStore, config: EmulatorConfig, passwords: PasswordAttempts) {
  const settings = () => config.members
  const { checkTarget } = redirectChecks(config)

  const sendCode = async (member: MemberRow, stateHash?: string): Promise<string | undefined> => {
    const code = newCode()
    let stateToken: string | undefined
    if (stateHash) await store.updateTokenData(stateHash, { codeHash: hashToken(code), attempts: 0 })
    else
      stateToken = await store.createToken('state', {
        memberId: member.id,
        data: { codeHash: hashToken(code), attempts: 0 },
        ttlMs: HOUR,
      })
    await store.sendEmail({
      to: member.email,
      kind: 'verification',
      subject: 'Your verification code',
      text: `Your verification code is ${code}.`,
      data: { code },
    })
    return stateToken
  }

  /** What a member who proved their credentials gets, per the member settings. */
  const afterCredentials = async (member: MemberRow): Promise<EmulatorResponse> => {
    if (!member.email_verified && settings().requireEmailVerification) {
      return json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: await sendCode(member) })
    }
    if (!member.approved && settings().requireOwnerApproval)
      return json({ state: 'REQUIRE_OWNER_APPROVAL', identity: identityOf(member) })
    const sessionToken = await store.createToken('session', { memberId: member.id, visitorId: member.id, ttlMs: HOUR })
    return json({ state: 'SUCCESS', sessionToken, identity: identityOf(member) })
  }

  /**
   * Captcha per the member settings: no token gives -19971; a token other than
   * {@link EMULATOR_CAPTCHA_TOKEN} -19970 (the emulator cannot ask a captcha provider).
   */
  const checkCaptcha = (tokens: unknown): void => {
    if (!settings().requireCaptcha) return
    const list = Array.isArray(tokens) ? tokens.filter((t) => t && typeof t === 'object') : []
    const values = list
      .flatMap((t) => [(t as Record<string, unknown>).Recaptcha, (t as Record<string, unknown>).InvisibleRecaptcha])
      .filter((v) => v !== undefined)
    if (!values.length) throw fail(400, '-19971', 'A captcha token is required')
    if (values.some((v) => v !== EMULATOR_CAPTCHA_TOKEN)) throw fail(400, '-19970', 'The captcha token is invalid')
  }

  const flows = factorFlows(store, afterCredentials, passwords)

  /**
   * Once client ids are checked, register and login need the access token of an accepted client id
   * (the visitor's): a site whose client id is refused creates no member and signs no one in.
   */
  const checkClient = (request: EmulatorRequest): void => {
    if (!clientIdsChecked(config) || (request.caller !== 'invalid' && request.caller.token)) return
    throw fail(
      401,
      'UNAUTHENTICATED',
      'Unknown client id: register and login need the access token of an allowed client id (Authorization). Get visitor tokens first (POST /oauth2/token with a client id listed in "clients").',
    )
  }

  return {
    async register(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/authentication/v2/register')
      const email = body.loginId.email as string
      const password = body.password as string
      checkClient(request)
      checkCaptcha(body.captchaTokens)
      if (await store.memberByEmail(email)) throw fail(409, '-19995', 'A member with this email already exists')
      const member = await store.createMember({
        email,
        passwordHash: await hashPassword(password),
        profile: body.profile ?? {},
        emailVerified: !settings().requireEmailVerification,
        approved: !settings().requireOwnerApproval,
      })
      if (!member) throw fail(409, '-19995', 'A member with this email already exists')
      return afterCredentials(member)
    },

    async login(request: EmulatorRequest): Promise<EmulatorResponse> {
      // The router checked the email (and clientMetaData); the password is checked as a credential.
      const body = bodyOf(request, 'POST /_api/iam/authentication/v2/login')
      const email = body.loginId.email as string
      const password = body.password
      checkClient(request)
      checkCaptcha(body.captchaTokens)
      const member = await store.memberByEmail(email)
      if (!member) throw fail(404, '-19999', 'No member with this email')
      // No password at all: the first factor is verified separately (PASSWORD or EMAIL).
      if (body.password === undefined) return flows.firstFactor(member)
      const checked = await passwords.check(member, password, request.address)
      if (checked === 'blocked') throw tooManyPasswords()
      if (checked === 'wrong') throw fail(403, '-19976', 'Wrong password')
      return flows.afterPassword(member, request)
    },

    async verify(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/verification/v1/auth/verify')
      const row = await store.findToken('state', body.stateToken)
      if (!row) throw fail(400, 'INVALID_STATE_TOKEN', 'The verification expired or does not exist')
      const { codeHash } = row.data as { codeHash?: string }
      // Every try takes one of the code's attempts first (atomically), so parallel guesses count too.
      const attempts = await store.claimAttempt(row.hash, MAX_CODE_ATTEMPTS)
      if (attempts === null || !codeHash) throw tooManyAttempts()
      if (typeof body.code !== 'string' || !safeEqual(hashToken(body.code), codeHash)) {
        const left = MAX_CODE_ATTEMPTS - attempts
        if (left <= 0) throw tooManyAttempts()
        throw fail(
          400,
          'INVALID_VERIFICATION_CODE',
          `The verification code is wrong: ${left} ${left === 1 ? 'try' : 'tries'} left`,
        )
      }
      await store.deleteToken(row.hash)
      const member = await store.updateMember(row.member_id!, { emailVerified: true })
      if (!member) throw fail(404, 'MEMBER_NOT_FOUND', 'The member no longer exists')
      return afterCredentials(member)
    },

    async resend(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/verification/v1/auth/resend')
      const row = await store.findToken('state', body.stateToken)
      const member = row && (await store.memberById(row.member_id))
      if (!row || !member) throw fail(400, 'INVALID_STATE_TOKEN', 'The verification expired or does not exist')
      await sendCode(member, row.hash)
      return json({})
    },

    async start(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/verification/v1/start')
      const member = await store.memberById(body.identityId)
      if (!member) throw fail(404, 'IDENTITY_NOT_FOUND', 'No identity with this id')
      return json({ stateToken: await sendCode(member) })
    },

    async sendRecoveryEmail(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/recovery/v1/send-email')
      // The link in the email leads only to an http(s) address (the router checked) on an origin the client id may use.
      const redirect = objectBody(body.redirect)
      const redirectUrl = redirect?.url === undefined || redirect.url === null ? undefined : redirect.url
      if (redirectUrl !== undefined) {
        const violations: Violation[] = checkTarget('redirect.url', redirectUrl, redirect?.clientId, request.origin)
        if (redirect?.clientId !== undefined && !clientAllowed(config, redirect.clientId))
          violations.push({ field: 'redirect.clientId', description: 'is not an allowed client id', ruleName: 'VALUE' })
        if (violations.length) throw invalidFields(violations)
      }
      const member = await store.memberByEmail(body.email as string)
      // Same answer whether or not the member exists, so the call cannot probe for accounts.
      if (!member) return json({})
      const recoveryToken = await store.createToken('recovery', { memberId: member.id, ttlMs: HOUR })
      await store.sendEmail({
        to: member.email,
        kind: 'recovery',
        subject: 'Reset your password',
        text: `Use this recovery token to set a new password: ${recoveryToken}`,
        data: { recoveryToken, redirectUrl: str(redirectUrl), language: str(body.language) },
      })
      return json({})
    },

    async recover(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/recovery/v1/recover')
      const row = await store.takeToken('recovery', body.recoveryToken)
      if (!row?.member_id) throw fail(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token expired or does not exist')
      await store.updateMember(row.member_id, {
        passwordHash: await hashPassword(body.password as string),
        emailVerified: true,
      })
      await store.revokeMember(row.member_id)
      passwords.reset(row.member_id)
      return json({})
    },

    async activationEmail(request: EmulatorRequest): Promise<EmulatorResponse> {
      const body = bodyOf(request, 'POST /_api/iam/recovery/v1/activation-email')
      const member = await store.memberById(body.identityId)
      if (!member) throw fail(404, 'IDENTITY_NOT_FOUND', 'No identity with this id')
      const code = newCode()
      await store.sendEmail({
        to: member.email,
        kind: 'activation',
        subject: 'Activate your account',
        text: `Your activation code is ${code}.`,
        data: { code, emailOptions: body.emailOptions ?? null },
      })
      return json({})
    },

    afterCredentials,
    /** `POST /v2/{factorType}/verify` and its test helpers. */
    factors: flows,
  }
}
