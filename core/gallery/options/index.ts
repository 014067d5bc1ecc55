/** Gallery options: types, defaults, presets, legacy migration, forced corrections and `resolveOptions`. */
export * from './types'
export {
  GALLERY_CONSTANTS,
  GALLERY_LAYOUTS,
  JSON_FIXED_LAYOUT,
  LEGACY_LAYOUT_NUMBERS,
  MAGIC_LAYOUT_MESSAGE,
  UNPARSABLE_JSON_MESSAGE,
} from './constants'
export { PRESETS, presetOf, applyPreset, type Preset, type PresetValues } from './presets'
export {
  FORCED_CORRECTIONS,
  applyForcedCorrections,
  hasHoverPlacement,
  hasExternalVerticalPlacement,
  hasExternalHorizontalPlacement,
  type CorrectionEnv,
  type ForcedCorrection,
} from './applyForcedCorrections'
export { deriveLayoutValues, targetItemSizeOf, fixedColumnsOf, type DeriveEnv } from './deriveLayoutValues'
export { migrateLegacyOptions, LEGACY_RENAMES, LEGACY_REVERSED } from './migrateLegacyOptions'
export { resolveOptions, type ResolveOptionsEnv } from './resolveOptions'
export type { FlatOptions } from './schema'
export {
  RESOLVED_OPTIONS_BRAND,
  isResolvedOptions,
  assertResolvedOptions,
  type ResolvedGalleryOptions,
} from './resolvedOptions'
