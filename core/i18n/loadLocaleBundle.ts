import type { Messages } from './en'

type BundleModule = { default: Messages }

// One dynamic import per locale, so a bundler emits each as its own chunk and only the active one is fetched.
const BUNDLES: Readonly<Record<string, () => Promise<BundleModule>>> = {
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
  fa: () => import('./locales/fa'),
  ur: () => import('./locales/ur'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  it: () => import('./locales/it'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  nl: () => import('./locales/nl'),
  pl: () => import('./locales/pl'),
  pt: () => import('./locales/pt'),
  ru: () => import('./locales/ru'),
  sv: () => import('./locales/sv'),
  tr: () => import('./locales/tr'),
  zh: () => import('./locales/zh'),
  cs: () => import('./locales/cs'),
  da: () => import('./locales/da'),
  fi: () => import('./locales/fi'),
  no: () => import('./locales/no'),
  hu: () => import('./locales/hu'),
  id: () => import('./locales/id'),
  th: () => import('./locales/th'),
  uk: () => import('./locales/uk'),
  vi: () => import('./locales/vi'),
  el: () => import('./locales/el'),
  bg: () => import('./locales/bg'),
  ro: () => import('./locales/ro'),
  hi: () => import('./locales/hi'),
  lt: () => import('./locales/lt'),
  lv: () => import('./locales/lv'),
  ca: () => import('./locales/ca'),
  sk: () => import('./locales/sk'),
  sl: () => import('./locales/sl'),
  ms: () => import('./locales/ms'),
  tl: () => import('./locales/tl'),
}

/**
 * The default bundle loader: fetches the bundled translation of `code` (a resolved locale code) with a
 * dynamic `import()`. Resolves to `undefined` when no bundle ships for it; rejects only if the chunk
 * itself fails to load (network).
 */
export async function loadLocaleBundle(code: string): Promise<Messages | undefined> {
  const load = Object.prototype.hasOwnProperty.call(BUNDLES, code) ? BUNDLES[code] : undefined
  if (!load) return undefined
  return (await load()).default
}
