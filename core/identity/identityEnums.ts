/**
 * The identity provider's enumerations, each a frozen object of its values plus
 * the union type of those values: `AddressTag.HOME` or the literal `'HOME'`.
 */

const values = <const TKeys extends string>(keys: readonly TKeys[]): { readonly [K in TKeys]: K } =>
  Object.freeze(Object.fromEntries(keys.map((k) => [k, k]))) as { readonly [K in TKeys]: K }

/** The tag of a profile address. */
export const AddressTag = values(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'])
export type AddressTag = (typeof AddressTag)[keyof typeof AddressTag]

/** The tag of a profile email. */
export const EmailTag = values(['UNTAGGED', 'MAIN', 'HOME', 'WORK'])
export type EmailTag = (typeof EmailTag)[keyof typeof EmailTag]

/** The tag of a profile phone. */
export const PhoneTag = values(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'])
export type PhoneTag = (typeof PhoneTag)[keyof typeof PhoneTag]

/** The status of an identity. */
export const IdentityStatus = values(['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'])
export type IdentityStatus = (typeof IdentityStatus)[keyof typeof IdentityStatus]

/** Why an identity is PENDING. */
export const PendingReason = values(['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'])
export type PendingReason = (typeof PendingReason)[keyof typeof PendingReason]

/** The kind of an authentication factor. */
export const FactorType = values(['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'])
export type FactorType = (typeof FactorType)[keyof typeof FactorType]

/** The status of an authentication factor. */
export const FactorStatus = values(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'])
export type FactorStatus = (typeof FactorStatus)[keyof typeof FactorStatus]

/** The kind of tenant an SSO login belongs to. */
export const TenantType = values(['ACCOUNT', 'SITE', 'ROOT'])
export type TenantType = (typeof TenantType)[keyof typeof TenantType]

/** The `prompt` of an authorize request (lower case on the wire). */
export const RedirectPrompt = values(['login', 'none', 'consent', 'select_account'])
export type RedirectPrompt = (typeof RedirectPrompt)[keyof typeof RedirectPrompt]

/** A section of the members area a redirect session can open. */
export const MembersAreaSection = values(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'])
export type MembersAreaSection = (typeof MembersAreaSection)[keyof typeof MembersAreaSection]

/** The kind of callback a redirect session returns to. */
export const CallbackType = values(['LOGOUT', 'CHECKOUT', 'AUTHORIZE'])
export type CallbackType = (typeof CallbackType)[keyof typeof CallbackType]

/** Who a token or call acts for. */
export const IdentityKind = values(['USER', 'VISITOR', 'MEMBER', 'APP', 'ANONYMOUS_VISITOR', 'WIX_USER'])
export type IdentityKind = (typeof IdentityKind)[keyof typeof IdentityKind]
