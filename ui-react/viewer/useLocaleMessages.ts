import { useEffect, useRef, useState } from 'react'
import type { Messages } from '../../core/i18n/en'
import { enShown } from '../../core/i18n/enShown'
import { resolveLocale } from '../../core/i18n/locales'
import type { Logger } from '../../ports/logger'

/**
 * The viewer's UI strings for `locale`: English on the server and in the first client render (so
 * hydration matches; the strings that render shows, the parts loaded later bring theirs), then, for another language, the translations store (`createTranslations`) and
 * the locale's bundle, both fetched after mount. The store and its immutable-state machinery live in
 * a lazy chunk (`followLocaleMessages`), so an English page never loads them. A missing bundle is
 * logged by the store and English stays.
 */
export function useLocaleMessages(locale: string, logger: Logger): Partial<Messages> {
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null)
  // The latest logger, so an inline logger does not restart loading on every render.
  const loggerRef = useRef(logger)
  useEffect(() => {
    loggerRef.current = logger
  })
  useEffect(() => {
    if (resolveLocale(locale) === 'en') return
    let live = true
    let unsubscribe = () => {}
    import('./followLocaleMessages').then(
      ({ followLocaleMessages }) => {
        if (live)
          unsubscribe = followLocaleMessages(locale, loggerRef.current, (messages) => setLoaded({ locale, messages }))
      },
      (error: unknown) => loggerRef.current.error(`Cannot find locale bundle for ${locale}`, error),
    )
    return () => {
      live = false
      unsubscribe()
    }
  }, [locale])
  return loaded?.locale === locale ? loaded.messages : enShown
}
