// @vitest-environment happy-dom
import type { RichContentInput } from '../../../../core/document'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { RichContentViewer } from '../../../../entries/reactViewer'
import { mountRootPerTest } from '../../__tests__/mountRootPerTest'
import { recordingLogger } from '../../__tests__/markup'

/* The fullscreen viewer opened from the viewer's media: the viewer's locale and the node's disableDownload reach it. */

const dom = mountRootPerTest()

const photo = {
  type: 'IMAGE',
  id: 'photo',
  nodes: [],
  imageData: { image: { src: { id: 'sea.jpg' }, width: 1200, height: 800 }, altText: 'Sea' },
}
const gallery = (disableDownload: boolean) => ({
  type: 'GALLERY',
  id: 'shore',
  nodes: [],
  galleryData: {
    disableDownload,
    items: ['sea', 'hills'].map((name) => ({
      image: { media: { src: { id: `${name}.jpg` }, width: 1200, height: 800 }, altText: name },
    })),
  },
})

const dialog = () => document.body.querySelector<HTMLElement>('[role=dialog]')
const click = (element: Element | null | undefined) =>
  act(() => void element!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })))
/** The accessible names of the dialog's buttons and links, in order. */
const controls = () => [...dialog()!.querySelectorAll('button, a')].map((control) => control.getAttribute('aria-label'))

async function expand(content: unknown, locale: string | undefined, opener: string, dialogName: string) {
  dom.render(
    <RichContentViewer content={{ nodes: [content] } as RichContentInput} locale={locale} logger={recordingLogger()} />,
  )
  // The viewer's own locale bundle first, then the fullscreen chunk and its strings.
  await dom.settle(() => dom.container.querySelector(opener) !== null)
  click(dom.container.querySelector(opener))
  await dom.settle(() => dialog()?.getAttribute('aria-label') === dialogName)
  return dialog()
}

describe('the fullscreen viewer opened from media nodes', () => {
  it('speaks the viewer locale: Arabic labels, mirrored right to left', async () => {
    const opened = await expand(photo, 'ar', '#viewer-photo button', 'عارض الوسائط')
    expect(opened?.getAttribute('dir')).toBe('rtl')
    expect(controls()).toEqual(['تكبير', 'تنزيل', 'إغلاق', 'السابق', 'التالي'])
    expect(dialog()!.querySelector('.vitrine-fs__counter')!.textContent).toBe('1 من 1')
  })

  it('stays English without a locale', async () => {
    await expand(photo, undefined, '#viewer-photo button', 'Media viewer')
    expect(controls()).toEqual(['Zoom in', 'Download', 'Close', 'Previous', 'Next'])
    expect(dialog()!.getAttribute('dir')).toBe('ltr')
  })

  it("hides the download button of a gallery's items when the gallery disables downloads", async () => {
    await expand(gallery(true), 'de', '#viewer-shore [data-vitrine-item]', 'Medienanzeige')
    expect(controls()).toEqual(['Vergrößern', 'Schließen', 'Zurück', 'Weiter'])
  })

  it("keeps a gallery's download button when downloads are allowed", async () => {
    await expand(gallery(false), 'de', '#viewer-shore [data-vitrine-item]', 'Medienanzeige')
    expect(controls()).toEqual(['Vergrößern', 'Herunterladen', 'Schließen', 'Zurück', 'Weiter'])
  })
})
