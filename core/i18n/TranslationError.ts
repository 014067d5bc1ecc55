/** Why a locale's strings are not shown: its bundle is missing or could not be read. */
export class TranslationError extends Error {
  /** Always `LOCALE_BUNDLE_MISSING`. */
  readonly code = 'LOCALE_BUNDLE_MISSING'
  /** The resolved locale code whose bundle failed. */
  readonly locale: string
  constructor(locale: string, cause?: unknown) {
    super(`Cannot find locale bundle for ${locale}`, cause === undefined ? undefined : { cause })
    this.name = 'TranslationError'
    this.locale = locale
  }
}
