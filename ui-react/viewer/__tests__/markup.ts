import type { RichContentInput } from '../../../core/document'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { RichContentViewer, type RichContentViewerProps } from '../../../entries/reactViewer'

type Node = DefaultTreeAdapterMap['node']
/** A parsed element. */
export type El = DefaultTreeAdapterMap['element']

/** A quiet logger that records what the viewer reports. */
export function recordingLogger() {
  const errors: string[] = []
  const warnings: string[] = []
  return {
    errors,
    warnings,
    error: (m: string) => void errors.push(m),
    warn: (m: string) => void warnings.push(m),
    info: () => undefined,
  }
}

/** Server-renders the viewer (without its stylesheet) and parses the markup. */
export function render(content: unknown, props: Partial<RichContentViewerProps> = {}) {
  const logger = (props.logger ?? recordingLogger()) as ReturnType<typeof recordingLogger>
  const html = renderToString(
    createElement(RichContentViewer, { injectStyles: false, logger, ...props, content: content as RichContentInput }),
  )
  const root = parseFragment(html)
  return { html, root, all: (tag?: string) => elements(root).filter((e) => !tag || e.tagName === tag), logger }
}

render.parse = (html: string) => parseFragment(html)

/** Every element under `node`, in document order. */
export function elements(node: Node): El[] {
  const out: El[] = []
  const stack: Node[] = [node]
  while (stack.length) {
    const current = stack.pop()!
    if ('tagName' in current) out.push(current)
    const children = 'childNodes' in current ? current.childNodes : []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
    if ('content' in current && current.content) stack.push(current.content as Node)
  }
  return out
}

/** The text content of a node. */
export function text(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value
  return 'childNodes' in node ? node.childNodes.map(text).join('') : ''
}

/** An attribute value or undefined. */
export function attr(el: El, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value
}

/** Node builders. */
export const t = (textValue: string, decorations: unknown[] = []) => ({
  type: 'TEXT',
  id: '',
  textData: { text: textValue, decorations },
})
export const p = (...nodes: unknown[]) => ({ type: 'PARAGRAPH', id: '', nodes })
export const doc = (...nodes: unknown[]) => ({ nodes })
