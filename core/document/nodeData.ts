/** Text alignment values. */
export type TextAlignment = 'AUTO' | 'LEFT' | 'RIGHT' | 'CENTER' | 'JUSTIFY'
/** Link target values: SELF, BLANK (new tab, the default), PARENT, TOP. */
export type LinkTarget = 'SELF' | 'BLANK' | 'PARENT' | 'TOP'
/** Image and container width sizes. */
export type WidthSize = 'CONTENT' | 'SMALL' | 'ORIGINAL' | 'FULL_WIDTH'
/** Horizontal placement of a container. */
export type ContainerAlignment = 'LEFT' | 'CENTER' | 'RIGHT'

/** Paragraph-level text styling. */
export interface TextStyle {
  textAlignment?: TextAlignment
  /** A unitless number or a CSS length, e.g. "1.5" or "24px". */
  lineHeight?: string
}
/** Link flags placed in `rel` (noopener is always added). */
export interface LinkRel {
  nofollow?: boolean
  sponsored?: boolean
  ugc?: boolean
  noreferrer?: boolean
}
/** A link: an address or an in-document anchor. */
export interface Link {
  url?: string
  anchor?: string
  target?: LinkTarget
  rel?: LinkRel
  customData?: string
}
/** Layout of a media or block container. */
export interface ContainerData {
  width?: { size?: WidthSize; custom?: string }
  alignment?: ContainerAlignment
  spoiler?: { enabled?: boolean; description?: string; buttonText?: string }
  height?: { custom?: string }
  textWrap?: boolean
}
/** A media source: an absolute address or a media-platform id. */
export interface MediaSource {
  url?: string
  id?: string
  private?: boolean
}
/** A media item with its intrinsic size. */
export interface Media {
  src?: MediaSource
  width?: number
  height?: number
  duration?: number
}

/** PARAGRAPH data. */
export interface ParagraphData {
  textStyle?: TextStyle
  indentation?: number
  level?: number
}
/** HEADING data (level 1-6). */
export interface HeadingData {
  level?: number
  textStyle?: TextStyle
  indentation?: number
}
/** BLOCKQUOTE data. */
export interface BlockquoteData {
  indentation?: number
}
/** CODE_BLOCK data. */
export interface CodeBlockData {
  textStyle?: TextStyle
}
/** BULLETED_LIST data: `offset` shifts the nesting level. */
export interface ListData {
  indentation?: number
  offset?: number
}
/** ORDERED_LIST data: `start` is the first number. */
export interface OrderedListData extends ListData {
  start?: number
}
/** DIVIDER data. */
export interface DividerData {
  lineStyle?: 'SINGLE' | 'DOUBLE' | 'DASHED' | 'DOTTED'
  width?: 'LARGE' | 'MEDIUM' | 'SMALL'
  alignment?: ContainerAlignment
  containerData?: ContainerData
}
/** BUTTON data. */
export interface ButtonData {
  type?: 'LINK' | 'ACTION'
  text?: string
  link?: Link
  styles?: {
    border?: { width?: number; radius?: number }
    colors?: { text?: string; border?: string; background?: string }
  }
  containerData?: ContainerData
}
/** COLLAPSIBLE_LIST data. */
export interface CollapsibleListData {
  direction?: 'LTR' | 'RTL'
  initialExpandedItems?: 'FIRST' | 'ALL' | 'NONE'
  expandOnlyOne?: boolean
  containerData?: ContainerData
}
/** TABLE data. */
export interface TableData {
  dimensions?: { colsWidthRatio?: number[]; rowsHeight?: number[]; colsMinWidth?: number[] }
  /** The first row holds column headers. */
  rowHeader?: boolean
  /** The first column holds row headers. */
  columnHeader?: boolean
  containerData?: ContainerData
}
/** TABLE_CELL data. */
export interface TableCellData {
  cellStyle?: { verticalAlignment?: 'TOP' | 'MIDDLE' | 'BOTTOM'; backgroundColor?: string }
  borderColors?: { left?: string; right?: string; top?: string; bottom?: string }
}
/** LAYOUT_CELL data: `colSpan` out of 12. */
export interface LayoutCellData {
  colSpan?: number
}
/** CAPTION data. */
export interface CaptionData {
  textStyle?: TextStyle
}
/** IMAGE data. */
export interface ImageData {
  image?: Media
  altText?: string
  caption?: string
  link?: Link
  disableExpand?: boolean
  disableDownload?: boolean
  containerData?: ContainerData
}
/** HTML data: inline markup (sandboxed) or an address. */
export interface HtmlData {
  html?: string
  url?: string
  containerData?: ContainerData
}
