// The attempt limit on passwords: wrong passwords are counted per account and per client address
// (every place a password is checked: login, the PASSWORD factor, the hosted login page), and once
// either count is used up, no password is even compared until the window has passed.
import { fail as serviceError, type ServiceError } from '../errors'
import { verifyPassword } from './secrets'
import type { MemberRow } from './store'

/** Wrong passwords one account takes within {@link PASSWORD_WINDOW_MS}. */
export const MAX_PASSWORD_FAILURES_PER_ACCOUNT = 10
/** Wrong passwords one client address takes within {@link PASSWORD_WINDOW_MS}, over all accounts. */
export const MAX_PASSWORD_FAILURES_PER_ADDRESS = 30
/** How long wrong passwords are remembered, counted from the first of a run. */
export const PASSWORD_WINDOW_MS = 15 * 60_000
// Addresses and accounts remembered at most (the oldest run is forgotten first).
const MAX_TRACKED = 10_000

/** The error (to throw) once a limit is used up: 429 TOO_MANY_ATTEMPTS, the right password included. */
export const tooManyPasswords = (): ServiceError =>
  serviceError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Too many wrong passwords: sign-in with a password is blocked for ${PASSWORD_WINDOW_MS / 60_000} minutes for this account or this address. Recover the password to sign in sooner.`,
  )

/** What checking a password gave: it was right, wrong, or not compared because a limit is used up. */
export type PasswordCheck = 'right' | 'wrong' | 'blocked'

/** The password attempt limiter of one identity service. */
export function passwordAttempts(now: () => number = Date.now) {
  const runs = new Map<string, { count: number; since: number }>()
  const countOf = (key: string) => {
    const run = runs.get(key)
    if (!run) return 0
    if (now() - run.since <= PASSWORD_WINDOW_MS) return run.count
    runs.delete(key)
    return 0
  }
  const fail = (key: string) => {
    const count = countOf(key)
    const since = count ? runs.get(key)!.since : now()
    // Re-inserted, so the map's order is by last failure and the stalest run is forgotten first.
    runs.delete(key)
    runs.set(key, { count: count + 1, since })
    if (runs.size > MAX_TRACKED) runs.delete(runs.keys().next().value!)
  }
  const keys = (member: Pick<MemberRow, 'id'>, address: string | undefined) => ({
    account: `account:${member.id}`,
    address: `address:${address ?? 'unknown'}`,
  })

  return {
    /**
     * Checks `password` against the member's, counting a wrong one; once the account or the
     * address used up its wrong passwords, answers `blocked` without comparing (the count comes
     * first, so the right password does not get through a guessing run either).
     */
    async check(
      member: Pick<MemberRow, 'id' | 'password_hash'>,
      password: unknown,
      address: string | undefined,
    ): Promise<PasswordCheck> {
      const key = keys(member, address)
      if (
        countOf(key.account) >= MAX_PASSWORD_FAILURES_PER_ACCOUNT ||
        countOf(key.address) >= MAX_PASSWORD_FAILURES_PER_ADDRESS
      )
        return 'blocked'
      if (typeof password === 'string' && (await verifyPassword(password, member.password_hash))) {
        runs.delete(key.account)
        return 'right'
      }
      fail(key.account)
      fail(key.address)
      return 'wrong'
    },
    /** Forgets every count (`POST /_emulator/reset`, a recovered password clears its account's). */
    reset(memberId?: string) {
      if (memberId === undefined) runs.clear()
      else runs.delete(`account:${memberId}`)
    },
  }
}

/** One service's limiter. */
export type PasswordAttempts = ReturnType<typeof passwordAttempts>
