import type { RichContentInput } from '../../core/document'
import fc from 'fast-check'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { documentArb } from '../../fixtures/documents/arbitrary'
import { RichContentViewer } from '../../entries/react'
import { elements, parseMarkup, quietViewerLogs, textOf, type Parse5Node } from './viewerMarkup'

quietViewerLogs()

const idsOf = (html: string) =>
  elements(parseMarkup(html)).flatMap((el) => el.attrs?.filter((a) => a.name === 'id').map((a) => a.value) ?? [])
const attr = (el: Parse5Node, name: string) => el.attrs?.find((a) => a.name === name)?.value

const text = (value: string, anchor?: string) => ({
  type: 'TEXT',
  id: '',
  nodes: [],
  textData: { text: value, decorations: anchor ? [{ type: 'ANCHOR', anchorData: { anchor } }] : [] },
})
const sharedId = fc.constantFrom('intro', 'intro-2', 'table', 'faq')

/**
 * A document composed of parts that repeat ids: paragraphs, headings, lists and collapsible lists whose
 * ids come from a small set, each paragraph with a unique text and an anchor link to one of the ids.
 */
const composedDocument = fc
  .array(fc.tuple(fc.constantFrom('PARAGRAPH', 'HEADING', 'BULLETED_LIST', 'COLLAPSIBLE_LIST'), sharedId, sharedId), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => ({
    nodes: parts.map(([type, id, anchor], i) => {
      const words = text(`part ${i}`, anchor)
      if (type === 'BULLETED_LIST')
        return { type, id, nodes: [{ type: 'LIST_ITEM', id, nodes: [{ type: 'PARAGRAPH', id, nodes: [words] }] }] }
      if (type === 'COLLAPSIBLE_LIST') {
        const item = (part: string) => ({ type: part, id, nodes: [{ type: 'PARAGRAPH', id, nodes: [words] }] })
        return {
          type,
          id,
          collapsibleListData: { initialExpandedItems: 'ALL' },
          nodes: [
            { type: 'COLLAPSIBLE_ITEM', id, nodes: [item('COLLAPSIBLE_ITEM_TITLE'), item('COLLAPSIBLE_ITEM_BODY')] },
          ],
        }
      }
      return { type, id, nodes: [words] }
    }),
  }))

describe('element ids in the viewer markup (fast-check)', () => {
  it('are unique for any document', () => {
    fc.assert(
      fc.property(fc.oneof(documentArb, composedDocument), (content) => {
        const ids = idsOf(renderToString(<RichContentViewer content={content as RichContentInput} />))
        expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('keep the first node of an id on viewer-<id>, where every anchor link to that id points', () => {
    fc.assert(
      fc.property(composedDocument, (content) => {
        const els = elements(parseMarkup(renderToString(<RichContentViewer content={content} />)))
        for (const [i, node] of content.nodes.entries()) {
          const first = content.nodes.findIndex((n) => n.id === node.id)
          const target = els.find((el) => attr(el, 'id') === `viewer-${node.id}`)
          expect(target && textOf(target)).toContain(`part ${first}`)
          if (first === i) continue
          // A later node of the same id is there, under its suffixed id.
          const later = els.find(
            (el) => attr(el, 'id')?.startsWith(`viewer-${node.id}-`) && textOf(el).includes(`part ${i}`),
          )
          expect(later).toBeDefined()
        }
        for (const link of els.filter((el) => el.tagName === 'a' && attr(el, 'data-vt-anchor'))) {
          expect(attr(link, 'href')).toBe(`#viewer-${attr(link, 'data-vt-anchor')}`)
        }
      }),
      { numRuns: 200 },
    )
  })
})
