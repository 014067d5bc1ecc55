// Multi-factor sign-in: `POST /v2/{factorType}/verify` for PASSWORD, SMS, CALL, EMAIL, TOTP and PUSH,
// the login states that lead there (REQUIRE_FIRST_FACTOR, REQUIRE_MFA, MFA_CHALLENGE), the
// remembered device (the test helpers that enrol a factor and approve a push: factorEnrolment.ts).
import { randomUUID } from 'node:crypto'
import type { EmulatorRequest, EmulatorResponse } from '../contracts'
import { fail, json } from '../errors'
import { objectBody } from './responses'
import { checked } from '../bodies'
import { verifyFactorBody } from './bodies'
import { hashToken, newCode, safeEqual } from './secrets'
import { tooManyPasswords, type PasswordAttempts } from './passwordAttempts'
import type { IdentityStore, MemberRow } from './store'
import { totpOf } from './factorEnrolment'
import { FACTOR_DATA_FIELD } from '../../core/identity/verifyFactor'

/** Wrong codes or passwords allowed per state token. */
export const MAX_FACTOR_ATTEMPTS = 5
const STATE_TTL_MS = 10 * 60_000
const DEVICE_TTL_MS = 30 * 24 * 3_600_000
const DEVICE_COOKIE = 'vitrine_idp_device'
// The body field that carries each factor's data: the client's own table.
const DATA_FIELD = FACTOR_DATA_FIELD
type Type = keyof typeof DATA_FIELD

interface FlowData {
  step: 'FIRST' | 'MFA'
  attempts?: number
  challenge?: { type: Type; codeHash: string }
  push?: { transactionId: string; approved: boolean }
}

const cookie = (request: EmulatorRequest, name: string) =>
  String(request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]

const mask = (target: string) => target.slice(0, 2) + '•••' + target.slice(-2)

/** The verify call's body for each factor type. */
const VERIFY_BODIES = Object.fromEntries(
  Object.keys(DATA_FIELD).map((type) => [type, verifyFactorBody(type as Type)]),
) as Record<Type, ReturnType<typeof verifyFactorBody>>

