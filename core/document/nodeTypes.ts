import type { Decoration } from './decorations'
import type {
  BlockquoteData,
  ButtonData,
  CaptionData,
  CodeBlockData,
  CollapsibleListData,
  DividerData,
  HeadingData,
  HtmlData,
  ImageData,
  LayoutCellData,
  ListData,
  OrderedListData,
  ParagraphData,
  TableCellData,
  TableData,
} from './nodeData'
import type { DocumentStyle } from './documentStyle'

/** Every node type of the Ricos "nodes" format (spec §3). Other strings may appear and are rendered by plugins or not at all. */
export const NODE_TYPES = [
  'PARAGRAPH',
  'TEXT',
  'HEADING',
  'BULLETED_LIST',
  'ORDERED_LIST',
  'LIST_ITEM',
  'BLOCKQUOTE',
  'CODE_BLOCK',
  'VIDEO',
  'DIVIDER',
  'FILE',
  'GALLERY',
  'GIF',
  'HTML',
  'IMAGE',
  'LINK_PREVIEW',
  'MAP',
  'POLL',
  'APP_EMBED',
  'BUTTON',
  'COLLAPSIBLE_LIST',
  'COLLAPSIBLE_ITEM',
  'COLLAPSIBLE_ITEM_TITLE',
  'COLLAPSIBLE_ITEM_BODY',
  'TABLE',
  'TABLE_ROW',
  'TABLE_CELL',
  'EMBED',
  'EXTERNAL',
  'AUDIO',
  'CAPTION',
  'LAYOUT',
  'LAYOUT_CELL',
] as const
/** A known node type. */
export type NodeType = (typeof NODE_TYPES)[number]

/** Node types that carry media or interaction and are counted as plugins in viewer-loaded reports. */
export const PLUGIN_NODE_TYPES: ReadonlySet<string> = new Set([
  'VIDEO',
  'DIVIDER',
  'FILE',
  'GALLERY',
  'GIF',
  'HTML',
  'IMAGE',
  'LINK_PREVIEW',
  'MAP',
  'POLL',
  'APP_EMBED',
  'BUTTON',
  'COLLAPSIBLE_LIST',
  'TABLE',
  'EMBED',
  'EXTERNAL',
  'AUDIO',
  'CODE_BLOCK',
])

/** The text of a TEXT node and its decorations. */
export interface TextData {
  text: string
  decorations: Decoration[]
}

/**
 * One node of a document. Data objects are named after the node's kind (`imageData`, `tableData` ...).
 * After {@link normalizeDocument} `id`, `type` and `nodes` are always present and well typed, and every
 * data object is a plain object; fields inside data objects are read defensively by the view models.
 */
export interface RichNode {
  id: string
  type: NodeType | (string & {})
  nodes: RichNode[]
  textData?: TextData
  paragraphData?: ParagraphData
  headingData?: HeadingData
  blockquoteData?: BlockquoteData
  codeBlockData?: CodeBlockData
  bulletedListData?: ListData
  orderedListData?: OrderedListData
  dividerData?: DividerData
  buttonData?: ButtonData
  collapsibleListData?: CollapsibleListData
  tableData?: TableData
  tableCellData?: TableCellData
  layoutCellData?: LayoutCellData
  captionData?: CaptionData
  imageData?: ImageData
  htmlData?: HtmlData
  /** Data of media nodes (videoData, galleryData, pollData ...) read by their plugins. */
  [dataKey: string]: unknown
}

/** A whole document: nodes, document-wide styles and metadata. */
export interface RichContent {
  nodes: RichNode[]
  documentStyle?: DocumentStyle
  metadata?: { id?: string; version?: number; createdTimestamp?: string; updatedTimestamp?: string }
}
