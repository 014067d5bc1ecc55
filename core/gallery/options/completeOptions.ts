import type { Logger } from '../../../ports/logger'
import { applyForcedCorrections } from './applyForcedCorrections'
import { GALLERY_LAYOUTS, LEGACY_LAYOUT_NUMBERS } from './constants'
import { deriveLayoutValues } from './deriveLayoutValues'
import { applyPreset } from './presets'
import { brandResolved, type ResolvedGalleryOptions } from './resolvedOptions'
import { DEFAULT_LEAVES, DERIVED_KEYS, type FlatOptions, checkLeaf, isRecord, own, setFlat, toFlat } from './schema'
import { DEFAULT_OPTIONS, type GalleryLayout, type GalleryOptions } from './types'

/** Platform facts and the logger `resolveOptions` uses. */
export interface ResolveOptionsEnv {
  /** Mobile caps item spacing at 50. */
  isMobile?: boolean
  /** Touch devices get no mouse-cursor arrows. */
  isTouch?: boolean
  /**
   * Server rendering: arrows on the gallery or at the cursor are disabled; outside arrows keep their
   * room (so hydration does not move the items) and the widget does not show them.
   */
  isPrerender?: boolean
  /** Where messages go; nowhere when omitted (the `vitrine/gallery` entry passes the console). */
  logger?: Logger
  /** Window width for PERCENT target sizes; 980 when unknown. */
  windowWidth?: number
  /** False when no external info renderer exists (above/below/side info then takes no space). */
  hasInfoRenderer?: boolean
}

/** The flat name of `layoutParams.structure.galleryLayout`. */
export const LAYOUT_KEY = 'layoutParams_structure_galleryLayout'
/** Where messages go when the caller passes no logger: nowhere (the core reaches no console). */
export const SILENT: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined }

/** Builds complete options from the defaults and every valid known leaf; reports the rest. */
function mergeOverDefaults(flat: FlatOptions, layout: GalleryLayout, logger: Logger): GalleryOptions {
  // A deep copy of the defaults (plain JSON data: strings, numbers, booleans, arrays and records).
  const options = JSON.parse(JSON.stringify(DEFAULT_OPTIONS)) as GalleryOptions
  options.layoutParams.structure.galleryLayout = layout
  const unknown: string[] = []
  for (const key of Object.keys(flat)) {
    const value = flat[key]
    if (key === LAYOUT_KEY || key === 'galleryLayout' || key === 'jsonStyleParams' || value === undefined) continue
    if ((DERIVED_KEYS as readonly string[]).includes(key)) continue
    if (!Object.hasOwn(DEFAULT_LEAVES, key)) {
      unknown.push(key)
      continue
    }
    const check = checkLeaf(key, value)
    if (check.ok) setFlat(options, key, check.value)
    else logger.warn(`Gallery options: ${key} ignored (${check.error}), keeping the default`, value)
  }
  if (unknown.length > 0) logger.warn(`Gallery options: unknown options ignored: ${unknown.join(', ')}`)
  return options
}

/**
 * The last steps of option resolution, from a flat record of current names and a settled layout:
 * merged over `DEFAULT_OPTIONS` (invalid and unknown leaves reported), the layout's preset, every
 * forced correction, and the layouter's derived values.
 */
export function completeOptions(
  flat: FlatOptions,
  layout: GalleryLayout,
  env: ResolveOptionsEnv,
): ResolvedGalleryOptions {
  const merged = mergeOverDefaults(flat, layout, env.logger ?? SILENT)
  return brandResolved(deriveLayoutValues(applyForcedCorrections(applyPreset(merged), env), env))
}

/** A galleryLayout value named exactly as a preset (a name or a legacy number), else undefined. */
function presetLayout(raw: unknown): GalleryLayout | undefined {
  if (raw === undefined) return 'collage'
  const layout =
    typeof raw === 'number' ? own(LEGACY_LAYOUT_NUMBERS, String(raw)) : GALLERY_LAYOUTS.find((l) => l === raw)
  // magic is reported by the full resolver.
  return layout === 'magic' ? undefined : layout
}

/**
 * Current options: the input as a flat record with its layout when it only uses current names (nested
 * groups, flat `layoutParams_…` names, the top-level `galleryLayout` shorthand, the derived fields of
 * resolved options) with values each leaf accepts; null when it needs the legacy migration or has
 * something to report (legacy names or values, JSON layouts, `magic`, unknown or invalid leaves, a
 * non-object). For such input `resolveOptions` gives the same result as {@link completeOptions}.
 */
export function currentOptions(input: unknown): { flat: FlatOptions; layout: GalleryLayout } | null {
  if (input !== undefined && input !== null && !isRecord(input)) return null
  const flat = toFlat(input)
  const layout = presetLayout(flat[LAYOUT_KEY] !== undefined ? flat[LAYOUT_KEY] : flat.galleryLayout)
  if (layout === undefined) return null
  for (const key of Object.keys(flat)) {
    const value = flat[key]
    if (key === LAYOUT_KEY || key === 'galleryLayout' || value === undefined) continue
    if ((DERIVED_KEYS as readonly string[]).includes(key)) continue
    if (!Object.hasOwn(DEFAULT_LEAVES, key) || !checkLeaf(key, value).ok) return null
  }
  return { flat, layout }
}

/** `resolveOptions(input, env)` for {@link currentOptions} input without loading the legacy migration; else null. */
export function resolveCurrentOptions(input: unknown, env: ResolveOptionsEnv = {}): ResolvedGalleryOptions | null {
  const current = currentOptions(input)
  return current && completeOptions(current.flat, current.layout, env)
}
