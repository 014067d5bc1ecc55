import { DEFAULT_OPTIONS, type GalleryOptions } from './types'
import { isPlainRecord as isRecord } from '../../shared/isRecord'
import { err, ok, type Result } from '../../shared/Result'

/** A flat option record: pro-gallery's underscore-joined names (`layoutParams_structure_itemSpacing`). */
export type FlatOptions = Record<string, unknown>

/** The three user-facing option groups. */
export const OPTION_GROUPS = ['layoutParams', 'behaviourParams', 'stylingParams'] as const

/** Top-level fields `resolveOptions` derives itself; ignored on input. */
export const DERIVED_KEYS = [
  'fixedColumns',
  'targetItemSize',
  'externalInfoHeight',
  'externalInfoWidth',
  'thumbnailsOutsideSize',
] as const

// True for a plain object (not an array, not null, no class instance): the shared guard.
export { isRecord }

const MAX_DEPTH = 8

/** A new, empty flat record without a prototype (so `toString` and friends are never options). */
export function emptyFlat(): FlatOptions {
  return Object.create(null) as FlatOptions
}

/** Sets an own property, also for the key `__proto__` (which plain assignment would treat as the prototype). */
export function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  else record[key] = value
}

// Joined names of the option schema, built once: a fresh concatenated key must be re-hashed on every
// insert, which dominated re-resolving complete options (about 160 leaves).
const JOINED = new Map<string, Map<string, string>>()
let joinedCount = 0
/** Every flat leaf name of the schema and every prefix of one; set once the defaults are flattened. */
let schemaPaths: ReadonlySet<string> | undefined

/** `${prefix}_${key}`, reusing one string per known schema path. */
function joinKey(prefix: string, key: string): string {
  const cached = JOINED.get(prefix)?.get(key)
  if (cached !== undefined) return cached
  const name = `${prefix}_${key}`
  if (joinedCount < 2000 && schemaPaths?.has(name)) {
    let byKey = JOINED.get(prefix)
    if (byKey === undefined) JOINED.set(prefix, (byKey = new Map()))
    byKey.set(key, name)
    joinedCount++
  }
  return name
}

/**
 * Flattens nested plain objects into underscore-joined keys; arrays and other values are leaves.
 * Objects nested deeper than any option (cycles included) are kept as leaves rather than followed.
 */
export function flattenObject(
  value: Record<string, unknown>,
  prefix = '',
  out: FlatOptions = emptyFlat(),
  depth = 0,
): FlatOptions {
  for (const key of Object.keys(value)) {
    const child = value[key]
    const name = prefix === '' ? key : joinKey(prefix, key)
    if (isRecord(child) && depth < MAX_DEPTH) flattenObject(child, name, out, depth + 1)
    else setOwn(out, name, child)
  }
  return out
}

/** Turns any input into one new flat record; explicit nested groups win over flat and legacy names. */
export const toFlat = (input: unknown): FlatOptions => {
  if (!isRecord(input)) return emptyFlat()
  // Null-prototype records: a hash table from the start (fast for ~150 keys) and no inherited names.
  const loose = emptyFlat()
  const nested = emptyFlat()
  for (const key of Object.keys(input)) {
    const value = input[key]
    if ((OPTION_GROUPS as readonly string[]).includes(key) && isRecord(value)) flattenObject(value, key, nested)
    else if (isRecord(value)) flattenObject(value, key, loose)
    else setOwn(loose, key, value)
  }
  for (const key of Object.keys(nested)) setOwn(loose, key, nested[key])
  return loose
}

const GROUP_ENUMS = ['1', '2h', '2v', '3h', '3v', '3t', '3b', '3l', '3r'] as const
const PLACEMENTS = ['OVERLAY', 'BELOW', 'ABOVE', 'RIGHT', 'LEFT', 'ALTERNATE_HORIZONTALLY', 'ALTERNATE_VERTICALLY']

