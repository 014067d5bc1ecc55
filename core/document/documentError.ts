import { VitrineError } from '../shared/errors'
import { readDocumentInput, type DocumentErrorCode, type DocumentProblem } from './readDocumentInput'

/** A `content` value that is not a rich-content document; the message says what to pass instead. */
export class DocumentError extends VitrineError<DocumentErrorCode> {
  constructor(code: DocumentErrorCode, message: string) {
    super(code, `Vitrine viewer: ${message}`)
    this.name = 'DocumentError'
  }
}

const SHAPE = 'a rich-content document is an object with a nodes array ({ nodes: [...] })'
const STRINGS: Record<string, string> = {
  html: 'an HTML string',
  text: 'a string that is not JSON',
  empty: 'an empty string',
}

/** The error of a {@link DocumentProblem} (from `readDocumentInput`): what was passed and what to pass. */
export function documentError({ code, found, fromJson }: DocumentProblem): DocumentError {
  let message: string
  if (code === 'DOCUMENT_NOT_JSON') message = `content is ${STRINGS[found]}, not a document: ${SHAPE}, or its JSON text`
  else if (code === 'DOCUMENT_DRAFT_JS')
    message =
      "content is Draft.js raw content ({ blocks, entityMap }), not a rich-content document: convert it first (ricos-content's fromDraft)"
  else if (code === 'DOCUMENT_WRAPPED')
    message = `content holds a document under "${found}": pass content.${found} (${SHAPE})`
  else if (code === 'DOCUMENT_MISSING') message = `content is ${found}: ${SHAPE}`
  else if (found.startsWith('nodes:'))
    message = `content is not a document: its nodes is ${found === 'nodes:null' ? 'null' : `a ${found.slice(6)}`}, not an array; ${SHAPE}`
  else if (found.startsWith('keys:')) {
    const keys = found.slice(5).split(',').filter(Boolean)
    const has = keys.length
      ? `it has no nodes array (its keys: ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ' ...' : ''})`
      : 'it is an empty object'
    message = `content is not a document: ${has}; ${SHAPE}`
  } else message = `content is ${found === 'array' ? 'an array' : `a ${found}`}: ${SHAPE}`
  if (fromJson) message = `content is a JSON string, and ${message.replace(/^content /, 'its value ')}`
  return new DocumentError(code, message)
}

/** The error of a `content` value that is not a document, or undefined for a document (or its JSON text). */
export function contentError(content: unknown): DocumentError | undefined {
  const { problem } = readDocumentInput(content)
  return problem && documentError(problem)
}
