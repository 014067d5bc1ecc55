/**
 * vitrine/i18n: the viewer's UI strings in 38 languages, RTL rules and a translations store that loads
 * one locale bundle on demand. Pure TypeScript (no DOM, Node or React).
 *
 * @module vitrine/i18n
 */
export { en, MESSAGE_KEYS, type MessageKey, type Messages } from './en'
export {
  SUPPORTED_LOCALES,
  RTL_LOCALES,
  resolveLocale,
  isRtlLocale,
  directionOf,
  isSupportedLocale,
  type SupportedLocale,
  type Direction,
} from './locales'
export { formatMessage, placeholdersOf, type MessageParams } from './formatMessage'
export { loadLocaleBundle } from './loadLocaleBundle'
export {
  createTranslations,
  initialTranslations,
  type TranslationsStore,
  type TranslationsSnapshot,
  type TranslationsOptions,
  type TranslationsData,
  type LocaleLoader,
} from './createTranslations'
export { TranslationError } from './TranslationError'
