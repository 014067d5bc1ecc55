/**
 * An item's accessible name and image alt text: the item's alt (or title, or 'Untitled image'), with
 * the store suffix (', Buy Now', translated) appended in store galleries (the item's click buys the
 * product). An untitled image's alt text is 'untitled image'; its accessible name keeps 'Untitled image'.
 */
import { UNTITLED_IMAGE } from '../items/createRenderedItem'

/** What store galleries append to every item's name in English. */
export const BUY_NOW_SUFFIX = ', Buy Now'
/** The alt text of an image without alt text or title. */
export const UNTITLED_IMAGE_ALT = 'untitled image'

/** The accessible name of an item whose alt text is `alt`, in a store gallery (with `suffix`) or not. */
export function itemAccessibleName(alt: string, isStoreGallery: boolean, suffix = BUY_NOW_SUFFIX): string {
  return isStoreGallery ? `${alt}${suffix}` : alt
}

/** The image alt text of an item whose alt text is `alt`: 'untitled image' for an untitled image. */
export function itemAltText(alt: string, isStoreGallery: boolean, suffix = BUY_NOW_SUFFIX): string {
  return itemAccessibleName(alt === UNTITLED_IMAGE ? UNTITLED_IMAGE_ALT : alt, isStoreGallery, suffix)
}
