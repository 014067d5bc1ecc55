import { createTranslations } from '../../core/i18n/createTranslations'
import type { Messages } from '../../core/i18n/en'
import { loadLocaleBundle } from '../../core/i18n/loadLocaleBundle'
import type { Logger } from '../../ports/logger'

/**
 * Loads the UI strings of `locale` through the translations store and passes them to `show` once they
 * are ready (and again if the store changes). Returns the unsubscribe. Its own lazy chunk, with the
 * store and the shipped bundles' table (fetched together, so the bundle is one step away): an English
 * page never loads them.
 */
export function followLocaleMessages(locale: string, logger: Logger, show: (messages: Messages) => void): () => void {
  const store = createTranslations({ locale, logger, load: loadLocaleBundle })
  const update = () => {
    const snapshot = store.getSnapshot()
    if (snapshot.status === 'ready') show(snapshot.messages)
  }
  const unsubscribe = store.subscribe(update)
  update()
  return unsubscribe
}