/** Allowed values of every enumerated leaf, by flat name. */
export const ENUM_VALUES: Readonly<Record<string, readonly string[]>> = {
  layoutParams_structure_scrollDirection: ['VERTICAL', 'HORIZONTAL'],
  layoutParams_structure_layoutOrientation: ['VERTICAL', 'HORIZONTAL'],
  layoutParams_structure_responsiveMode: ['FIT_TO_SCREEN', 'SET_ITEMS_PER_ROW'],
  layoutParams_structure_groupsOrder: ['BY_HEIGHT', 'LEFT_TO_RIGHT'],
  layoutParams_crop_method: ['FILL', 'FIT', 'MIN', 'MAX'],
  layoutParams_crop_alignment: ['CENTER', 'TOP', 'BOTTOM', 'LEFT', 'RIGHT'],
  layoutParams_thumbnails_position: ['ON_GALLERY', 'OUTSIDE_GALLERY'],
  layoutParams_thumbnails_alignment: ['TOP', 'BOTTOM', 'LEFT', 'RIGHT'],
  layoutParams_navigationArrows_position: ['ON_GALLERY', 'OUTSIDE_GALLERY', 'MOUSE_CURSOR'],
  layoutParams_navigationArrows_verticalAlignment: ['ITEM_CENTER', 'IMAGE_CENTER', 'INFO_CENTER'],
  layoutParams_navigationArrows_type: [
    'DEFAULT_ARROW',
    'ARROW_2',
    'ARROW_3',
    'ARROW_4',
    'ARROW_5',
    'ARROW_6',
    'ARROW_7',
  ],
  layoutParams_navigationArrows_container_type: ['NONE', 'SHADOW', 'BOX'],
  layoutParams_targetItemSize_unit: ['PIXEL', 'PERCENT', 'SMART'],
  layoutParams_info_sizeUnits: ['PERCENT', 'PIXEL'],
  layoutParams_info_layout: ['NO_BACKGROUND', 'ATTACHED_BACKGROUND', 'SEPARATED_BACKGROUND', 'DONT_SHOW'],
  behaviourParams_item_clickAction: ['NOTHING', 'ACTION', 'LINK', 'MAGNIFY'],
  behaviourParams_item_video_playTrigger: ['HOVER', 'AUTO', 'CLICK'],
  behaviourParams_item_overlay_hoveringBehaviour: ['APPEARS', 'DISAPPEARS', 'ALWAYS_SHOW', 'NEVER_SHOW'],
  behaviourParams_item_overlay_hoverAnimation: [
    'NO_EFFECT',
    'FADE_IN',
    'EXPAND',
    'SLIDE_UP',
    'SLIDE_RIGHT',
    'SLIDE_DOWN',
    'SLIDE_LEFT',
  ],
  behaviourParams_item_overlay_position: [
    'LEFT',
    'RIGHT',
    'BOTTOM',
    'TOP',
    'CENTERED_VERTICALLY',
    'CENTERED_HORIZONTALLY',
  ],
  behaviourParams_item_overlay_sizeUnits: ['PERCENT', 'PIXEL'],
  behaviourParams_item_content_hoverAnimation: [
    'NO_EFFECT',
    'ZOOM_IN',
    'TILT',
    'BLUR',
    'GRAYSCALE',
    'SHRINK',
    'INVERT',
    'COLOR_IN',
    'DARKENED',
    'MAIN_COLOR',
  ],
  behaviourParams_item_content_loader: ['BLUR', 'COLOR', 'MAIN_COLOR'],
  behaviourParams_item_content_placementAnimation: ['NO_EFFECT', 'SLIDE'],
  behaviourParams_item_secondaryMedia_trigger: ['OFF', 'HOVER'],
  behaviourParams_item_secondaryMedia_behaviour: ['APPEARS'],
  behaviourParams_item_threeDimensionalScene_playTrigger: ['HOVER', 'AUTO', 'CLICK'],
  behaviourParams_gallery_layoutDirection: ['LEFT_TO_RIGHT', 'RIGHT_TO_LEFT'],
  behaviourParams_gallery_scrollAnimation: [
    'NO_EFFECT',
    'FADE_IN',
    'GRAYSCALE',
    'SLIDE_UP',
    'EXPAND',
    'SHRINK',
    'ZOOM_OUT',
    'ONE_COLOR',
    'MAIN_COLOR',
    'BLUR',
  ],
  behaviourParams_gallery_horizontal_slideAnimation: ['SCROLL', 'FADE', 'DECK'],
  behaviourParams_gallery_horizontal_autoSlide_behaviour: ['OFF', 'INTERVAL', 'CONTINUOUS'],
  behaviourParams_gallery_horizontal_slideshowInfo_buttonsAlignment: ['LEFT', 'RIGHT', 'CENTER'],
  behaviourParams_gallery_vertical_loadMore_amount: ['ALL', 'PARTIAL'],
  stylingParams_itemResolutionMode: ['FULL', 'SCALED_DOWN'],
}

