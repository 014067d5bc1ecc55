import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FullscreenViewer } from '../FullscreenViewer'

const items = [{ id: 'a', src: 'https://static.wixstatic.com/media/a.jpg', alt: 'A' }]
const zIndexOf = (isMobile?: boolean) =>
  /class="vitrine-fs" style="z-index:(\d+)"/.exec(
    renderToString(<FullscreenViewer items={items} index={0} onClose={() => undefined} isMobile={isMobile} />),
  )?.[1]

describe('fullscreen dialog layer', () => {
  it('stacks the dialog at base + 300: 5300 on desktop, 100300 on mobile', () => {
    expect(zIndexOf()).toBe('5300')
    expect(zIndexOf(true)).toBe('100300')
  })
})
