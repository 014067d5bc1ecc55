// The identity entity the emulator answers (typed by the client as `Identity` in
// core/identity/identityTypes.ts): the stored profile reduced to its known fields, every list
// entry tagged (UNTAGGED when the member gave no tag), and the member's factors.
import type {
  Address,
  CustomField,
  Factor,
  IdentityProfile,
  TaggedAddress,
  TaggedEmail,
  TaggedPhone,
} from '../../core/identity/identityTypes'
import { AddressTag, EmailTag, PhoneTag } from '../../core/identity/identityEnums'
import { isObject } from '../guards'

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
const tagOf = <TTag extends string>(tags: Record<string, TTag>, v: unknown): TTag =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(tags, v) ? tags[v]! : tags.UNTAGGED!
const list = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : [])
const defined = <TObject extends object>(o: TObject): TObject =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as TObject

function addressOf(a: Record<string, unknown>): Address {
  const street = isObject(a.streetAddress) ? a.streetAddress : undefined
  const location = isObject(a.location) ? a.location : undefined
  return defined({
    city: text(a.city),
    subdivision: text(a.subdivision),
    country: text(a.country),
    postalCode: text(a.postalCode),
    formattedAddress: text(a.formattedAddress),
    location:
      location && typeof location.latitude === 'number' && typeof location.longitude === 'number'
        ? { latitude: location.latitude, longitude: location.longitude }
        : undefined,
    addressLine1: text(a.addressLine1),
    addressLine2: text(a.addressLine2),
    streetAddress: street
      ? defined({ name: text(street.name), number: text(street.number), apt: text(street.apt) })
      : undefined,
  })
}

/** A stored profile in the identity shape: known fields only, lists tagged. */
export function profileOf(raw: unknown): IdentityProfile {
  const p = isObject(raw) ? raw : {}
  const emails: TaggedEmail[] = list(p.emails)
    .filter((e) => text(e.email))
    .map((e) => ({ email: e.email as string, tag: tagOf(EmailTag, e.tag) }))
  const phones: TaggedPhone[] = list(p.phones)
    .filter((e) => text(e.phone))
    .map((e) => defined({ phone: e.phone as string, countryCode: text(e.countryCode), tag: tagOf(PhoneTag, e.tag) }))
  const addresses: TaggedAddress[] = list(p.addresses).map((a) => ({
    address: addressOf(isObject(a.address) ? a.address : a),
    tag: tagOf(AddressTag, a.tag),
  }))
  const customFields: CustomField[] = list(p.customFields)
    .filter((f) => text(f.name) && ['string', 'number', 'boolean'].includes(typeof f.value))
    .map((f) => ({ name: f.name as string, value: f.value as CustomField['value'] }))
  return defined({
    firstName: text(p.firstName),
    lastName: text(p.lastName),
    nickname: text(p.nickname),
    picture: text(p.picture),
    language: text(p.language),
    emails,
    phones,
    addresses,
    customFields,
  })
}

/** A member's factors: the password, then the enrolled second factors (their secrets left out). */
export const factorsOf = (memberId: string, enrolled: readonly Factor[] = []): Factor[] => [
  { factorId: `${memberId}:password`, type: 'PASSWORD', status: 'ACTIVE' },
  ...enrolled.map(({ factorId, type, status }) => ({ factorId, type, status })),
]
