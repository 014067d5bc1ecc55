// The identity entity of the provider: the member, their profile and their factors.
import type {
  AddressTag,
  EmailTag,
  FactorStatus,
  FactorType,
  IdentityStatus,
  PendingReason,
  PhoneTag,
} from './identityEnums'

/** A street address line: street name, house number and apartment. */
export interface StreetAddress {
  readonly name?: string
  readonly number?: string
  readonly apt?: string
}

/** A postal address. */
export interface Address {
  readonly city?: string
  /** Region code, e.g. `US-NY`. */
  readonly subdivision?: string
  /** ISO 3166-1 alpha-2 country code. */
  readonly country?: string
  readonly postalCode?: string
  /** The whole address as one line, as the provider formatted it. */
  readonly formattedAddress?: string
  readonly location?: { readonly latitude?: number; readonly longitude?: number }
  readonly addressLine1?: string
  readonly addressLine2?: string
  readonly streetAddress?: StreetAddress
}

/** A tagged address of a profile. */
export interface TaggedAddress {
  readonly address: Address
  readonly tag: AddressTag
}
/** A tagged email of a profile. */
export interface TaggedEmail {
  readonly email: string
  readonly tag: EmailTag
}
/** A tagged phone of a profile. */
export interface TaggedPhone {
  readonly phone: string
  readonly countryCode?: string
  readonly tag: PhoneTag
}
/** A custom profile field: its name and a string, number, boolean or date value. */
export interface CustomField {
  readonly name: string
  readonly value: string | number | boolean
}

/** What the member tells about themselves. */
export interface IdentityProfile {
  readonly firstName?: string
  readonly lastName?: string
  readonly nickname?: string
  readonly picture?: string
  readonly language?: string
  readonly emails?: readonly TaggedEmail[]
  readonly phones?: readonly TaggedPhone[]
  readonly addresses?: readonly TaggedAddress[]
  readonly customFields?: readonly CustomField[]
}

/** One authentication factor of an identity. */
export interface Factor {
  readonly factorId: string
  readonly type: FactorType
  readonly status: FactorStatus
}

/** A member's identity as the provider answers it on register, login and verification. */
export interface Identity {
  readonly id: string
  /** ISO 8601 date strings. */
  readonly createdDate: string
  readonly updatedDate: string
  readonly email: { readonly address: string; readonly isVerified: boolean }
  readonly status: { readonly name: IdentityStatus; readonly reasons: readonly PendingReason[] }
  readonly identityProfile: IdentityProfile
  readonly factors: readonly Factor[]
}
