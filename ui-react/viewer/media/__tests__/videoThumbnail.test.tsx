// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { RichContentViewer } from '../../../../entries/reactViewer'
import type { OEmbedPort } from '../../../../core/document'
import { mountRootPerTest } from '../../__tests__/mountRootPerTest'

const dom = mountRootPerTest()

const vimeo = {
  nodes: [{ type: 'VIDEO', id: 'v', nodes: [], videoData: { video: { src: { url: 'https://vimeo.com/76979871' } } } }],
}

async function mountWith(oembed: OEmbedPort) {
  dom.render(<RichContentViewer content={vimeo} oembed={oembed} />)
  // The player chunk loads, then the lookup settles (up to 5 s for a loaded machine's module load).
  await dom.settle(() => dom.container.querySelector('[data-thumbnail=ready]') !== null, 500)
  return dom.container.querySelector('#viewer-v')!
}

describe('provider video thumbnails through the oEmbed port', () => {
  it('shows the looked-up thumbnail on the poster', async () => {
    const asked: string[] = []
    const block = await mountWith({
      lookup: async (url) => {
        asked.push(url)
        return { thumbnailUrl: 'https://i.vimeocdn.com/video/452001751_640.jpg' }
      },
    })
    expect(asked).toEqual(['https://vimeo.com/76979871'])
    expect(block.querySelector('img')?.getAttribute('src')).toBe('https://i.vimeocdn.com/video/452001751_640.jpg')
    expect(block.querySelector('button')?.getAttribute('aria-label')).toBe('Play video')
  })

  it('a failed lookup leaves the poster without a thumbnail and the play button in place', async () => {
    const block = await mountWith({ lookup: () => Promise.reject(new Error('offline')) })
    expect(block.querySelector('[data-thumbnail]')?.getAttribute('data-thumbnail')).toBe('ready')
    expect(block.querySelector('img')).toBeNull()
    expect(block.querySelector('button')?.getAttribute('aria-label')).toBe('Play video')
  })
})
