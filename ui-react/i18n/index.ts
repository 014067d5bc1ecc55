/** React bindings of the viewer's translations. */
export { useTranslations, type TranslationsApi, type UseTranslationsOptions } from './useTranslations'
