import { describe, expect, it } from 'vitest'
import { imageMediaView, imageView, MAX_NODES, normalizeDocument, pollView, themeVariables } from '..'

// Edges of the document's view models found by mutation testing: what a reader gets when an image
// has no alt text, caption or height, how a poll reads its permissions, layout and media ids, where
// the node budget ends exactly, and that a bad theme without a logger does not stop the render.

describe('images', () => {
  it('an image without alt text gets an empty alt (decorative), not a made-up one', () => {
    expect(imageView({ image: { src: { id: 'a.jpg' } } }).alt).toBe('')
    expect(imageMediaView({ image: { src: { id: 'a.jpg' } } }).alt).toBe('')
  })

  it('keeps a content-size image at its natural size only when asked for its original size', () => {
    const image = { src: { id: 'a.jpg' }, width: 800, height: 600 }
    expect(imageMediaView({ image }).container).toMatchObject({ size: 'content', width: undefined, align: 'center' })
    expect(imageMediaView({ image, containerData: { width: { size: 'ORIGINAL' } } }).container).toMatchObject({
      size: 'original',
      width: 800,
    })
  })

  it('has no height for a zero height, and no caption when none is given', () => {
    const view = imageMediaView({ image: { src: { id: 'a.jpg' }, width: 800, height: 0 } })
    expect(view.height).toBeUndefined()
    expect(view.width).toBe(800)
    expect(view.caption).toBeUndefined()
  })
})

describe('polls', () => {
  it('reads who may see and who may vote, and the grid layout', () => {
    const view = pollView(
      {
        poll: {
          title: 'Q',
          options: [{ id: 'o0', title: 'A' }],
          settings: { permissions: { view: 'CREATOR', vote: 'SITE_MEMBERS', allowMultipleVotes: true } },
        },
        layout: { poll: { type: 'GRID' } },
      },
      'n1',
    )
    expect(view.settings).toMatchObject({ view: 'CREATOR', vote: 'SITE_MEMBERS', multiple: true })
    expect(view.layout).toBe('GRID')
    const plain = pollView({ poll: { title: 'Q', options: [{ id: 'o0', title: 'A' }] } }, 'n1')
    expect(plain.settings).toMatchObject({ view: 'EVERYONE', vote: 'ALL', multiple: false })
    expect(plain.layout).toBe('LIST')
  })

  it('shows inline images (data:image) for the poll, its options and its background', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const view = pollView(
      {
        poll: {
          title: 'Q',
          image: { src: { url: png } },
          options: [{ id: 'o0', title: 'A', image: { src: { url: png } } }],
        },
        layout: { poll: { type: 'GRID', enableImage: true }, options: { enableImage: true } },
        design: { poll: { background: { type: 'IMAGE', image: { src: { url: png } } } } },
      },
      'n1',
    )
    expect(view.image).toBe(png)
    expect(view.options[0].image).toBe(png)
    expect(view.background).toEqual({ image: png })
  })
})

describe('the node budget', () => {
  const doc = (n: number) => ({ nodes: Array.from({ length: n }, () => ({ type: 'DIVIDER' })) })
  const errors: string[] = []
  const log = () => ({ error: (m: string) => errors.push(m), warn: () => {}, info: () => {} })

  it(`keeps a document of exactly ${MAX_NODES} nodes whole and says nothing`, () => {
    errors.length = 0
    expect(normalizeDocument(doc(MAX_NODES), { logger: log() }).nodes).toHaveLength(MAX_NODES)
    expect(errors).toEqual([])
  }, 60_000)

  it('drops the node past the budget, says so, and needs no logger to do it', () => {
    errors.length = 0
    expect(normalizeDocument(doc(MAX_NODES + 1), { logger: log() }).nodes).toHaveLength(MAX_NODES)
    expect(errors).toEqual([
      `Vitrine viewer: the document has more than ${MAX_NODES} nodes (or a cycle); the rest was dropped`,
    ])
    expect(normalizeDocument(doc(MAX_NODES + 1)).nodes).toHaveLength(MAX_NODES)
  }, 60_000)
})

describe('theme', () => {
  it('renders without a logger when the palette is refused', () => {
    expect(themeVariables({ theme: { palette: { textColor: 'nope' } as never } })).toEqual({})
  })
})
