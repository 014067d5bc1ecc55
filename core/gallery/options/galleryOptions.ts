/**
 * Option resolution on a visitor's page: options that use current names (see `currentOptions`) are
 * resolved by the code that ships with the gallery; anything else (legacy names and values, JSON
 * layouts, unknown or invalid leaves, which the full resolver migrates or reports) needs the legacy
 * migration's table (`legacySteps.ts`), a separate chunk that {@link loadFullOptions} fetches. Outside a browser it is
 * fetched as soon as this module loads, so server rendering resolves any input.
 */
import { completeOptions, currentOptions, type ResolveOptionsEnv } from './completeOptions'
import type { ResolvedGalleryOptions } from './resolvedOptions'
import { resolveOptionsWith, type MigrateFlat } from './resolveWith'
import { toFlat, type FlatOptions } from './schema'

let migrate: MigrateFlat | null = null
let loading: Promise<void> | null = null

/** Fetches the full resolver (legacy migration, JSON layouts, messages) once; resolves when it is in. */
export function loadFullOptions(): Promise<void> {
  loading ??= import('./legacySteps').then((steps) => {
    migrate = steps.migrateFlatOptions
  })
  return loading
}

// Fetched at once, apart from the first chunk: a page never waits for it unless its options need it,
// and server rendering and Node callers have it before their first render.
void loadFullOptions()

/** True when `input` needs the full resolver and it has not arrived yet. */
export const needsFullOptions = (input: unknown): boolean => migrate === null && currentOptions(input) === null

/**
 * `resolveOptions(input, env)`: current options at once, other input through the full resolver.
 * Throws when the input needs the full resolver before {@link loadFullOptions} has finished, so such
 * input is never silently taken as something else.
 */
export function resolveGalleryOptions(input: unknown, env: ResolveOptionsEnv = {}): ResolvedGalleryOptions {
  const current = currentOptions(input)
  if (current) return completeOptions(current.flat, current.layout, env)
  if (migrate) return resolveOptionsWith(migrate, input, env)
  throw new Error('Gallery options: these options need the full resolver; await loadFullOptions() first')
}

/** The input as flat current names (`migrateLegacyOptions` once loaded; before that, current input only). */
export const flatGalleryOptions = (input: unknown): FlatOptions => (migrate ? migrate(toFlat(input)) : toFlat(input))
