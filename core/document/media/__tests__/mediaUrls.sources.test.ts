import { describe, expect, it } from 'vitest'
import { imageSrcSet, mediaDownloadUrl, resolveSource, sourceAt } from '..'

describe('resolveSource', () => {
  it('gives nothing for data without a source', () => {
    expect(resolveSource({})).toEqual({})
    expect(resolveSource(undefined)).toEqual({})
  })

  it('drops the media/ prefix from the id it returns', () => {
    expect(resolveSource({ id: 'media/11062b_a5.jpg' })).toEqual({
      id: '11062b_a5.jpg',
      url: 'https://static.wixstatic.com/media/11062b_a5.jpg',
    })
  })

  it('puts audio and document ids beside the media folder, only when they start with mp3/ or ugd/', () => {
    expect(resolveSource({ id: 'mp3/a1_b2.mp3' }).url).toBe('https://static.wixstatic.com/mp3/a1_b2.mp3')
    expect(resolveSource({ id: 'ugd/a1_b2.pdf' }).url).toBe('https://static.wixstatic.com/ugd/a1_b2.pdf')
    expect(resolveSource({ id: 'albums/mp3/a.mp3' }).url).toBe('https://static.wixstatic.com/media/albums/mp3/a.mp3')
    expect(resolveSource({ id: 'mp3/a.mp3' }, 'https://cdn.example.com/media/files/').url).toBe(
      'https://cdn.example.com/media/files/mp3/a.mp3',
    )
  })

  it('keeps a relative path with folders as an address, not an id', () => {
    expect(resolveSource({ url: 'images/a.jpg' })).toEqual({ url: 'images/a.jpg' })
  })

  it('accepts a data:image address', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo='
    expect(resolveSource({ url: data }).url).toBe(data)
  })

  it('reads <key>.src of node data', () => {
    expect(sourceAt({ image: { src: { id: 'a_1.jpg' } } }, 'image')).toEqual({
      id: 'a_1.jpg',
      url: 'https://static.wixstatic.com/media/a_1.jpg',
    })
  })
})

describe('imageSrcSet', () => {
  it('does not repeat the original width when it is one of the offered widths', () => {
    expect(imageSrcSet('a_1.jpg', 640, 480).map((c) => c.width)).toEqual([320, 640])
    expect(imageSrcSet('a_1.jpg', 640.4, 480).map((c) => c.width)).toEqual([320, 640])
  })

  it('offers a 1 px image, but nothing for sizes under 1 px', () => {
    expect(imageSrcSet('a_1.jpg', 1, 1).map((c) => c.url)).toEqual([
      'https://static.wixstatic.com/media/a_1.jpg/v1/fit/w_1,h_1,q_90/a_1.jpg',
    ])
    expect(imageSrcSet('a_1.jpg', 0.5, 100)).toEqual([])
    expect(imageSrcSet('a_1.jpg', 100, 0.4)).toEqual([])
  })

  it('offers nothing for an id the media host cannot scale', () => {
    expect(imageSrcSet('a b"c.jpg', 1000, 500)).toEqual([])
  })
})

describe('mediaDownloadUrl', () => {
  it('downloads a media id without an address from the media host', () => {
    expect(mediaDownloadUrl({ id: 'abc.pdf' })).toBe('https://static.wixstatic.com/media/abc.pdf?dn=abc.pdf')
    expect(mediaDownloadUrl({ id: 'docs/video/a.pdf' })).toBe(
      'https://static.wixstatic.com/media/docs/video/a.pdf?dn=a.pdf',
    )
  })

  it('names the file after the last path segment, else "file", and keeps the fragment last', () => {
    expect(mediaDownloadUrl({ url: 'https://x.example/docs/' })).toBe('https://x.example/docs/?dn=docs')
    expect(mediaDownloadUrl({ url: '/' })).toBe('/?dn=file')
    expect(mediaDownloadUrl({ url: 'https://x.example/a.pdf#page=2' })).toBe('https://x.example/a.pdf?dn=a.pdf#page=2')
  })
})
