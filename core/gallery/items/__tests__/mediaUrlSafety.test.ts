import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { recordingLogger } from '../../../../adapters/memory'
import { createItemUrls } from '../createItemUrls'
import { createRenderedItem } from '../createRenderedItem'
import { downloadUrl, scaledImageUrl } from '../scaledImageUrl'
import { toItemDto } from '../toItemDto'

// A browser fetches or navigates only to what it can parse; an unparsable address goes nowhere.
const schemeOf = (url: string): string | null => {
  try {
    return new URL(url, 'https://page.test/dir/').protocol
  } catch {
    return null
  }
}
const mediaSafe = (url: string) => url === '' || [null, 'http:', 'https:'].includes(schemeOf(url))
const linkSafe = (url: string | undefined) =>
  url === undefined || [null, 'http:', 'https:', 'mailto:', 'tel:'].includes(schemeOf(url))

const risky = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    ' data:text/html,<b>',
    'vbscript:x',
    'JaVa\tScRiPt:x',
    'mailto:a@b',
    'tel:1',
    'file:///etc/passwd',
    'blob:x',
  ),
  fc.webUrl(),
  fc.string(),
  fc.constantFrom('a_1.jpg', 'dir/b.png', '//cdn.test/x.jpg', '/rel.jpg'),
)

describe('media URLs are never a dangerous scheme (property)', () => {
  it('scaledImageUrl and downloadUrl give http(s) or relative addresses, or an error value', () => {
    fc.assert(
      fc.property(risky, fc.string(), (id, name) => {
        const scaled = scaledImageUrl({ id, width: 10, height: 10, fileName: name })
        if (scaled.ok) expect(mediaSafe(scaled.value)).toBe(true)
        const download = downloadUrl(id, name)
        if (download.ok) expect(mediaSafe(download.value)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('every URL of an item and of its rendered form is safe, whatever the item holds', () => {
    const item = fc.record({
      id: fc.string({ minLength: 1 }),
      mediaUrl: risky,
      width: fc.nat(5000),
      height: fc.nat(5000),
      metadata: fc.record({
        type: fc.constantFrom('image', 'video', 'text', '3d', 'dummy'),
        isExternal: fc.boolean(),
        poster: risky,
        videoUrl: risky,
        qualities: fc.array(
          fc.record({
            quality: fc.constantFrom('480p', '720p'),
            width: fc.nat(2000),
            height: fc.nat(2000),
            url: risky,
          }),
          { maxLength: 2 },
        ),
        link: fc.record({ type: fc.constantFrom('web', 'page'), url: risky }),
      }),
      directLink: fc.record({ url: risky }),
    })
    fc.assert(
      fc.property(item, (raw) => {
        const logger = recordingLogger()
        const dto = toItemDto(raw, logger)
        const urls = createItemUrls(dto, { logger })
        for (const url of [
          urls.scaled(100, 80),
          urls.thumbnail(50, 50),
          urls.lowResolution(),
          urls.square(),
          urls.video(300),
          urls.download(),
        ]) {
          expect(mediaSafe(url), url).toBe(true)
        }
        const r = createRenderedItem(
          dto,
          { id: dto.id, idx: 0, offset: { top: 0, left: 0 }, width: 120, height: 90 },
          { logger },
        )
        for (const url of [r.url, r.videoUrl, r.scene?.url ?? '', r.scene?.poster ?? ''])
          expect(mediaSafe(url), url).toBe(true)
        expect(linkSafe(r.linkUrl)).toBe(true)
        expect(linkSafe(r.directLink?.url)).toBe(true)
        // Failures are reported, never silent: each '' from a non-empty source came with a log entry.
        if (logger.entries.length === 0 && dto.type === 'image' && dto.mediaUrl) expect(r.url).not.toBe('')
      }),
      { numRuns: 500 },
    )
  })

  it("an unsafe original is not the fallback: 'Cannot create url' gives ''", () => {
    const logger = recordingLogger()
    const urls = createItemUrls(toItemDto({ id: 'x', mediaUrl: 'javascript:alert(1)' }), { logger })
    expect(urls.scaled(10, 10)).toBe('')
    expect(urls.download()).toBe('')
    expect(logger.messages('error')).toEqual(['Cannot create url'])
  })
})
