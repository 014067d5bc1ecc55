import { describe, expect, it } from 'vitest'
import { linkDataToUrl, resolveItemLink } from '../resolveItemLink'
import type { ItemLink, LinkData } from '../mediaItemTypes'

// Where a click on a linked item goes: each link type's address and window, and what is refused.
const resolve = (link: ItemLink) => resolveItemLink({ link })
const data = (d: Record<string, unknown>) => linkDataToUrl(d as unknown as LinkData)

describe('structured (wix) link addresses', () => {
  it('gives page and anchor links the window they name, else this one', () => {
    expect(data({ type: 'PageLink', url: '/shop', target: '_blank' })).toEqual({ url: '/shop', target: '_blank' })
    expect(data({ type: 'PageLink', url: '/shop' })).toEqual({ url: '/shop', target: '_self' })
    expect(data({ type: 'PageLink', pageId: 'a/b', target: '_top' })).toEqual({ url: '/a%2Fb', target: '_top' })
    expect(data({ type: 'PageLink', pageId: 'p' })).toEqual({ url: '/p', target: '_self' })
    expect(data({ type: 'PageLink', url: 3, pageId: '' })).toBeUndefined()
    expect(data({ type: 'AnchorLink', anchorName: 'a b', pageId: 'p q', target: '_parent' })).toEqual({
      url: '/p%20q#a%20b',
      target: '_parent',
    })
    expect(data({ type: 'AnchorLink', anchorName: 'top' })).toEqual({ url: '#top', target: '_self' })
    expect(data({ type: 'AnchorLink', pageId: 'p' })).toBeUndefined()
  })

  it('opens external and document links in a new window unless named, and needs their address', () => {
    expect(data({ type: 'ExternalLink', url: 'https://x.test', target: '_self' })).toEqual({
      url: 'https://x.test',
      target: '_self',
    })
    expect(data({ type: 'ExternalLink' })).toBeUndefined()
    expect(data({ type: 'DocumentLink', docId: 'a b.pdf' })).toEqual({
      url: 'https://docs.wixstatic.com/ugd/a%20b.pdf',
      target: '_blank',
    })
    expect(data({ type: 'DocumentLink', docId: 5 })).toBeUndefined()
    expect(data({ type: 'ButtonLink', url: 'https://x.test' })).toBeUndefined()
  })

  it('writes e-mail links with only the parts given, and keeps the @ of the recipient', () => {
    expect(data({ type: 'EmailLink', recipient: 'a b@c.d' })).toEqual({ url: 'mailto:a%20b@c.d', target: '_self' })
    expect(data({ type: 'EmailLink', recipient: 'a@c.d', body: 'hi' })?.url).toBe('mailto:a@c.d?body=hi')
    expect(data({ type: 'EmailLink', recipient: 'a@c.d', subject: 'Q?' })?.url).toBe('mailto:a@c.d?subject=Q%3F')
    expect(data({ type: 'EmailLink', subject: 'x' })).toBeUndefined()
  })

  it('keeps the digits and dialling signs of a phone number, and needs one', () => {
    expect(data({ type: 'PhoneLink', phoneNumber: '+44 20*7#1,2;3' })).toEqual({
      url: 'tel:+4420*7%231%2C2%3B3',
      target: '_self',
    })
    expect(data({ type: 'PhoneLink', phoneNumber: 'call us' })).toBeUndefined()
    expect(data({ type: 'PhoneLink' })).toBeUndefined()
  })
})

describe('an item link', () => {
  it('reads a link without a type by what it holds: structured data, else an address', () => {
    expect(resolve({ data: { type: 'PageLink', pageId: 'p' } })).toMatchObject({ type: 'wix', linkUrl: '/p' })
    expect(resolve({ url: '/about' })).toMatchObject({ type: 'web', linkUrl: '/about', target: '_blank' })
    expect(resolve({ type: 'wix' })).toMatchObject({ type: 'none', linkUrl: undefined })
    // A web link's leftover structured data is not passed on.
    const web = resolve({ type: 'web', url: '/a', data: { type: 'PageLink', pageId: 'p' } })
    expect([web.type, web.linkUrl, web.linkData]).toEqual(['web', '/a', undefined])
  })

  it("lets the link's own target win over the structured data's, and keeps its texts when refused", () => {
    const wix = resolve({ type: 'wix', target: '_blank', data: { type: 'PageLink', pageId: 'p' } })
    expect([wix.linkUrl, wix.target]).toEqual(['/p', '_blank'])
    const page = resolve({ type: 'page', url: '/a', target: '_top' })
    expect([page.type, page.target]).toEqual(['page', '_top'])
    expect(resolve({ type: 'page', url: '/a', target: '_parent' }).target).toBe('_parent')
    expect(resolve({ type: 'web', url: 'javascript:x', text: 'Go', title: 'Go there' })).toEqual({
      type: 'none',
      linkData: undefined,
      linkUrl: undefined,
      target: '_self',
      text: 'Go',
      title: 'Go there',
    })
    expect(resolve({ type: 'page', text: 'Go' })).toMatchObject({ type: 'none', text: 'Go', linkUrl: undefined })
    expect(resolve({ type: 'web', url: '/a', text: 'Go', title: 'T' })).toMatchObject({ text: 'Go', title: 'T' })
  })
})
