/**
 * An item's accessible name and image alt text: the item's alt (or title, or 'Untitled image'), with
 * the store suffix (', Buy Now', translated) appended in store galleries (the item's click buys the
 * product). An untitled image's alt text is 'untitled image'; its accessible name keeps 'Untitled image'.
 * An item that shows text (its title and description, on the overlay or beside the media) has a name
 * that contains it, so a visitor can say what they see to speech input (label in name): its alt text
 * when that holds the shown text, else the shown text followed by the alt text unless it holds that.
 */
import { UNTITLED_IMAGE } from '../items/createRenderedItem'

/** What store galleries append to every item's name in English. */
export const BUY_NOW_SUFFIX = ', Buy Now'
/** The alt text of an image without alt text or title. */
export const UNTITLED_IMAGE_ALT = 'untitled image'

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * The accessible name of an item whose alt text is `alt`, in a store gallery (with `suffix`) or not,
 * showing the texts `shown` (its title and description; empty ones are skipped).
 */
export function itemAccessibleName(
  alt: string,
  isStoreGallery: boolean,
  suffix = BUY_NOW_SUFFIX,
  shown: readonly string[] = [],
): string {
  const texts = shown.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean)
  const seen = normalised(texts.join(' '))
  const name = normalised(alt).includes(seen)
    ? alt
    : [...texts, ...(alt && !seen.includes(normalised(alt)) ? [alt] : [])].join(', ')
  return isStoreGallery ? `${name}${suffix}` : name
}

/** The image alt text of an item whose alt text is `alt`: 'untitled image' for an untitled image. */
export function itemAltText(alt: string, isStoreGallery: boolean, suffix = BUY_NOW_SUFFIX): string {
  return itemAccessibleName(alt === UNTITLED_IMAGE ? UNTITLED_IMAGE_ALT : alt, isStoreGallery, suffix)
}
