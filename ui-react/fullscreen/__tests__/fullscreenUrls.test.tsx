// The standalone fullscreen viewer takes items from any host: their addresses pass the project's
// allow-list before they reach an href or a src.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FullscreenViewer, type FullscreenItem } from '../FullscreenViewer'

const render = (item: FullscreenItem) =>
  renderToString(<FullscreenViewer items={[item]} index={0} onClose={() => undefined} />)
/** The download links' addresses, and the media's sources. */
const downloads = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])
const srcs = (html: string) => [...html.matchAll(/<(?:img|video) [^>]*src="([^"]*)"/g)].map((m) => m[1])

describe('fullscreen viewer addresses', () => {
  it('offers the download of an allowed address', () => {
    const html = render({ id: 'a', src: 'https://example.org/a.jpg', downloadUrl: 'https://example.org/a-full.jpg' })
    expect(downloads(html)).toEqual(['https://example.org/a-full.jpg'])
    expect(srcs(html)).toEqual(['https://example.org/a.jpg'])
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
  ])('never puts %j in an href or a src', (hostile) => {
    for (const item of [
      { id: 'd', src: 'https://example.org/a.jpg', downloadUrl: hostile },
      { id: 's', src: hostile },
      { id: 'v', src: hostile, type: 'video' as const },
    ]) {
      const html = render(item)
      expect(html.toLowerCase()).not.toMatch(/(href|src)="[^"]*(script|data):/)
      // Without an allowed address there is nothing to download.
      expect(downloads(html)).toEqual([])
    }
  })
})
