/** The MAGNIFY click action's part (loaded only with `clickAction: 'MAGNIFY'`, see galleryParts). */
import type { ReactNode } from 'react'
import type { MagnifierProps } from './GalleryItem'
import { useMagnifier } from './useMagnifier'

/** An item's magnifier: the picture follows the pointer and pans on a drag (see useMagnifier). */
export function Magnifier(props: MagnifierProps): ReactNode {
  return props.children(useMagnifier(props))
}