/** Every user-facing leaf of the options with its default, by flat name (galleryLayout excluded). */
export const DEFAULT_LEAVES: Readonly<FlatOptions> = (() => {
  const groups: Record<string, unknown> = {}
  for (const group of OPTION_GROUPS) groups[group] = DEFAULT_OPTIONS[group]
  const flat = flattenObject(groups)
  delete flat.layoutParams_structure_galleryLayout
  return flat
})()

/** The own property `key` of `record` (never an inherited one such as `toString`). */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

schemaPaths = (() => {
  const paths = new Set<string>()
  for (const leaf of [...Object.keys(DEFAULT_LEAVES), 'layoutParams_structure_galleryLayout']) {
    const parts = leaf.split('_')
    for (let i = 2; i <= parts.length; i++) paths.add(parts.slice(0, i).join('_'))
  }
  return paths
})()

/** Outcome of checking one leaf: the accepted value, or (as the error) why it was refused. */
export type LeafCheck = Result<unknown, string>

const asNumber = (v: unknown): number | undefined =>
  typeof v === 'number'
    ? Number.isFinite(v)
      ? v
      : undefined
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined

/** Checks (and gently coerces: numeric strings, 'true'/'false', lower-case enums) one leaf value. */
export function checkLeaf(key: string, value: unknown): LeafCheck {
  const fallback = own(DEFAULT_LEAVES, key)
  const enumValues = own(ENUM_VALUES, key)
  if (enumValues) {
    const upper = typeof value === 'string' ? value.toUpperCase() : value
    return typeof upper === 'string' && enumValues.includes(upper)
      ? ok(upper)
      : err(`expected one of ${enumValues.join(', ')}`)
  }
  if (key === 'layoutParams_info_placement') {
    const parts =
      typeof value === 'string'
        ? value
            .toUpperCase()
            .split(',')
            .map((p) => p.trim())
        : []
    return parts.length > 0 && parts.every((p) => PLACEMENTS.includes(p))
      ? ok(parts.join(','))
      : err(`expected placements among ${PLACEMENTS.join(', ')}`)
  }
  if (key === 'layoutParams_groups_allowedGroupTypes' || key === 'layoutParams_groups_repeatingGroupTypes') {
    const list = typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value
    return Array.isArray(list) && list.every((t) => (GROUP_ENUMS as readonly string[]).includes(String(t).trim()))
      ? ok(list.map((t) => String(t).trim()))
      : err(`expected group types among ${GROUP_ENUMS.join(', ')}`)
  }
  if (key === 'layoutParams_crop_ratios') {
    const list = typeof value === 'number' ? [value] : typeof value === 'string' ? value.split(',') : value
    if (!Array.isArray(list) || list.length === 0) return err('expected a non-empty list of ratios')
    const ratios = list.map((r) => asNumber(r) ?? (typeof r === 'string' && r.trim() !== '' ? r.trim() : undefined))
    return ratios.every((r) => r !== undefined && (typeof r === 'string' || r > 0))
      ? ok(ratios)
      : err('expected positive numbers or strings such as 16/9')
  }
  if (key === 'layoutParams_structure_columnRatios') {
    const list = typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value
    const numbers = Array.isArray(list) ? list.map(asNumber) : [undefined]
    return numbers.every((n) => n !== undefined && n >= 0)
      ? ok(numbers)
      : err('expected a list of non-negative numbers')
  }
  if (typeof fallback === 'number') {
    const n = asNumber(value)
    return n === undefined ? err('expected a finite number') : ok(n)
  }
  if (typeof fallback === 'boolean') {
    if (typeof value === 'boolean') return ok(value)
    if (value === 'true' || value === 'false') return ok(value === 'true')
    return err('expected a boolean')
  }
  if (typeof fallback === 'string') {
    return typeof value === 'string' ? ok(value) : err('expected a string')
  }
  return err('unknown option')
}

const PATHS = new Map<string, string[]>()

/** Writes `value` at the underscore path `key` inside `target` (which must have the groups). */
export function setFlat(target: GalleryOptions, key: string, value: unknown): void {
  let parts = PATHS.get(key)
  if (parts === undefined) {
    parts = key.split('_')
    if (PATHS.size < 1000) PATHS.set(key, parts)
  }
  let node = target as unknown as Record<string, unknown>
  for (let i = 0; i < parts.length - 1; i++) node = node[parts[i]] as Record<string, unknown>
  node[parts[parts.length - 1]] = value
}
