import { describe, expect, it } from 'vitest'
import { attr, doc, render, text } from '../../__tests__/markup'

const image = (error: unknown) => ({
  type: 'IMAGE',
  id: 'img1',
  nodes: [],
  imageData: { image: { src: { url: 'https://example.com/a.jpg' } }, altText: 'A cat', error },
})

describe('upload error overlay at the block wrapper', () => {
  it('shows the generic text over an image with a quota error, keeping the image underneath', () => {
    const { all } = render(doc(image({ key: 'QUOTA_STORAGE_OWNER', msg: 'ignored' })))
    const [alert] = all().filter((e) => attr(e, 'role') === 'alert')
    expect(text(alert)).toBe('Upload failed. Please try again.')
    expect(all('img').map((i) => attr(i, 'alt'))).toEqual(['A cat'])
    expect(attr(alert, 'title')).toBe('Upload failed. Please try again.')
  })

  it('shows the size text in the visitor language when given translated messages', () => {
    const { all } = render(doc(image({ key: 1 })), {
      messages: { uploadErrorSize: 'Diese Datei ist zu groß zum Hochladen.' } as never,
    })
    expect(text(all().find((e) => attr(e, 'role') === 'alert')!)).toBe('Diese Datei ist zu groß zum Hochladen.')
  })

  it('shows the supplied message for a node the media renderers do not draw, with the block id', () => {
    const { all } = render(
      doc({ type: 'FILE', id: 'f1', nodes: [], fileData: { name: 'report.pdf', error: { msg: 'Virus found' } } }),
    )
    const wrapper = all().find((e) => attr(e, 'class') === 'vt-upload-error')!
    expect(attr(wrapper, 'id')).toBe('viewer-f1')
    expect(text(wrapper)).toBe('Virus found')
  })

  it('leaves blocks without an error untouched', () => {
    const { all } = render(doc(image(undefined)))
    expect(all().some((e) => attr(e, 'role') === 'alert')).toBe(false)
  })
})
