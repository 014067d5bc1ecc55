// The identity provider's enumerations, exported from vitrine/identity as values and types.
import { describe, expect, it } from 'vitest'
import * as identity from '../index'

describe('identity enumerations', () => {
  it('list the provider values in order', () => {
    const values = (name: keyof typeof identity) => Object.values(identity[name] as object)
    expect(values('AddressTag')).toEqual(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'])
    expect(values('EmailTag')).toEqual(['UNTAGGED', 'MAIN', 'HOME', 'WORK'])
    expect(values('PhoneTag')).toEqual(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'])
    expect(values('IdentityStatus')).toEqual(['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'])
    expect(values('PendingReason')).toEqual(['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'])
    expect(values('FactorType')).toEqual(['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'])
    expect(values('FactorStatus')).toEqual(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'])
    expect(values('TenantType')).toEqual(['ACCOUNT', 'SITE', 'ROOT'])
    expect(values('RedirectPrompt')).toEqual(['login', 'none', 'consent', 'select_account'])
    expect(values('MembersAreaSection')).toEqual(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'])
    expect(values('CallbackType')).toEqual(['LOGOUT', 'CHECKOUT', 'AUTHORIZE'])
    expect(values('IdentityKind')).toEqual(['USER', 'VISITOR', 'MEMBER', 'APP', 'ANONYMOUS_VISITOR', 'WIX_USER'])
    expect(Object.isFrozen(identity.FactorType)).toBe(true)
  })
})
