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

/**
 * Every node type of the Ricos "nodes" format, each with its kind: `plugin` for the types
 * that carry media or interaction (counted as plugins in viewer-loaded reports), `structure` for text
 * and the parts of lists, collapsibles, tables and layouts. Other strings may appear and are rendered
 * by plugins or not at all.
 */
export const NODE_KINDS = {
  PARAGRAPH: 'structure',
  TEXT: 'structure',
  HEADING: 'structure',
  BULLETED_LIST: 'structure',
  ORDERED_LIST: 'structure',
  LIST_ITEM: 'structure',
  BLOCKQUOTE: 'structure',
  CODE_BLOCK: 'plugin',
  VIDEO: 'plugin',
  DIVIDER: 'plugin',
  FILE: 'plugin',
  GALLERY: 'plugin',
  GIF: 'plugin',
  HTML: 'plugin',
  IMAGE: 'plugin',
  LINK_PREVIEW: 'plugin',
  MAP: 'plugin',
  POLL: 'plugin',
  APP_EMBED: 'plugin',
  BUTTON: 'plugin',
  COLLAPSIBLE_LIST: 'plugin',
  COLLAPSIBLE_ITEM: 'structure',
  COLLAPSIBLE_ITEM_TITLE: 'structure',
  COLLAPSIBLE_ITEM_BODY: 'structure',
  TABLE: 'plugin',
  TABLE_ROW: 'structure',
  TABLE_CELL: 'structure',
  EMBED: 'plugin',
  EXTERNAL: 'plugin',
  AUDIO: 'plugin',
  CAPTION: 'structure',
  LAYOUT: 'structure',
  LAYOUT_CELL: 'structure',
} as const satisfies Readonly<Record<string, 'structure' | 'plugin'>>

/** A known node type. */
export type NodeType = keyof typeof NODE_KINDS

/** Every node type of the Ricos "nodes" format. */
export const NODE_TYPES = Object.keys(NODE_KINDS) as readonly NodeType[]

/** Node types that carry media or interaction and are counted as plugins in viewer-loaded reports. */
export const PLUGIN_NODE_TYPES: ReadonlySet<string> = new Set(
  NODE_TYPES.filter((type) => NODE_KINDS[type] === 'plugin'),
)

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
