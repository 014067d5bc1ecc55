import { parseFragment } from 'parse5'
import { afterEach, beforeEach, vi } from 'vitest'
import { urlScheme } from '../../fixtures/documents/hostileUrls'

/** A parse5 node, loosely typed (the default tree adapter). */
export interface Parse5Node {
  nodeName: string
  tagName?: string
  value?: string
  attrs?: { name: string; value: string }[]
  childNodes?: Parse5Node[]
  content?: Parse5Node
}

/** Parses server-rendered markup the way a browser would (as body content). */
export function parseMarkup(html: string): Parse5Node {
  return parseFragment(html) as unknown as Parse5Node
}

/** Every element under `root`, depth first. */
export function elements(root: Parse5Node): Parse5Node[] {
  const out: Parse5Node[] = []
  const stack = [root]
  while (stack.length) {
    const node = stack.pop()!
    if (node.tagName) out.push(node)
    const children = node.content?.childNodes ?? node.childNodes ?? []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
  }
  return out
}

/** The text of `node` as a browser shows it (`<br>` as a newline, `<style>` and `<script>` skipped). */
export function textOf(node: Parse5Node): string {
  if (node.nodeName === '#text') return node.value ?? ''
  if (node.tagName === 'br') return '\n'
  if (node.tagName === 'style' || node.tagName === 'script' || node.tagName === 'template') return ''
  return (node.childNodes ?? []).map(textOf).join('')
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'cite',
  'data',
  'background',
  'xlink:href',
  'ping',
  'manifest',
  'codebase',
  'longdesc',
  'usemap',
  'lowsrc',
  'dynsrc',
  'icon',
])
const ALLOWED_SCHEMES = new Set(['', 'http', 'https', 'mailto', 'tel'])
const SCRIPT_URL = /(?:java|vb|live)script:|data:text\/html/i

/** Blanks and controls removed, lower-cased: what a browser's URL parser effectively sees. */
const squash = (value: string) => value.replace(/[\u0000-\u0020]+/g, '').toLowerCase()

/**
 * Every way `html` breaks the viewer's output contract: a `<script>`, `<base>` or meta refresh, an
 * `on*` attribute, a URL attribute outside the allow-list (http, https, mailto, tel, relative, #anchor),
 * a script URL inside a `style`, `srcset` or `content`, or an `<iframe srcdoc>` whose sandbox is missing
 * or combines allow-scripts with allow-same-origin. Empty when the markup is safe.
 */
export function markupViolations(html: string): string[] {
  const problems: string[] = []
  for (const el of elements(parseMarkup(html))) {
    const tag = el.tagName!
    const attr = (name: string) => el.attrs?.find((a) => a.name === name)?.value
    if (tag === 'script') problems.push('<script> element')
    if (tag === 'base') problems.push('<base> element')
    if (tag === 'meta' && /refresh/i.test(attr('http-equiv') ?? '')) problems.push('meta refresh')
    for (const { name, value } of el.attrs ?? []) {
      const lower = name.toLowerCase()
      if (lower.startsWith('on')) problems.push(`<${tag} ${name}="${value.slice(0, 60)}">`)
      if (URL_ATTRIBUTES.has(lower)) {
        const scheme = urlScheme(value)
        if (!ALLOWED_SCHEMES.has(scheme) || SCRIPT_URL.test(squash(value)))
          problems.push(`<${tag} ${name}="${value.slice(0, 80)}">`)
      }
      if ((lower === 'style' || lower === 'srcset' || lower === 'content') && SCRIPT_URL.test(squash(value))) {
        problems.push(`<${tag} ${name}="${value.slice(0, 80)}">`)
      }
    }
    if (tag === 'iframe' && el.attrs?.some((a) => a.name === 'srcdoc')) {
      const sandbox = attr('sandbox')
      if (sandbox === undefined) problems.push('<iframe srcdoc> without sandbox')
      else {
        const tokens = new Set(sandbox.toLowerCase().split(/\s+/))
        if (tokens.has('allow-scripts') && tokens.has('allow-same-origin'))
          problems.push(`<iframe srcdoc sandbox="${sandbox}">`)
      }
    }
  }
  return problems
}

/**
 * The viewer logs unknown node types and broken input to the console by default; tests that feed it
 * such input call this at the top of the file to keep their output readable.
 */
export function quietViewerLogs(): void {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())
}
