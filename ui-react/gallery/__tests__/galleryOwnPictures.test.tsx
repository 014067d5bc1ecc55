// @vitest-environment happy-dom
// Pictures an app serves from its own origin: a path ('photo-0.jpg', '/img/0.svg') in mediaUrl is the
// picture's address as it is, never a media id sent to the media host, and nothing is logged for it; a
// picture whose address cannot be used is logged once, not on every render.
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Gallery } from '../Gallery'
import { recordingLogger } from '../../../adapters/memory/recordingLogger'
import { manualClock } from '../../../adapters/memory/manualClock'

afterEach(cleanup)

const items = Array.from({ length: 50 }, (_, i) => ({
  itemId: `p${i}`,
  mediaUrl: i % 2 ? `/img/${i}.svg` : `photo-${i}.jpg`,
  metaData: { width: 1200, height: 800, title: `Picture ${i}` },
}))

describe("Gallery with the app's own pictures", () => {
  it('shows each path as it is, with no media-host address and nothing logged, render after render', () => {
    const logger = recordingLogger()
    const clock = manualClock()
    const gallery = (width: number) => (
      <Gallery
        id="own"
        items={items}
        options={{ galleryLayout: 'grid' }}
        container={{ width, height: 800 }}
        logger={logger}
        clock={clock}
      />
    )
    const { container, rerender } = render(gallery(980))
    rerender(gallery(900))
    rerender(gallery(980))
    const sources = [...container.querySelectorAll('[data-vitrine-item] img')].map((img) => img.getAttribute('src'))
    expect(sources.length).toBeGreaterThan(0)
    for (const src of sources) expect(src).toMatch(/^(photo-\d+\.jpg|\/img\/\d+\.svg)$/)
    expect(container.innerHTML).not.toContain('wixstatic')
    expect(logger.messages('error')).toEqual([])
  })

  it('logs a picture whose address cannot be used once, however often the gallery renders', () => {
    const logger = recordingLogger()
    const clock = manualClock()
    const bad = [{ itemId: 'bad', mediaUrl: 'javascript:alert(1)', metaData: { width: 100, height: 100 } }]
    const gallery = (width: number) => (
      <Gallery id="bad" items={bad} container={{ width, height: 400 }} logger={logger} clock={clock} />
    )
    const { rerender } = render(gallery(600))
    for (const width of [500, 600, 700]) rerender(gallery(width))
    expect(logger.messages('error')).toEqual(['Cannot create url'])
  })
})
