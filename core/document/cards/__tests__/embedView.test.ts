import { describe, expect, it } from 'vitest'
import { EMBED_SANDBOX, embedView } from '..'

describe('embedView', () => {
  it('shows the trimmed title, provider and thumbnail of the oEmbed answer', () => {
    const view = embedView({
      oembed: {
        html: ' <blockquote>post</blockquote> ',
        title: '  A post  ',
        providerName: '  Social  ',
        thumbnailUrl: 'https://img.example.com/t.jpg',
        url: 'https://social.example.com/p/1',
      },
    })
    expect(view).toEqual({
      html: ' <blockquote>post</blockquote> ',
      width: 350,
      height: 550,
      sandbox: EMBED_SANDBOX,
      title: 'A post',
      providerName: 'Social',
      thumbnail: 'https://img.example.com/t.jpg',
      link: { href: 'https://social.example.com/p/1', target: '_blank', rel: 'noopener' },
    })
  })

  it('leaves out blank markup, title and provider', () => {
    const view = embedView({ oembed: { html: '  \n ', title: '   ', providerName: '' } })
    expect(view.html).toBeUndefined()
    expect(view.title).toBeUndefined()
    expect(view.providerName).toBeUndefined()
    expect(view.link).toEqual({})
  })

  it("links the oEmbed answer's address, else the node's src", () => {
    expect(embedView({ src: 'https://a.example.com/', oembed: { url: 'https://b.example.com/' } }).link.href).toBe(
      'https://b.example.com/',
    )
    expect(embedView({ src: 'https://a.example.com/' }).link.href).toBe('https://a.example.com/')
  })
})
