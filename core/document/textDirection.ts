import type { RichNode } from './nodeTypes'

const LETTER = /\p{L}/u
const RTL_SCRIPT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u

/**
 * The direction of a block's content: that of the first letter of its text, in document order
 * ('rtl' for Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left scripts), or undefined
 * when it has no letter. This is what `dir="auto"` computes, for containers (lists, quotes, tables,
 * layouts) whose own children carry a `dir` and so are skipped by the browser's `dir="auto"`.
 * Iterative; reads at most the first `budget` TEXT nodes.
 */
export function textDirection(node: RichNode, budget = 1000): 'ltr' | 'rtl' | undefined {
  const stack: RichNode[] = [node]
  while (stack.length && budget > 0) {
    const current = stack.pop()!
    if (current.type === 'TEXT') {
      budget--
      const letter = LETTER.exec(current.textData?.text ?? '')
      if (letter) return RTL_SCRIPT.test(letter[0]) ? 'rtl' : 'ltr'
    }
    for (let i = current.nodes.length - 1; i >= 0; i--) stack.push(current.nodes[i])
  }
  return undefined
}
