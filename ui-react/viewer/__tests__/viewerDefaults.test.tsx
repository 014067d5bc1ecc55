// @vitest-environment happy-dom
import type { RichContentInput } from '../../../core/document'
import { describe, expect, it, onTestFinished } from 'vitest'
import { RichContentViewer, type RichContentViewerProps } from '../../../entries/reactViewer'
import audioPlayerCss from '../media/audioPlayer.css' with { type: 'text' }
import pollVotingCss from '../cards/pollVoting.css' with { type: 'text' }
import { mountRootPerTest } from './mountRootPerTest'
import { doc, p, recordingLogger, t } from './markup'

/* The viewer's defaults as a visitor gets them: computed styles of the rendered viewer. */

const dom = mountRootPerTest()

function mount(content: unknown, props: Partial<RichContentViewerProps> = {}): HTMLElement {
  dom.render(<RichContentViewer content={content as RichContentInput} logger={recordingLogger()} {...props} />)
  return dom.container.querySelector<HTMLElement>('.vt-viewer')!
}

const image = {
  type: 'IMAGE',
  id: 'im',
  imageData: { image: { src: { id: 'cat.jpg' }, width: 800, height: 600 }, caption: 'Our cat' },
}

/** A floating element of `className` inside the viewer, and its computed z-index. */
function zIndexOf(viewer: HTMLElement, className: string): string {
  const el = document.createElement('div')
  el.className = className
  viewer.append(el)
  return getComputedStyle(el).zIndex
}

describe('viewer defaults', () => {
  it('draws black text on a white background when no palette is given', () => {
    const viewer = mount(doc(p(t('Hello'))))
    const style = getComputedStyle(viewer)
    expect(style.backgroundColor).toBe('#ffffff')
    expect(style.color).toBe('#000000')
  })

  it('pads image captions by 16px above and below', () => {
    const viewer = mount(doc(image))
    const caption = viewer.querySelector('figcaption')!
    expect(caption.textContent).toBe('Our cat')
    const style = getComputedStyle(caption)
    expect([style.paddingTop, style.paddingBottom]).toEqual(['16px', '16px'])
  })

  it('stacks popups, tooltips and notifications on base 5000 on desktop and 100000 on mobile', () => {
    // The audio menus' and tooltips' rules come with the player's chunk, the poll toast's with the
    // voting chunk; each adds its sheet to the head.
    const playerStyle = Object.assign(document.createElement('style'), { textContent: audioPlayerCss + pollVotingCss })
    document.head.append(playerStyle)
    onTestFinished(() => playerStyle.remove())
    const desktop = mount(doc(p(t('x'))))
    expect(zIndexOf(desktop, 'vt-amenu')).toBe('5200')
    expect(zIndexOf(desktop, 'vt-tooltip')).toBe('5400')
    expect(zIndexOf(desktop, 'vt-poll-toast')).toBe('5500')
    const mobile = mount(doc(p(t('x'))), { isMobile: true })
    expect(zIndexOf(mobile, 'vt-amenu')).toBe('100200')
    expect(zIndexOf(mobile, 'vt-atip')).toBe('100400')
    expect(zIndexOf(mobile, 'vt-poll-toast')).toBe('100500')
  })

  it('gives the paywall class to the first 3 top-level nodes by default', () => {
    const viewer = mount(doc(p(t('one')), p(t('two')), p(t('three')), p(t('four'))), { paywall: true })
    const marked = [...viewer.querySelectorAll('.paywall')].map((el) => el.textContent)
    expect(marked).toEqual(['one', 'two', 'three'])
  })

  it('sizes headings and paragraphs with the desktop font defaults', () => {
    const viewer = mount(
      doc(p(t('body')), { type: 'HEADING', id: 'h', headingData: { level: 1 }, nodes: [t('Title')] }),
    )
    expect(getComputedStyle(viewer.querySelector('h1')!).fontSize).toBe('40px')
    expect(getComputedStyle(viewer.querySelector('p')!).fontSize).toBe('16px')
  })
})

describe('buttons, external nodes and text wrap', () => {
  const button = (containerData: object) => ({
    type: 'BUTTON',
    id: 'b',
    buttonData: { type: 'ACTION', text: 'Go', containerData },
  })

  it('makes a button small by default (fits its text) and full width when its container says so', () => {
    const small = mount(doc(button({ alignment: 'CENTER' }))).querySelector('button')!
    expect(small.className).toBe('vt-btn vt-bs-small')
    expect(getComputedStyle(small).width).toBe('fit-content')
    const wide = mount(doc(button({ width: { size: 'FULL_WIDTH' } }))).querySelector('button')!
    expect(wide.className).toBe('vt-btn vt-bs-full_width')
    expect(getComputedStyle(wide).width).toBe('100%')
  })

  it('shows the content of an EXTERNAL node without logging a missing renderer', () => {
    const logger = recordingLogger()
    dom.render(
      <RichContentViewer
        content={
          doc({
            type: 'EXTERNAL',
            id: 'ext',
            externalData: { app: 'x' },
            nodes: [p(t('From the host'))],
          }) as RichContentInput
        }
        logger={logger}
      />,
    )
    const block = dom.container.querySelector('#viewer-ext')!
    expect(block.className).toBe('vt-external-block')
    expect(block.textContent).toBe('From the host')
    expect(logger.errors).toEqual([])
  })

  it('floats a small image with textWrap beside the text; without textWrap it stays on its own line', () => {
    const small = (textWrap: boolean) =>
      doc(
        {
          ...image,
          imageData: { ...image.imageData, containerData: { width: { size: 'SMALL' }, alignment: 'LEFT', textWrap } },
        },
        p(t('Text beside')),
      )
    expect(getComputedStyle(mount(small(true)).querySelector('figure')!).float).toBe('left')
    expect(getComputedStyle(mount(small(false)).querySelector('figure')!).float).not.toBe('left')
  })
})
