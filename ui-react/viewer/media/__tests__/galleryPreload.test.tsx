// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RichContentViewer } from '../../../../entries/reactViewer'
import { mountRootPerTest } from '../../__tests__/mountRootPerTest'
import { recordingLogger } from '../../__tests__/markup'

const dom = mountRootPerTest()
afterEach(() => vi.unstubAllGlobals())

const gallery = {
  nodes: [
    {
      type: 'GALLERY',
      id: 'shore',
      nodes: [],
      galleryData: {
        items: ['sea', 'hills'].map((name) => ({
          image: { media: { src: { id: `${name}.jpg` }, width: 1200, height: 800 } },
        })),
      },
    },
  ],
}

describe('a gallery node in the viewer', () => {
  it('preloads its thumbnails at 300 x 300, quality 5, once after mount', () => {
    const fetched: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          fetched.push(url)
        }
      },
    )
    dom.render(<RichContentViewer content={gallery} logger={recordingLogger()} />)
    dom.render(<RichContentViewer content={gallery} logger={recordingLogger()} />)
    expect(fetched).toEqual([
      'https://static.wixstatic.com/media/sea.jpg/v1/fill/w_300,h_300,q_5/sea.jpg',
      'https://static.wixstatic.com/media/hills.jpg/v1/fill/w_300,h_300,q_5/hills.jpg',
    ])
  })
})
