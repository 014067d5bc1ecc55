import type { Decoration } from './decorations'
import type { NodeType } from './nodeTypes'

/** A text decoration as authors write it: its type and its data object, read defensively when rendered. */
export interface DecorationInput {
  type: Decoration['type']
  anchorData?: unknown
  colorData?: unknown
  linkData?: unknown
  mentionData?: unknown
  fontSizeData?: unknown
  fontWeightValue?: unknown
  italicData?: unknown
  underlineData?: unknown
  spoilerData?: unknown
  fontFamilyData?: unknown
  superscriptData?: unknown
  subscriptData?: unknown
}

/**
 * A node as authors write it: only `type` is required (ids, child lists and decorations are filled in).
 * Each data object is read defensively when rendered, so it is typed loosely here; no index signature, so
 * documents typed by other libraries (ricos-schema's `RichContent`) are accepted as they are.
 */
export interface RichNodeInput {
  type: NodeType | (string & {})
  id?: string
  nodes?: readonly RichNodeInput[]
  textData?: { text: string; decorations?: readonly DecorationInput[] }
  style?: unknown
  paragraphData?: unknown
  headingData?: unknown
  bulletedListData?: unknown
  orderedListData?: unknown
  blockquoteData?: unknown
  codeBlockData?: unknown
  videoData?: unknown
  dividerData?: unknown
  fileData?: unknown
  galleryData?: unknown
  gifData?: unknown
  htmlData?: unknown
  imageData?: unknown
  linkPreviewData?: unknown
  mapData?: unknown
  pollData?: unknown
  appEmbedData?: unknown
  buttonData?: unknown
  collapsibleListData?: unknown
  tableData?: unknown
  tableCellData?: unknown
  embedData?: unknown
  externalData?: unknown
  audioData?: unknown
  captionData?: unknown
  layoutData?: unknown
  layoutCellData?: unknown
}

/**
 * A rich-content ("nodes") document as the viewer accepts it: an object with a `nodes` array, or that
 * object as a JSON string. {@link RichContent} is the same document after `normalizeDocument`.
 */
export interface RichContentInput {
  nodes: readonly RichNodeInput[]
  /** The document's own text styles (`DocumentStyle`), read defensively. */
  documentStyle?: object
  metadata?: object
}

/** Why a `content` value is not a document. */
export type DocumentErrorCode =
  'DOCUMENT_MISSING' | 'DOCUMENT_NOT_JSON' | 'DOCUMENT_WRAPPED' | 'DOCUMENT_DRAFT_JS' | 'DOCUMENT_WITHOUT_NODES'

/**
 * A `content` value that is not a document, in short: its code, what was found (`null`, `html`, the
 * wrapping key, `array`, `nodes:null`, `keys:title,body` ...) and whether it was a JSON string's value.
 * `documentError` (vitrine/document) turns it into the message; the viewer loads that after mount.
 */
export interface DocumentProblem {
  readonly code: DocumentErrorCode
  readonly found: string
  readonly fromJson?: boolean
}

/** What the viewer renders from `content`: the value to normalise, and why it is not a document, if so. */
export interface DocumentInputReading {
  /** The document: `content` itself, or its JSON string parsed. */
  readonly value: unknown
  readonly problem?: DocumentProblem
}

const WRAPPERS = ['document', 'content', 'richContent', 'doc']

// Its own record check rather than read.ts's: the viewer loads this module in a chunk of its own, after
// mount, and a module shared with the first render would split that render's chunks.
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

/**
 * Reads a `content` value. A document (`{ nodes: [...] }`, even with no nodes) is used as it is; a JSON
 * string is parsed and read the same way. Anything else is a problem, never an empty document rendered
 * silently: null, an HTML or plain-text string, a document wrapped in another object (`{ document: doc }`),
 * Draft.js raw content (`{ blocks, entityMap }`) and other values without a `nodes` array.
 */
export function readDocumentInput(content: unknown): DocumentInputReading {
  let value = content
  if (typeof content === 'string' && /^\s*[[{]/.test(content))
    try {
      value = JSON.parse(content)
    } catch {
      // Not JSON: reported below as the string it is.
    }
  if (Array.isArray(record(value)?.nodes)) return { value }
  if (typeof content === 'string') {
    if (value !== content) {
      const { problem } = readDocumentInput(value)
      return { value, problem: { ...problem!, fromJson: true } }
    }
    const text = content.trim()
    const found = /^[[{]/.test(text) ? 'text' : /^<[a-z!/]/i.test(text) ? 'html' : text ? 'text' : 'empty'
    return { value: content, problem: { code: 'DOCUMENT_NOT_JSON', found } }
  }
  if (content == null) return { value: content, problem: { code: 'DOCUMENT_MISSING', found: String(content) } }
  const fields = record(content)
  if (!fields)
    return {
      value: content,
      problem: { code: 'DOCUMENT_WITHOUT_NODES', found: Array.isArray(content) ? 'array' : typeof content },
    }
  if (Array.isArray(fields.blocks) && record(fields.entityMap))
    return { value: content, problem: { code: 'DOCUMENT_DRAFT_JS', found: 'blocks' } }
  const wrapper = WRAPPERS.find((key) => Array.isArray(record(fields[key])?.nodes) || typeof fields[key] === 'string')
  if (wrapper && !('nodes' in fields)) return { value: content, problem: { code: 'DOCUMENT_WRAPPED', found: wrapper } }
  const found =
    'nodes' in fields
      ? `nodes:${fields.nodes === null ? 'null' : typeof fields.nodes}`
      : `keys:${Object.keys(fields).join(',')}`
  return { value: content, problem: { code: 'DOCUMENT_WITHOUT_NODES', found } }
}
