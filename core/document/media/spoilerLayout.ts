import { at, bool, str } from '../read'

/** Spoiler sizing constants and the description limit. */
export const SPOILER = Object.freeze({
  reducedWidth: 320,
  reducedHeight: 228,
  blurSmallUnder: 400,
  blurMediumUnder: 700,
  descriptionMax: 70,
})

/** How strongly a hidden medium is blurred. */
export type SpoilerBlur = 'small' | 'medium' | 'large'

/** The form of a spoiler placeholder for a block of a given size. */
export interface SpoilerLayout {
  /** The reduced form (button only, no description) under 320 px wide or 228 px tall. */
  reduced: boolean
  blur: SpoilerBlur
}

/** Spoiler form for a width and height in px: reduced under 320 x 228; blur small < 400, medium < 700. */
export function spoilerLayout(width: number, height: number): SpoilerLayout {
  const reduced = width < SPOILER.reducedWidth || height < SPOILER.reducedHeight
  const blur: SpoilerBlur =
    width < SPOILER.blurSmallUnder ? 'small' : width < SPOILER.blurMediumUnder ? 'medium' : 'large'
  return { reduced, blur }
}

/** A media spoiler as the data asks for it: enabled, and the author's texts (description cut to 70). */
export interface SpoilerSettings {
  enabled: boolean
  description?: string
  buttonText?: string
}

/** Reads `containerData.spoiler` of IMAGE, GALLERY or VIDEO data. */
export function spoilerSettings(data: unknown): SpoilerSettings {
  const enabled = bool(at(data, 'containerData', 'spoiler', 'enabled'))
  const description = str(at(data, 'containerData', 'spoiler', 'description'))?.trim()
  const buttonText = str(at(data, 'containerData', 'spoiler', 'buttonText'))?.trim()
  return {
    enabled,
    description: description ? Array.from(description).slice(0, SPOILER.descriptionMax).join('') : undefined,
    buttonText: buttonText || undefined,
  }
}
