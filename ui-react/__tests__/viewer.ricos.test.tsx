import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../index'
import { elements, markupViolations, parseMarkup, quietViewerLogs, textOf } from './viewerMarkup'

interface RicosNode {
  type?: string
  nodes?: RicosNode[]
  textData?: { text?: string }
  headingData?: { level?: number }
  collapsibleListData?: { initialExpandedItems?: string }
}

const dir = new URL('../../fixtures/documents/ricos/', import.meta.url).pathname
const examples = readdirSync(`${dir}schema-examples`)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(`${dir}schema-examples/${f}`, 'utf8'))] as const)
const migration = JSON.parse(readFileSync(`${dir}content/migration-content.json`, 'utf8'))

/**
 * The texts the contract promises in the markup: every TEXT node's text, except inside the bodies of
 * collapsible items that start collapsed (FIRST by default: only the first item's body).
 */
function promisedTexts(nodes: RicosNode[] = [], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'TEXT' && typeof node.textData?.text === 'string' && node.textData.text.trim() !== '')
      out.push(node.textData.text)
    if (node.type === 'COLLAPSIBLE_LIST') {
      const mode = node.collapsibleListData?.initialExpandedItems ?? 'FIRST'
      ;(node.nodes ?? []).forEach((item, index) => {
        for (const part of item.nodes ?? []) {
          const expanded = mode === 'ALL' || (mode === 'FIRST' && index === 0)
          if (part.type !== 'COLLAPSIBLE_ITEM_BODY' || expanded) promisedTexts([part], out)
        }
      })
      continue
    }
    promisedTexts(node.nodes, out)
  }
  return out
}

function headings(nodes: RicosNode[] = [], out: { level: number; text: string }[] = []) {
  for (const node of nodes) {
    if (node.type === 'HEADING')
      out.push({ level: node.headingData?.level ?? 1, text: promisedTexts(node.nodes).join('') })
    headings(node.nodes, out)
  }
  return out
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

quietViewerLogs()

describe('real Ricos documents (ricos-schema 10.102.0 examples, ricos-content migration fixture)', () => {
  it('has the 43 ricos-schema examples, most with text to check', () => {
    expect(examples.length).toBe(43)
    const withText = examples.filter(([, doc]) => promisedTexts(doc.nodes).length > 0)
    expect(withText.length).toBeGreaterThanOrEqual(23)
    expect(promisedTexts(migration.nodes).length).toBeGreaterThan(50)
    expect(
      headings(examples.find(([name]) => name === 'headings-all-sizes.json')![1].nodes).map((h) => h.level),
    ).toEqual([1, 2, 3, 4, 5, 6])
  })

  it.each([...examples, ['migration-content.json (ricos-content)', migration] as const])(
    '%s renders all its text and a heading element per heading',
    (_name, doc) => {
      const html = renderToString(<RichContentViewer content={doc} />)
      expect(markupViolations(html)).toEqual([])
      const tree = parseMarkup(html)
      const shown = squash(textOf(tree))
      const missing = promisedTexts(doc.nodes).filter((t) => !shown.includes(squash(t)))
      expect(missing).toEqual([])
      const els = elements(tree)
      for (const heading of headings(doc.nodes)) {
        const texts = els.filter((el) => el.tagName === `h${heading.level}`).map((el) => squash(textOf(el)))
        expect(texts, `<h${heading.level}> for "${heading.text}"`).toContain(squash(heading.text))
      }
    },
  )
})
