/**
 * vitrine/react/i18n: React bindings of the viewer's translations.
 *
 * @module vitrine/react/i18n
 */
export { useTranslations, type TranslationsApi, type UseTranslationsOptions } from './useTranslations'
