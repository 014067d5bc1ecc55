import type { Decoration } from './decorations'

/** Style of one text node kind in `documentStyle`. */
export interface TextNodeStyle {
  decorations?: Decoration[]
  nodeStyle?: { paddingTop?: string; paddingBottom?: string; backgroundColor?: string }
  lineHeight?: string
}
/** Document-wide styles per text node kind. */
export interface DocumentStyle {
  paragraph?: TextNodeStyle
  headerOne?: TextNodeStyle
  headerTwo?: TextNodeStyle
  headerThree?: TextNodeStyle
  headerFour?: TextNodeStyle
  headerFive?: TextNodeStyle
  headerSix?: TextNodeStyle
  blockquote?: TextNodeStyle
  codeBlock?: TextNodeStyle
}
