import { VitrineError } from '../shared/errors'

/** Why a locale's strings are not shown: its bundle is missing or could not be read (`LOCALE_BUNDLE_MISSING`). */
export class TranslationError extends VitrineError<'LOCALE_BUNDLE_MISSING'> {
  /** The resolved locale code whose bundle failed. */
  readonly locale: string
  constructor(locale: string, cause?: unknown) {
    super('LOCALE_BUNDLE_MISSING', `Cannot find locale bundle for ${locale}`, { cause })
    this.name = 'TranslationError'
    this.locale = locale
  }
}
