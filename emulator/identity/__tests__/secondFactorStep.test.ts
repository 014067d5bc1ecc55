// A sign-in moves from its first factor to the second once. First-factor answers that finish later
// (parallel password requests, slowed by the password hash) must not start the second factor's count
// of tries again, or a caller who knows the password gets a new set of guesses with each of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sql } from '../../contracts'
import { openService } from './harness'
import { identityStore } from '../store'

let ctx: Awaited<ReturnType<typeof openService>>
beforeAll(async () => {
  ctx = await openService()
})
afterAll(() => ctx.close())

describe('the move to the second factor', () => {
  it('happens once: a later first-factor answer keeps the tries counted since', async () => {
    const store = identityStore(ctx.db as unknown as Sql, () => 3600)
    const token = await store.createToken('mfa', { data: { step: 'FIRST' }, ttlMs: 60_000 })
    const row = (await store.findToken('mfa', token))!
    expect(await store.advanceToSecondFactor(row.hash)).toBe(true)
    expect(await store.claimAttempt(row.hash, 5)).toBe(1)
    expect(await store.claimAttempt(row.hash, 5)).toBe(2)
    // A password answer that read the sign-in while it was still at the first factor finishes now.
    expect(await store.advanceToSecondFactor(row.hash)).toBe(false)
    expect((await store.findToken('mfa', token))!.data).toEqual({ step: 'MFA', attempts: 2 })
    expect(await store.claimAttempt(row.hash, 5)).toBe(3)
  })
})
