/** Font defaults per text kind, in px; line height unitless. */
export interface FontDefaults {
  p: number
  h1: number
  h2: number
  h3: number
  h4: number
  h5: number
  h6: number
  quote: number
  lineHeight: number
}
/** Desktop font sizes. */
export const DESKTOP_FONTS: FontDefaults = {
  p: 16,
  h1: 40,
  h2: 28,
  h3: 24,
  h4: 20,
  h5: 18,
  h6: 16,
  quote: 18,
  lineHeight: 1.5,
}
/** Mobile font sizes (quote follows the paragraph). */
export const MOBILE_FONTS: FontDefaults = {
  p: 14,
  h1: 32,
  h2: 24,
  h3: 20,
  h4: 20,
  h5: 16,
  h6: 14,
  quote: 16,
  lineHeight: 1.5,
}
/** Font defaults for the device. */
export function fontDefaults(isMobile: boolean): FontDefaults {
  return isMobile ? MOBILE_FONTS : DESKTOP_FONTS
}
/** Default text and background colours. */
export const DEFAULT_COLORS = { text: '#000000', background: '#ffffff' } as const

/** Z-index base per device and offsets per layer. */
export const Z_INDEX = {
  desktopBase: 5000,
  mobileBase: 100000,
  toolbar: 100,
  popup: 200,
  drawer: 300,
  dialog: 300,
  tooltip: 400,
  notification: 500,
} as const
/** A layer that floats above the content. */
export type ZLayer = 'toolbar' | 'popup' | 'drawer' | 'dialog' | 'tooltip' | 'notification'
/** Every floating layer, lowest first. */
export const Z_LAYERS: readonly ZLayer[] = ['toolbar', 'popup', 'drawer', 'dialog', 'tooltip', 'notification']
/** The z-index of a layer on the device. */
export function zIndexFor(layer: ZLayer, isMobile: boolean): number {
  return (isMobile ? Z_INDEX.mobileBase : Z_INDEX.desktopBase) + Z_INDEX[layer]
}
/** The CSS custom properties (`--vt-z-<layer>`) carrying each layer's z-index on the device. */
export function zIndexVariables(isMobile: boolean): Record<`--vt-z-${ZLayer}`, string> {
  const vars = {} as Record<`--vt-z-${ZLayer}`, string>
  for (const layer of Z_LAYERS) vars[`--vt-z-${layer}`] = String(zIndexFor(layer, isMobile))
  return vars
}

/** Top-level nodes carrying the paywall class by default. */
export const PAYWALL_DEFAULT_COUNT = 3
/** The paywall class name by default. */
export const PAYWALL_DEFAULT_CLASS = 'paywall'
/** Minimum table column width in px. */
export const TABLE_MIN_COLUMN_WIDTH = 120
/** Deepest list indentation that is still visible. */
export const MAX_VISIBLE_LIST_DEPTH = 4
/** Prefix of every block's DOM id; anchors point at `viewer-<anchor>`. */
export const ANCHOR_PREFIX = 'viewer-'
/** Caption padding (top and bottom) in px. */
export const CAPTION_PADDING = 16
/** Sizes a BUTTON takes: `small` fits its text, `full_width` fills its column. */
export type ButtonSize = 'small' | 'full_width'
/** A button without a size in its container data is small (fits its text). */
export const BUTTON_DEFAULT_SIZE: ButtonSize = 'small'
