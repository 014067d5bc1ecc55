import { safeAttributeText, safeHref, safeMediaUrl } from '../links'
import { at, clampInt, num, oneOf, str } from '../read'
import { bookingDurations, type DurationParts } from './bookingDurations'

/** Vertical embed names longer than this are cut with an ellipsis. */
export const CARD_NAME_MAX = 80
/** Default width of a vertical embed's image in px. */
export const CARD_IMAGE_WIDTH = 185

/** Cuts `text` to at most `max` characters, the last being an ellipsis; never splits a surrogate pair. */
export function truncateName(text: string, max = CARD_NAME_MAX): string {
  const chars = Array.from(text.trim())
  if (chars.length <= max) return chars.join('')
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

/** The call to action of each vertical embed kind, as an i18n key. */
export const CARD_CTA = {
  PRODUCT: 'embedBuyNow',
  EVENT: 'embedRegisterNow',
  BOOKING: 'embedBookNow',
} as const

/** Where the call to action goes: a link, or disabled on an unpublished site (with the tooltip). */
export type CardAction = { kind: 'link'; href: string } | { kind: 'disabled'; reason: 'unpublished' } | { kind: 'none' }

/** View model of an APP_EMBED node (a product, event or booking card). */
export interface AppEmbedView {
  kind: keyof typeof CARD_CTA
  /** The name cut at 80 characters. */
  name: string
  /** The whole name, for the title attribute when it was cut. */
  fullName?: string
  image?: { src: string; width: number; height?: number }
  /** Events: when and where, as the service wrote them. */
  scheduling?: string
  location?: string
  /** Bookings: the service's durations. */
  durations: DurationParts[]
  ctaKey: (typeof CARD_CTA)[keyof typeof CARD_CTA]
  action: CardAction
}

/** Reads APP_EMBED data. On an unpublished site (`published: false`) the call to action is disabled. */
export function appEmbedView(data: unknown, options: { published?: boolean } = {}): AppEmbedView {
  const kind = oneOf(at(data, 'type'), ['PRODUCT', 'EVENT', 'BOOKING'], 'PRODUCT')
  const rawName = (str(at(data, 'name')) ?? '').replace(/\s+/g, ' ').trim()
  const name = truncateName(rawName)
  const src = safeMediaUrl(at(data, 'image', 'src', 'url') ?? at(data, 'imageSrc'), true)
  const srcWidth = num(at(data, 'image', 'width'))
  const srcHeight = num(at(data, 'image', 'height'))
  const width = CARD_IMAGE_WIDTH
  const height =
    srcWidth && srcHeight && srcWidth > 0 && srcHeight > 0
      ? clampInt((width * srcHeight) / srcWidth, 1, 4 * width, width)
      : undefined
  const href = safeHref(at(data, 'url'))
  const action: CardAction =
    options.published === false
      ? { kind: 'disabled', reason: 'unpublished' }
      : href
        ? { kind: 'link', href }
        : { kind: 'none' }
  return {
    kind,
    name,
    fullName: name !== rawName ? safeAttributeText(rawName) : undefined,
    image: src ? { src, width, height } : undefined,
    scheduling: kind === 'EVENT' ? str(at(data, 'eventData', 'scheduling'))?.trim() || undefined : undefined,
    location: kind === 'EVENT' ? str(at(data, 'eventData', 'location'))?.trim() || undefined : undefined,
    durations: kind === 'BOOKING' ? bookingDurations(at(data, 'bookingData', 'durations')) : [],
    ctaKey: CARD_CTA[kind],
    action,
  }
}
