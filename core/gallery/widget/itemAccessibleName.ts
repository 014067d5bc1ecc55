/**
 * An item's accessible name and image alt text: the item's alt (or title, or 'Untitled image'),
 * with ', Buy Now' appended in store galleries (the item's click buys the product).
 */

/** What store galleries append to every item's name. */
export const BUY_NOW_SUFFIX = ', Buy Now'

/** The accessible name of an item whose alt text is `alt`, in a store gallery or not. */
export function itemAccessibleName(alt: string, isStoreGallery: boolean): string {
  return isStoreGallery ? `${alt}${BUY_NOW_SUFFIX}` : alt
}
