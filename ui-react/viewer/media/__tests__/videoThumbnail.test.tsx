// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RichContentViewer } from '../..'
import type { OEmbedPort } from '../../../../core/document'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const vimeo = {
  nodes: [{ type: 'VIDEO', id: 'v', nodes: [], videoData: { video: { src: { url: 'https://vimeo.com/76979871' } } } }],
}

async function mountWith(oembed: OEmbedPort) {
  await act(async () => root.render(<RichContentViewer content={vimeo} oembed={oembed} />))
  // The player chunk loads, then the lookup settles.
  for (let i = 0; i < 20 && !container.querySelector('[data-thumbnail=ready]'); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  return container.querySelector('#viewer-v')!
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
