import type { RichContentInput } from '../../core/document'
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../../entries/react'
import { ricosExamples, ricosMigrationContent, type RicosNode } from '../../fixtures/documents/ricosExamples'
import { elements, markupViolations, parseMarkup, quietViewerLogs, textOf, type Parse5Node } from './viewerMarkup'

// Read from the installed ricos-schema and ricos-content packages at test time (nothing copied).
const examples = ricosExamples()
const migration = ricosMigrationContent()

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
    '%s renders all its text, a heading element per heading, and an element per top-level block',
    (_name, doc) => {
      const html = renderToString(<RichContentViewer content={doc as RichContentInput} />)
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
      // Media-only documents too: every top-level block is there with something a reader sees in it.
      for (const node of doc.nodes) {
        const block = els.find((el) => attr(el, 'id') === `viewer-${node.id}`)
        expect(block, `${node.type} ${node.id}`).toBeDefined()
        if (node.type === 'PARAGRAPH' && promisedTexts([node]).length === 0) continue
        expect(visible(block!), `${node.type} ${node.id} shows nothing`).toBe(true)
      }
      for (const image of blocksOf(doc.nodes, 'IMAGE')) {
        const img = elements(els.find((el) => attr(el, 'id') === `viewer-${image.id}`)!).find(
          (el) => el.tagName === 'img',
        )
        expect(img && attr(img, 'src')).toMatch(/^https:\/\//)
        const alt = (image.imageData as { altText?: string } | undefined)?.altText
        if (alt) expect(attr(img!, 'alt')).toBe(alt)
      }
    },
  )
})

const attr = (el: Parse5Node, name: string) => el.attrs?.find((a) => a.name === name)?.value

/** Text, an image, a frame, a video or a control: something a reader sees or uses. */
function visible(el: Parse5Node): boolean {
  return (
    textOf(el).trim() !== '' ||
    elements(el).some((child) => ['img', 'iframe', 'video', 'audio', 'hr', 'button', 'a'].includes(child.tagName!))
  )
}

function blocksOf(nodes: RicosNode[] = [], type: string, out: RicosNode[] = []): RicosNode[] {
  for (const node of nodes) {
    if (node.type === type) out.push(node)
    blocksOf(node.nodes, type, out)
  }
  return out
}
