import type { Link } from './nodeData'

/** Decoration types of a TEXT node, plus the later Ricos additions rendered as well. */
export const DECORATION_TYPES = [
  'BOLD',
  'ITALIC',
  'UNDERLINE',
  'SPOILER',
  'ANCHOR',
  'MENTION',
  'LINK',
  'COLOR',
  'FONT_SIZE',
  'EXTERNAL',
  'STRIKETHROUGH',
  'SUBSCRIPT',
  'SUPERSCRIPT',
  'FONT_FAMILY',
] as const
/** A known decoration type. */
export type DecorationType = (typeof DECORATION_TYPES)[number]

/** Font size units. */
export type FontSizeUnit = 'PX' | 'EM'

/** One decoration on a TEXT node; only the field named after its type is meaningful. */
export interface Decoration {
  type: DecorationType | (string & {})
  /** BOLD: 700 (or absent) is bold; below 600 turns bold off. */
  fontWeightValue?: number
  /** ITALIC: false turns italic off. */
  italicData?: boolean
  /** UNDERLINE: false turns underline off. */
  underlineData?: boolean
  strikethroughData?: boolean
  superscriptData?: boolean
  subscriptData?: boolean
  /** SPOILER: spans sharing an id reveal together. */
  spoilerData?: { id?: string }
  /** ANCHOR: the target node id (rendered as `#viewer-<anchor>`). */
  anchorData?: { anchor?: string }
  mentionData?: { name?: string; slug?: string; id?: string }
  linkData?: { link?: Link }
  colorData?: { foreground?: string; background?: string }
  fontSizeData?: { unit?: FontSizeUnit; value?: number }
  fontFamilyData?: { value?: string }
  /** EXTERNAL: host-defined data, exposed as a data attribute-free span for host styling. */
  externalData?: Record<string, unknown>
}
