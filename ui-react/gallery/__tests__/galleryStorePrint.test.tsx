// Server-rendered markup of store galleries (', Buy Now' in every item's name and alt text) and
// of print-only sources (a `<source media="print">` with the media at its own size).
import { renderToString } from 'react-dom/server'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'
import { Gallery } from '../Gallery'
import { recordingLogger } from '../../../adapters/memory/recordingLogger'
import { manualClock } from '../../../adapters/memory/manualClock'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const items = [
  { itemId: 'a', mediaUrl: 'abc_harbour.jpg', width: 3000, height: 2000, metaData: { alt: 'Harbour at dawn' } },
  { itemId: 'b', mediaUrl: 'abc_stairs.jpg', width: 2000, height: 3000, metaData: { title: 'Stairs' } },
  { itemId: 'c', mediaUrl: 'https://example.org/dunes.jpg', width: 1600, height: 1200 },
]

function render(props: { isStoreGallery?: boolean }): Element[] {
  const html = renderToString(
    <Gallery
      id="shop"
      items={items}
      container={{ width: 900, height: 600 }}
      logger={recordingLogger()}
      clock={manualClock()}
      {...props}
    />,
  )
  const all: Element[] = []
  const walk = (node: Node) => {
    if ('tagName' in node) all.push(node)
    if ('childNodes' in node) node.childNodes.forEach(walk)
  }
  walk(parseFragment(html) as unknown as Node)
  return all
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value
const byItem = (all: Element[]) => all.filter((el) => attr(el, 'data-vitrine-item'))
const inside = (root: Element, tag: string): Element[] => {
  const found: Element[] = []
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === tag) found.push(node)
    if ('childNodes' in node) node.childNodes.forEach(walk)
  }
  walk(root)
  return found
}

describe('Gallery markup: store galleries and printing', () => {
  it("appends ', Buy Now' to each item's accessible name and image alt in a store gallery", () => {
    const shown = byItem(render({ isStoreGallery: true }))
    expect(shown.map((li) => attr(li, 'aria-label'))).toEqual([
      'Harbour at dawn, Buy Now',
      'Stairs, Buy Now',
      'Untitled image, Buy Now',
    ])
    // An untitled image's alt text is 'untitled image'; its accessible name keeps 'Untitled image'.
    expect(shown.map((li) => attr(inside(li, 'img').at(-1)!, 'alt'))).toEqual([
      'Harbour at dawn, Buy Now',
      'Stairs, Buy Now',
      'untitled image, Buy Now',
    ])
  })

  it('leaves names alone outside store galleries', () => {
    const shown = byItem(render({}))
    expect(shown.map((li) => attr(li, 'aria-label'))).toEqual(['Harbour at dawn', 'Stairs', 'Untitled image'])
    expect(shown.map((li) => attr(inside(li, 'img').at(-1)!, 'alt'))).toEqual([
      'Harbour at dawn',
      'Stairs',
      'untitled image',
    ])
  })

  it('gives media-host images a print-only source at their own size, next to the screen-sized src', () => {
    const [harbour, stairs, external] = byItem(render({}))
    for (const li of [harbour, stairs]) {
      const [source] = inside(li, 'source')
      const img = inside(li, 'img').at(-1)!
      expect(attr(source, 'media')).toBe('print')
      expect(inside(li, 'picture')).toHaveLength(1)
      // The printed image is the media's full size; the screen one is the (smaller) box.
      expect(attr(source, 'srcset')).not.toBe(attr(img, 'src'))
    }
    expect(attr(inside(harbour, 'source')[0], 'srcset')).toMatch(/abc_harbour\.jpg\/v1\/fit\/w_3000,h_2000/)
    expect(attr(inside(stairs, 'source')[0], 'srcset')).toMatch(/abc_stairs\.jpg\/v1\/fit\/w_2000,h_3000/)
    // An external address has no other size to print: no print source.
    expect(inside(external, 'source')).toHaveLength(0)
  })
})
