import type { Logger } from '../../../ports/logger'
import { completeOptions, LAYOUT_KEY, SILENT, type ResolveOptionsEnv } from './completeOptions'
import {
  GALLERY_LAYOUTS,
  JSON_FIXED_LAYOUT,
  LEGACY_LAYOUT_NUMBERS,
  MAGIC_LAYOUT_MESSAGE,
  UNPARSABLE_JSON_MESSAGE,
} from './constants'
import type { ResolvedGalleryOptions } from './resolvedOptions'
import { type FlatOptions, isRecord, own, toFlat } from './schema'
import type { GalleryLayout } from './types'

/** The legacy migration of a flat record (`migrateFlatOptions`), passed in so its table can load apart. */
export type MigrateFlat = (flat: FlatOptions) => FlatOptions

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
function settleLayout(
  flat: FlatOptions,
  logger: Logger,
  migrate: MigrateFlat,
): { flat: FlatOptions; layout: GalleryLayout } {
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
  const fromJson = migrate(toFlat(parsed))
  const inner = chooseLayout(fromJson[LAYOUT_KEY], undefined)
  const layout = inner.kind === 'layout' ? inner.layout : 'collage'
  if (inner.kind === 'json' || inner.unknown !== undefined)
    logger.warn('Gallery options: unknown galleryLayout in the JSON layout string, using collage')
  return { flat: { ...rest, ...fromJson }, layout }
}

/** `resolveOptions` with the legacy migration `migrate` (see there). */
export function resolveOptionsWith(
  migrate: MigrateFlat,
  input: unknown,
  env: ResolveOptionsEnv,
): ResolvedGalleryOptions {
  const logger = env.logger ?? SILENT
  if (input !== undefined && input !== null && !isRecord(input)) {
    logger.warn('Gallery options: expected an object, using the defaults', input)
  }
  const settled = settleLayout(migrate(toFlat(input)), logger, migrate)
  if (settled.layout === 'magic') logger.error(MAGIC_LAYOUT_MESSAGE)
  return completeOptions(settled.flat, settled.layout, { ...env, logger })
}
