import type { Logger } from '../../ports/logger'
import type { ReadableStore } from '../shared/createStore'
import { en, MESSAGE_KEYS, type Messages } from './en'
import { directionOf, resolveLocale, type Direction } from './locales'
import { loadLocaleBundle } from './loadLocaleBundle'

/** Where a locale's strings stand: shown (`ready`), being fetched (`loading`) or unavailable (`error`). */
export type TranslationState = 'ready' | 'loading' | 'error'

/** One immutable snapshot of the translations. While loading or after an error, `messages` is English. */
export interface TranslationsSnapshot {
  /** The resolved locale code asked for ("pt-BR" gives "pt"). */
  readonly locale: string
  /** Writing direction of that locale; known at once, before its strings load. */
  readonly dir: Direction
  readonly state: TranslationState
  /** The strings to show: the locale's once ready, English otherwise. */
  readonly messages: Messages
}

/** Fetches a locale's strings; resolves to `undefined` (or rejects) when there is no bundle. */
export type LocaleLoader = (
  code: string,
) => Promise<Partial<Messages> | { default: Partial<Messages> } | undefined | null>

/** Options of {@link createTranslations}. */
export interface TranslationsOptions {
  /** Locale code to show, e.g. "de", "pt-BR", "he". Default "en". */
  locale?: string
  /** Bundle loader. Default {@link loadLocaleBundle} (dynamic import of the shipped bundles). */
  load?: LocaleLoader
  /** Receives "Cannot find locale bundle for <code>" when a bundle is missing. */
  logger?: Logger
}

/** The translations store: a snapshot, change notifications and locale switching. */
export interface TranslationsStore extends ReadableStore<TranslationsSnapshot> {
  /** Switches to `code`; resolves once its strings are shown or the error state is reached. */
  setLocale(code: string): Promise<void>
}

const englishSnapshots = new Map<string, TranslationsSnapshot>()

/**
 * The snapshot shown before any bundle loads: English strings, the locale's direction, state `ready`
 * for English and `loading` otherwise. The same reference for the same code, so server rendering and
 * the first client render agree.
 */
export function initialTranslations(code = 'en'): TranslationsSnapshot {
  const locale = resolveLocale(code)
  let snapshot = englishSnapshots.get(locale)
  if (!snapshot) {
    snapshot = Object.freeze({
      locale,
      dir: directionOf(locale),
      state: locale === 'en' ? 'ready' : 'loading',
      messages: en,
    })
    englishSnapshots.set(locale, snapshot)
  }
  return snapshot
}

// Keeps only string keys that English knows, and falls back to English for the rest.
function completeMessages(bundle: unknown): Messages | undefined {
  const raw =
    bundle && typeof bundle === 'object' && 'default' in bundle ? (bundle as { default: unknown }).default : bundle
  if (!raw || typeof raw !== 'object') return undefined
  const source = raw as Record<string, unknown>
  const out: Record<string, string> = {}
  for (const key of MESSAGE_KEYS) {
    const value = source[key]
    out[key] = typeof value === 'string' && value !== '' ? value : en[key]
  }
  return Object.freeze(out) as Messages
}

/**
 * Creates the translations store for `locale` and starts loading its bundle at once (English needs
 * none). A missing bundle logs `Cannot find locale bundle for <code>`, the state becomes `error` and
 * English stays. Only the latest `setLocale` call wins when loads overlap.
 */
export function createTranslations(options: TranslationsOptions = {}): TranslationsStore {
  const load = options.load ?? loadLocaleBundle
  const listeners = new Set<() => void>()
  let snapshot = initialTranslations(options.locale ?? 'en')
  let request = 0

  const set = (next: TranslationsSnapshot) => {
    if (next === snapshot) return
    snapshot = next
    for (const listener of [...listeners]) listener()
  }

  const setLocale = async (code: string): Promise<void> => {
    const ticket = ++request
    const locale = resolveLocale(code)
    set(initialTranslations(locale))
    if (locale === 'en') return
    let messages: Messages | undefined
    try {
      messages = completeMessages(await load(locale))
    } catch (error) {
      if (ticket === request) options.logger?.error(`Cannot find locale bundle for ${locale}`, error)
      if (ticket === request) set(Object.freeze({ locale, dir: directionOf(locale), state: 'error', messages: en }))
      return
    }
    if (ticket !== request) return
    if (!messages) {
      options.logger?.error(`Cannot find locale bundle for ${locale}`)
      set(Object.freeze({ locale, dir: directionOf(locale), state: 'error', messages: en }))
      return
    }
    set(Object.freeze({ locale, dir: directionOf(locale), state: 'ready', messages }))
  }

  if (snapshot.locale !== 'en') void setLocale(snapshot.locale)

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const entry = () => listener()
      listeners.add(entry)
      return () => listeners.delete(entry)
    },
    setLocale,
  }
}
