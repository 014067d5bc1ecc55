import { describe, expect, it } from 'vitest'
import { linkPreviewView } from '..'

const preview = (url: string) => linkPreviewView({ link: { url } })

describe('linkPreviewView', () => {
  it('shows a data:image thumbnail, and the trimmed title and description', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo='
    expect(linkPreviewView({ thumbnailUrl: data, title: '  Title  ', description: '  About  ' })).toMatchObject({
      thumbnail: { src: data, width: 140 },
      title: 'Title',
      description: 'About',
    })
    const bare = linkPreviewView({ html: '   ' })
    expect(bare.title).toBeUndefined()
    expect(bare.description).toBeUndefined()
    expect(bare.html).toBeUndefined()
  })

  it('shows the host of http, https and protocol-relative links, none for a path', () => {
    expect(preview('http://Example.com/a').domain).toBe('example.com')
    expect(preview('https://www.example.com:8443/a').domain).toBe('www.example.com')
    expect(preview('//cdn.example.com/x').domain).toBe('cdn.example.com')
    expect(preview('/docs//guide').domain).toBeUndefined()
  })
})
