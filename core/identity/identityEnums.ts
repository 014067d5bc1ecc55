/**
 * The identity provider's enumerations, each a frozen object of its values plus
 * the union type of those values: `AddressTag.HOME` or the literal `'HOME'`.
 */

type ValueOf<TObject> = TObject[keyof TObject]
const values = <const TKeys extends string>(keys: readonly TKeys[]): { readonly [K in TKeys]: K } =>
  Object.freeze(Object.fromEntries(keys.map((k) => [k, k]))) as { readonly [K in TKeys]: K }

/** The tag of a profile address. */
export const AddressTag = values(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'])
export type AddressTag = ValueOf<typeof AddressTag>

/** The tag of a profile email. */
export const EmailTag = values(['UNTAGGED', 'MAIN', 'HOME', 'WORK'])
export type EmailTag = ValueOf<typeof EmailTag>

/** The tag of a profile phone. */
export const PhoneTag = values(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'])
export type PhoneTag = ValueOf<typeof PhoneTag>

/** The status of an identity. */
export const IdentityStatus = values(['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'])
export type IdentityStatus = ValueOf<typeof IdentityStatus>

/** Why an identity is PENDING. */
export const PendingReason = values(['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'])
export type PendingReason = ValueOf<typeof PendingReason>

/** The kind of an authentication factor. */
export const FactorType = values(['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'])
export type FactorType = ValueOf<typeof FactorType>

/** The status of an authentication factor. */
export const FactorStatus = values(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'])
export type FactorStatus = ValueOf<typeof FactorStatus>

/** The kind of tenant an SSO login belongs to. */
export const TenantType = values(['ACCOUNT', 'SITE', 'ROOT'])
export type TenantType = ValueOf<typeof TenantType>

/** The `prompt` of an authorize request (lower case on the wire). */
export const RedirectPrompt = values(['login', 'none', 'consent', 'select_account'])
export type RedirectPrompt = ValueOf<typeof RedirectPrompt>

/** A section of the members area a redirect session can open. */
export const MembersAreaSection = values(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'])
export type MembersAreaSection = ValueOf<typeof MembersAreaSection>

/** The kind of callback a redirect session returns to. */
export const CallbackType = values(['LOGOUT', 'CHECKOUT', 'AUTHORIZE'])
export type CallbackType = ValueOf<typeof CallbackType>

/** Who a token or call acts for. */
export const IdentityKind = values(['USER', 'VISITOR', 'MEMBER', 'APP', 'ANONYMOUS_VISITOR', 'WIX_USER'])
export type IdentityKind = ValueOf<typeof IdentityKind>
