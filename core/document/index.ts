/**
 * vitrine/document: the rich-content document core (Ricos "nodes" format). Types, normalisation and the
 * pure rules (links, colours, theme, lists, text styling) the viewers render from. No DOM, Node or React.
 *
 * @module vitrine/document
 */
export * from './nodeTypes'
export * from './nodeData'
export * from './decorations'
export * from './documentStyle'
export * from './normalizeDocument'
export * from './parseDocumentInput'
export * from './readDocumentInput'
export * from './documentError'
export * from './makeIdsUnique'
export * from './textDirection'
export * from './colors'
export * from './constants'
export * from './links'
export * from './hashtags'
export * from './listView'
export * from './textStyle'
export * from './theme'
export * from './textView'
export * from './blockViews'
export * from './structureViews'
export * from './documentStats'
export * from './read'
export * from './cards'
export * from './media'
export * from './polls'