/** The factor flows over the store; `afterCredentials` finishes a sign-in once every factor passed. */
export function factorFlows(
  store: IdentityStore,
  afterCredentials: (m: MemberRow) => Promise<EmulatorResponse>,
  passwords: PasswordAttempts,
) {
  const secondFactors = (member: MemberRow) => (member.factors ?? []).filter((f) => f.status === 'ACTIVE')
  const allowed = (member: MemberRow, step: FlowData['step']): Type[] =>
    step === 'FIRST' ? ['PASSWORD', 'EMAIL'] : secondFactors(member).map((f) => f.type)

  const requireMfa = (member: MemberRow, stateToken: string) =>
    json({
      state: 'REQUIRE_MFA',
      stateToken,
      requireMfaData: {
        availableFactors: secondFactors(member).map((f) => ({ factorType: f.type, factorStatus: 'ENABLED' })),
        reason: 'USER_SETTINGS',
      },
    })

  /** The sign-in is spent: its state token is deleted, so no later try (the right one included) gets through. */
  const spent = async (hash: string): Promise<never> => {
    await store.deleteToken(hash)
    throw fail(400, 'TOO_MANY_ATTEMPTS', `Too many wrong tries (${MAX_FACTOR_ATTEMPTS}): sign in again`)
  }

  /** A wrong guess, already counted: throws the tries left, or the spent sign-in after the last one. */
  const wrong = async (row: { hash: string; attempts: number }, code: string, what: string): Promise<never> => {
    const left = MAX_FACTOR_ATTEMPTS - row.attempts
    if (left <= 0) return spent(row.hash)
    throw fail(400, code, `${what}: ${left} ${left === 1 ? 'try' : 'tries'} left`)
  }

  /** Whether a verify call guesses a secret (a password or a code), and so takes one of the sign-in's tries. */
  const isGuess = (type: Type, data: Record<string, unknown>) =>
    type === 'PASSWORD' || type === 'TOTP' || (type !== 'PUSH' && data.code !== undefined)

  /** Sends a code for SMS, CALL or EMAIL to the mail catcher and answers MFA_CHALLENGE. */
  const challenge = async (
    row: { hash: string; data: FlowData },
    member: MemberRow,
    type: Type,
    stateToken: string,
  ) => {
    const code = newCode()
    const to = type === 'EMAIL' ? member.email : (secondFactors(member).find((f) => f.type === type)?.phone ?? '')
    // The tries are the sign-in's, not the code's: a new code does not give new tries (nor does
    // writing it give back tries that parallel guesses took since this request read the sign-in).
    await store.setTokenField(row.hash, 'challenge', { type, codeHash: hashToken(code) })
    const kind = type.toLowerCase()
    const how = type === 'CALL' ? 'A voice call says' : 'Your sign-in code is'
    await store.sendEmail({ to, kind, subject: `Sign-in code (${type})`, text: `${how} ${code}.`, data: { code } })
    return json({
      state: 'MFA_CHALLENGE',
      stateToken,
      mfaChallengeData: { factorType: type, verificationChallengeData: { hint: mask(to) } },
    })
  }

  /** Checks the factor's data: undefined when it passed, else the challenge to answer; throws a refusal. */
  const check = async (
    type: Type,
    data: Record<string, unknown>,
    row: { hash: string; data: FlowData; attempts: number },
    member: MemberRow,
    ctx: { stateToken: string; origin: string; address?: string },
  ): Promise<EmulatorResponse | undefined> => {
    if (type === 'PASSWORD') {
      const checked = await passwords.check(member, data.password, ctx.address)
      if (checked === 'blocked') throw tooManyPasswords()
      return checked === 'right' ? undefined : wrong(row, '-19976', 'Wrong password')
    }
    if (type === 'PUSH') {
      const push = row.data.push
      if (data.transactionId === undefined) {
        const transactionId = randomUUID()
        await store.setTokenField(row.hash, 'push', { transactionId, approved: false })
        const approve = `${ctx.origin}/_emulator/push/${transactionId}/approve`
        await store.sendEmail({
          to: member.email,
          kind: 'push',
          subject: 'Sign-in request (PUSH)',
          text: `Approve the sign-in on your device: POST ${approve}`,
          data: { transactionId, approveUrl: approve },
        })
        const challengeData = { pushData: { transactionId } }
        return json({
          state: 'MFA_CHALLENGE',
          stateToken: ctx.stateToken,
          mfaChallengeData: { factorType: type, verificationChallengeData: challengeData },
        })
      }
      if (!push || data.transactionId !== push.transactionId)
        throw fail(400, 'INVALID_TRANSACTION', 'No push request with this transactionId for this sign-in')
      if (!push.approved) throw fail(400, 'PUSH_NOT_APPROVED', 'The push request is not approved yet')
      return undefined
    }
    if (type === 'TOTP') {
      const secret = secondFactors(member).find((f) => f.type === 'TOTP')?.secret ?? ''
      const delta = totpOf(secret).validate({ token: String(data.code ?? ''), window: 1 })
      return delta === null ? wrong(row, 'INVALID_VERIFICATION_CODE', 'The code is wrong') : undefined
    }
    if (data.code === undefined) return challenge(row, member, type, ctx.stateToken)
    const sent = row.data.challenge
    if (!sent || sent.type !== type)
      throw fail(400, 'NO_CODE_SENT', `No ${type} code was sent: verify without a code first to send one`)
    if (safeEqual(hashToken(String(data.code)), sent.codeHash)) return undefined
    return wrong(row, 'INVALID_VERIFICATION_CODE', 'The code is wrong')
  }

  return {
    /** After a login's password: REQUIRE_MFA for a member with second factors on a device not remembered. */
    async afterPassword(member: MemberRow, request: EmulatorRequest): Promise<EmulatorResponse> {
      if (!secondFactors(member).length) return afterCredentials(member)
      const device = await store.findToken('device', cookie(request, DEVICE_COOKIE))
      if (device?.member_id === member.id) return afterCredentials(member)
      const data: FlowData = { step: 'MFA' }
      return requireMfa(member, await store.createToken('mfa', { memberId: member.id, data, ttlMs: STATE_TTL_MS }))
    },

    /** A login without a password: REQUIRE_FIRST_FACTOR (PASSWORD or EMAIL verifies it). */
    async firstFactor(member: MemberRow): Promise<EmulatorResponse> {
      const data: FlowData = { step: 'FIRST' }
      const stateToken = await store.createToken('mfa', { memberId: member.id, data, ttlMs: STATE_TTL_MS })
      return json({ state: 'REQUIRE_FIRST_FACTOR', stateToken })
    },

    /** POST /_api/iam/authentication/v2/{factorType}/verify */
    async verify(request: EmulatorRequest): Promise<EmulatorResponse> {
      const type = (request.params.factorType ?? '').toUpperCase()
      // The path's factor type is checked with the body, which is checked for that type's data field.
      const schema = Object.prototype.hasOwnProperty.call(VERIFY_BODIES, type)
        ? VERIFY_BODIES[type as Type]
        : verifyFactorBody()
      checked(schema, { ...(request.body as Record<string, unknown>), factorType: type })
      const body = request.body as Record<string, unknown>
      const factor = type as Type
      const stateToken = body.stateToken as string
      const row = await store.findToken('mfa', stateToken)
      const member = row && (await store.memberById(row.member_id))
      if (!row || !member) throw fail(400, 'INVALID_STATE_TOKEN', 'The sign-in expired or does not exist')
      const flow = { hash: row.hash, data: row.data as unknown as FlowData, attempts: 0 }
      const can = allowed(member, flow.data.step)
      if (!can.includes(factor))
        throw fail(400, 'FACTOR_NOT_AVAILABLE', `This step takes ${can.join(' or ') || 'no factor'}, not ${factor}`)
      const data = objectBody(body[DATA_FIELD[factor]]) ?? {}
      // The count comes first: a guess takes one of the sign-in's tries (atomically, so parallel
      // guesses count too) before it is compared; once they are used up the sign-in is spent.
      if (isGuess(factor, data)) {
        const attempts = await store.claimAttempt(row.hash, MAX_FACTOR_ATTEMPTS)
        if (attempts === null) return spent(row.hash)
        flow.attempts = attempts
      }
      const context = { stateToken, origin: request.origin, address: request.address }
      const challenge = await check(factor, data, flow, member, context)
      if (challenge) return challenge
      if (flow.data.step === 'FIRST' && secondFactors(member).length) {
        // Parallel first-factor answers move the sign-in once; the later ones keep the tries counted since.
        await store.advanceToSecondFactor(row.hash)
        return requireMfa(member, stateToken)
      }
      await store.deleteToken(row.hash)
      const done = await afterCredentials(member)
      if (body.rememberThisDevice !== true || flow.data.step !== 'MFA') return done
      const device = await store.createToken('device', { memberId: member.id, ttlMs: DEVICE_TTL_MS })
      const setCookie = `${DEVICE_COOKIE}=${device}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_TTL_MS / 1000}`
      return { ...done, headers: { ...done.headers, 'set-cookie': setCookie } }
    },
  }
}
