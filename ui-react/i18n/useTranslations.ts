import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '../useStore'
// From the modules themselves, not the vitrine/i18n barrel: the shipped bundles' loader is fetched
// only for a locale other than English (createTranslations).
import {
  createTranslations,
  initialTranslations,
  type LocaleLoader,
  type TranslationsSnapshot,
  type TranslationsStore,
} from '../../core/i18n/createTranslations'
import type { MessageKey } from '../../core/i18n/en'
import { formatMessage, type MessageParams } from '../../core/i18n/formatMessage'
import type { Logger } from '../../ports/logger'

/** Options of {@link useTranslations}. */
export interface UseTranslationsOptions {
  /** Bundle loader (default: the shipped bundles, fetched with dynamic import). */
  load?: LocaleLoader
  /** Receives "Cannot find locale bundle for <code>". */
  logger?: Logger
}

/**
 * What {@link useTranslations} returns: the store's snapshot (`status` 'loading' | 'ready' | 'error'
 * with a `TranslationError`, `locale`, `dir`, `messages`) and `t`.
 */
export type TranslationsApi = TranslationsSnapshot & {
  /** The text of `key` in the active locale (English until it has loaded), with `{params}` filled in. */
  readonly t: (key: MessageKey, params?: MessageParams) => string
}

const noSubscribe = () => () => {}

/**
 * The viewer's UI strings for `locale`. On the server and in the first client render it gives English
 * synchronously (so hydration matches); in the browser it then loads the locale's bundle and re-renders.
 */
export function useTranslations(locale = 'en', options: UseTranslationsOptions = {}): TranslationsApi {
  const [store, setStore] = useState<TranslationsStore | null>(null)
  // Kept in a ref (updated after each render, before the loading effect runs) so an inline loader or
  // logger does not restart loading on every render.
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  useEffect(() => {
    // Created only after mount: the server and the hydrating render both see the English snapshot.
    const { load, logger } = optionsRef.current
    setStore(createTranslations({ locale, load, logger }))
  }, [locale])
  const initial = initialTranslations(locale)
  const current = store && store.getSnapshot().locale === initial.locale ? store : null
  // Until the locale's store is there, a store that holds the English snapshot.
  const english = useMemo(() => ({ subscribe: noSubscribe, getSnapshot: () => initial }), [initial])
  const snapshot = useStore(current ?? english, () => initial)
  const messages = snapshot.messages
  const t = useCallback((key: MessageKey, params?: MessageParams) => formatMessage(messages, key, params), [messages])
  return { ...snapshot, t }
}
