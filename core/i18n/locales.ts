/**
 * The locale codes the viewer ships UI strings for: English (the base) and 37 translations.
 * Codes are ISO 639-1 language codes; regional variants resolve to their language (see {@link resolveLocale}).
 */
export const SUPPORTED_LOCALES = [
  'en',
  'ar',
  'he',
  'fa',
  'ur',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'zh',
  'cs',
  'da',
  'fi',
  'no',
  'hu',
  'id',
  'th',
  'uk',
  'vi',
  'el',
  'bg',
  'ro',
  'hi',
  'lt',
  'lv',
  'ca',
  'sk',
  'sl',
  'ms',
  'tl',
] as const

/** A locale code with a bundled translation. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** A writing direction, as the HTML `dir` attribute spells it. */
export type Direction = 'ltr' | 'rtl'

/**
 * Languages written right to left. Besides the bundled ar, he, fa and ur, this lists the other RTL
 * languages a host may pass (their bundles are missing, so the text falls back to English, but the
 * direction still follows the language).
 */
export const RTL_LOCALES: readonly string[] = [
  'ar',
  'he',
  'fa',
  'ur',
  'yi',
  'ps',
  'sd',
  'ug',
  'dv',
  'ckb',
  'ku',
  'syr',
  'arc',
  'iw',
]

// Old or alternative codes browsers and hosts still send.
const ALIASES: Readonly<Record<string, string>> = {
  iw: 'he',
  ji: 'yi',
  in: 'id',
  nb: 'no',
  nn: 'no',
  fil: 'tl',
  zh_hans: 'zh',
}

/**
 * The language part of a locale code, lower-cased, with old codes mapped ("pt-BR" → "pt",
 * "iw" → "he", "nb-NO" → "no"). A full code that is itself supported is kept.
 */
export function resolveLocale(code: string): string {
  const clean = String(code ?? '')
    .trim()
    .toLowerCase()
    .replace(/_/g, '-')
  if (clean === '') return 'en'
  if ((SUPPORTED_LOCALES as readonly string[]).includes(clean)) return clean
  const language = clean.split('-')[0]
  return Object.hasOwn(ALIASES, language) ? ALIASES[language] : language
}

/** Whether the language of `code` is written right to left ("ar", "he-IL", "fa", "ur", "yi" ...). */
export function isRtlLocale(code: string): boolean {
  return RTL_LOCALES.includes(resolveLocale(code))
}

/** The writing direction of the language of `code`. */
export function directionOf(code: string): Direction {
  return isRtlLocale(code) ? 'rtl' : 'ltr'
}

/** Whether a bundle ships for `code` (after {@link resolveLocale}). */
export function isSupportedLocale(code: string): code is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(resolveLocale(code))
}
