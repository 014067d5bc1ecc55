import type { Logger } from '../../ports/logger'
import { createValueStore, type ReadableStore } from '../shared/createValueStore'
import { failedWith, statusOf, type StatusState } from '../shared/status'
import { TranslationError } from './TranslationError'
import { en, MESSAGE_KEYS, type Messages } from './en'
import { directionOf, resolveLocale, type Direction } from './locales'
import type { loadLocaleBundle } from './loadLocaleBundle'

/**
 * One immutable snapshot of the translations, in the one status convention: `status` is `ready` (the
 * locale's strings are shown), `loading` (being fetched) or `error` (`error` is a
 * {@link TranslationError}). While loading or after an error, `messages` is English.
 */
export type TranslationsSnapshot = StatusState<TranslationError> & TranslationsData

/** The data part of a {@link TranslationsSnapshot}. */
export interface TranslationsData {
  /** The resolved locale code asked for ("pt-BR" gives "pt"). */
  readonly locale: string
  /** Writing direction of that locale; known at once, before its strings load. */
  readonly dir: Direction
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
  /**
   * Bundle loader. Default {@link loadLocaleBundle} (dynamic import of the shipped bundles), itself
   * fetched with the first locale other than English, so English pages never load its table.
   */
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
      ...statusOf(locale === 'en' ? 'ready' : 'loading'),
      locale,
      dir: directionOf(locale),
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

/** {@link loadLocaleBundle}, its table of the shipped bundles fetched on first use. */
const shippedBundle: typeof loadLocaleBundle = (code) =>
  import('./loadLocaleBundle').then((module) => module.loadLocaleBundle(code))

/**
 * Creates the translations store for `locale` and starts loading its bundle at once (English needs
 * none). A missing bundle logs `Cannot find locale bundle for <code>`, the status becomes `error` and
 * English stays. Only the latest `setLocale` call wins when loads overlap.
 */
export function createTranslations(options: TranslationsOptions = {}): TranslationsStore {
  const load = options.load ?? shippedBundle
  const store = createValueStore<TranslationsSnapshot>(initialTranslations(options.locale ?? 'en'))
  let request = 0
  const set = (next: TranslationsSnapshot) => store.update(next)
  const failed = (locale: string, cause?: unknown) => {
    const error = new TranslationError(locale, cause)
    options.logger?.error(error.message, ...(cause === undefined ? [] : [cause]))
    set({ ...failedWith(error), locale, dir: directionOf(locale), messages: en })
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
      if (ticket === request) failed(locale, error)
      return
    }
    if (ticket !== request) return
    if (!messages) return failed(locale)
    set({ ...statusOf('ready'), locale, dir: directionOf(locale), messages })
  }

  const first = store.getSnapshot().locale
  if (first !== 'en') void setLocale(first)

  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, setLocale }
}
