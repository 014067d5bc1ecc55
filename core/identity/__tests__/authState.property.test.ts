import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createAuthState, SESSION_EXPIRED } from '../createAuthState'
import { IdentityError, type ProviderError } from '../index'

const providerError = fc.record({
  status: fc.constantFrom(400, 403, 500),
  code: fc.option(fc.constantFrom('-19976', '-19973', '-19971', '-19970', '-19995', '-1'), { nil: undefined }),
  message: fc.string(),
  fieldViolations: fc.constant([]),
}) as fc.Arbitrary<ProviderError>

const body = fc.oneof(
  fc.record({ state: fc.constant('SUCCESS'), sessionToken: fc.string() }),
  fc.record({ state: fc.constant('REQUIRE_EMAIL_VERIFICATION'), stateToken: fc.string() }),
  fc.record({ state: fc.constant('REQUIRE_OWNER_APPROVAL') }),
  fc.anything(),
)

/** Everything that can happen to the identity client's state, in any order. */
const step = fc.oneof(
  body.map((b) => ({ kind: 'dispatch' as const, event: { type: 'answer' as const, body: b } })),
  providerError.map((e) => ({ kind: 'dispatch' as const, event: { type: 'loginFailed' as const, error: e } })),
  providerError.map((e) => ({ kind: 'dispatch' as const, event: { type: 'registerFailed' as const, error: e } })),
  fc.string().map((m) => ({ kind: 'dispatch' as const, event: { type: 'networkFailed' as const, message: m } })),
  fc.constant({ kind: 'dispatch' as const, event: { type: 'verify' as const } }),
  fc.constant({ kind: 'dispatch' as const, event: { type: 'reset' as const } }),
  fc.constantFrom({ kind: 'loading' as const }, { kind: 'expired' as const }, { kind: 'failed' as const }),
)

describe('identity state in the status convention (properties)', () => {
  it('status and error agree with the login state after any sequence, and each expiry is reported once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const state = createAuthState()
        let reported = 0
        state.onSessionExpired(() => reported++)
        let expiries = 0
        for (const s of steps) {
          if (s.kind === 'loading') state.loading()
          else if (s.kind === 'failed') state.failed(new IdentityError('NO_TOKENS', 'no member tokens'))
          else if (s.kind === 'expired') {
            state.sessionExpired()
            expiries++
          } else {
            const [next] = state.dispatch(s.event)
            const snapshot = state.store.getSnapshot()
            expect(snapshot.login).toEqual(next)
            // A login state with an error is status error, carrying its message and code.
            if (next.error !== undefined) {
              expect(snapshot.status).toBe('error')
              expect(snapshot.error).toMatchObject({ message: next.error, code: next.errorCode ?? 'LOGIN_FAILED' })
            } else {
              expect(snapshot.status).toBe(next.loginState === 'INITIAL' ? 'idle' : 'ready')
            }
          }
          const snapshot = state.store.getSnapshot()
          expect(snapshot.error === null).toBe(snapshot.status !== 'error')
          if (s.kind === 'expired') expect(snapshot.error?.code).toBe(SESSION_EXPIRED)
          if (s.kind === 'loading') expect(snapshot.status).toBe('loading')
        }
        expect(reported).toBe(expiries)
      }),
    )
  })
})
