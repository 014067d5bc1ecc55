import type { Logger } from '../../../ports/logger'
import { applyForcedCorrections } from './applyForcedCorrections'
import {
  GALLERY_LAYOUTS,
  JSON_FIXED_LAYOUT,
  LEGACY_LAYOUT_NUMBERS,
  MAGIC_LAYOUT_MESSAGE,
  UNPARSABLE_JSON_MESSAGE,
} from './constants'
import { deriveLayoutValues } from './deriveLayoutValues'
import { migrateLegacyOptions } from './migrateLegacyOptions'
import { applyPreset } from './presets'
import { brandResolved, type ResolvedGalleryOptions } from './resolvedOptions'
import { DEFAULT_LEAVES, DERIVED_KEYS, type FlatOptions, checkLeaf, isRecord, own, setFlat } from './schema'
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

const LAYOUT_KEY = 'layoutParams_structure_galleryLayout'
/** Where messages go when the caller passes no logger: nowhere (the core reaches no console). */
const SILENT: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined }

type LayoutChoice = { kind: 'layout'; layout: GalleryLayout; unknown?: string } | { kind: 'json'; text: string }

/** Reads a galleryLayout value: a preset name, a legacy number, a JSON string, or unknown (collage). */
function chooseLayout(raw: unknown, jsonStyleParams: unknown): LayoutChoice {
  if (raw === undefined || raw === null || raw === '') return { kind: 'layout', layout: 'collage' }
  if (raw === JSON_FIXED_LAYOUT || raw === String(JSON_FIXED_LAYOUT)) {
    return typeof jsonStyleParams === 'string'
      ? { kind: 'json', text: jsonStyleParams }
      : { kind: 'layout', layout: 'collage' }
  }
  if (typeof raw === 'number' || (typeof raw === 'string' && /^-?\d+$/.test(raw.trim()))) {
    const layout = own(LEGACY_LAYOUT_NUMBERS, String(Number(raw)))
    return layout ? { kind: 'layout', layout } : { kind: 'layout', layout: 'collage', unknown: String(raw) }
  }
  if (typeof raw === 'string') {
    const text = raw.trim()
    if (text.startsWith('{')) return { kind: 'json', text }
    const name = text.toLowerCase() === 'thumbnails' ? 'thumbnail' : text.toLowerCase()
    const layout = GALLERY_LAYOUTS.find((l) => l === name)
    return layout ? { kind: 'layout', layout } : { kind: 'layout', layout: 'collage', unknown: text }
  }
  return { kind: 'layout', layout: 'collage', unknown: String(raw) }
}

/** Resolves the layout (expanding a JSON layout string once) and returns the flat options to merge. */
function settleLayout(flat: FlatOptions, logger: Logger): { flat: FlatOptions; layout: GalleryLayout } {
  const choice = chooseLayout(flat[LAYOUT_KEY], flat.jsonStyleParams)
  if (choice.kind === 'layout') {
    if (choice.unknown !== undefined)
      logger.warn(`Gallery options: unknown galleryLayout ${choice.unknown}, using collage`)
    return { flat, layout: choice.layout }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(choice.text)
  } catch {
    parsed = undefined
  }
  if (!isRecord(parsed)) {
    logger.warn(UNPARSABLE_JSON_MESSAGE)
    return { flat: {}, layout: 'collage' }
  }
  const { [LAYOUT_KEY]: _layout, jsonStyleParams: _json, ...rest } = flat
  const fromJson = migrateLegacyOptions(parsed)
  const inner = chooseLayout(fromJson[LAYOUT_KEY], undefined)
  const layout = inner.kind === 'layout' ? inner.layout : 'collage'
  if (inner.kind === 'json' || inner.unknown !== undefined)
    logger.warn('Gallery options: unknown galleryLayout in the JSON layout string, using collage')
  return { flat: { ...rest, ...fromJson }, layout }
}

/** Builds complete options from the defaults and every valid known leaf; reports the rest. */
function mergeOverDefaults(flat: FlatOptions, layout: GalleryLayout, logger: Logger): GalleryOptions {
  // A deep copy of the defaults (plain JSON data: strings, numbers, booleans, arrays and records).
  const options = JSON.parse(JSON.stringify(DEFAULT_OPTIONS)) as GalleryOptions
  options.layoutParams.structure.galleryLayout = layout
  const unknown: string[] = []
  for (const key of Object.keys(flat)) {
    const value = flat[key]
    if (key === LAYOUT_KEY || key === 'jsonStyleParams' || value === undefined) continue
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
 * Resolves any option input into complete, branded {@link ResolvedGalleryOptions} (the only options
 * `createLayout` takes): migrates legacy flat names, merges over `DEFAULT_OPTIONS`, applies the preset
 * of `layoutParams.structure.galleryLayout`, then every forced correction, each once and in
 * order, and finally derives the layouter's values.
 *
 * - `galleryLayout` takes a preset name, a legacy number (collage 0 … alternate 12, empty -1), or a JSON
 *   string of options (also `galleryLayout: -3` with `jsonStyleParams`): the parsed options are merged
 *   over the rest of the input and name their own layout (collage when they name none). An unparsable
 *   string gives empty options (the defaults) and a warning. Unknown layouts mean collage.
 * - `magic` (8) logs 'A layout generated by the magicLayoutSeed is no longer supported' and applies no
 *   preset; the name `magic` stays in the output.
 * - Invalid values keep their default and are reported through the logger; the input is never mutated.
 * - Deterministic and idempotent: `resolveOptions(resolveOptions(x))` deep-equals `resolveOptions(x)`.
 *   That holds by construction: the preset only writes values no correction changes afterwards in a
 *   way the preset would undo, and each correction reads only what earlier steps settled (see
 *   `FORCED_CORRECTIONS`), so one pass is a fixed point.
 */
export function resolveOptions(input?: unknown, env: ResolveOptionsEnv = {}): ResolvedGalleryOptions {
  const logger = env.logger ?? SILENT
  if (input !== undefined && input !== null && !isRecord(input)) {
    logger.warn('Gallery options: expected an object, using the defaults', input)
  }
  const settled = settleLayout(migrateLegacyOptions(input), logger)
  if (settled.layout === 'magic') logger.error(MAGIC_LAYOUT_MESSAGE)
  const merged = mergeOverDefaults(settled.flat, settled.layout, logger)
  return brandResolved(deriveLayoutValues(applyForcedCorrections(applyPreset(merged), env), env))
}
