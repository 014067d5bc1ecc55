import { migrateFlatOptions } from './legacySteps'
import { type FlatOptions, toFlat } from './schema'

export { LEGACY_RENAMES, LEGACY_REVERSED } from './legacySteps'
export { toFlat }

/**
 * Migrates any option input to one flat record of pro-gallery 5 names: flattened nested groups,
 * `layoutParams_structure_galleryLayout`-style names and the legacy v3/v4 flat names. A legacy
 * name never overrides its new name when both are given. Unknown keys are left in place. The input
 * is never touched: the steps work on the new record `toFlat` builds.
 */
export function migrateLegacyOptions(input: unknown): FlatOptions {
  return migrateFlatOptions(toFlat(input))
}
