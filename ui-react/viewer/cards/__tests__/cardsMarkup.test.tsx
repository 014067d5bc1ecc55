import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeSandbox, openStreetMap } from '../../../../core/document'
import { attr, render, text, type El } from '../../__tests__/markup'

// The documents ship with ricos-schema: read at test time, never copied into the repository.
const examples = join(
  dirname(createRequire(import.meta.url).resolve('ricos-schema/package.json')),
  'dist/esm/docs-static/examples',
)
const example = (name: string) => JSON.parse(readFileSync(join(examples, `${name}.json`), 'utf8'))
const byClass = (all: El[], name: string) => all.filter((e) => (attr(e, 'class') ?? '').split(' ').includes(name))

describe('server markup of polls (ricos-schema poll.json)', () => {
  it('has the question and every option text, options pressable only after hydration', () => {
    const { all, logger } = render(example('poll'))
    const [section] = all('section')
    expect(attr(section, 'id')).toBe('viewer-5m3vc4')
    expect(text(byClass(all(), 'vt-poll-title')[0])).toBe('Favourite Programming Language')
    expect(byClass(all(), 'vt-poll-option-title').map(text)).toEqual([
      'Python',
      'JavaScript',
      'Java',
      'C#',
      'Ruby',
      'Go',
      'Swift',
    ])
    const votes = byClass(all(), 'vt-poll-vote')
    expect(votes.every((b) => attr(b, 'role') === 'radio' && attr(b, 'disabled') !== undefined)).toBe(true)
    // Seven options: the last two wait behind "See All Options", still in the markup.
    expect(byClass(all(), 'vt-poll-option').map((li) => attr(li, 'hidden') !== undefined)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ])
    expect(text(byClass(all(), 'vt-poll-toggle')[0])).toBe('See All Options')
    expect(logger.errors).toEqual([])
  })
})

describe('ids of polls', () => {
  it('gives each poll its own title id, even for the same poll twice or poll ids alike in their first 40 characters', () => {
    const poll = example('poll').nodes[0]
    const alike = (suffix: string, title: string) => ({
      ...poll,
      id: `alike-${suffix}`,
      pollData: { ...poll.pollData, poll: { ...poll.pollData.poll, id: `${'x'.repeat(40)}${suffix}`, title } },
    })
    const { all } = render({ nodes: [poll, { ...poll, id: 'again' }, alike('a', 'First'), alike('b', 'Second')] })
    const ids = all()
      .map((e) => attr(e, 'id'))
      .filter((id) => id !== undefined)
    expect(new Set(ids).size).toBe(ids.length)
    const titleOf = (section: El) => {
      const title = all().find((e) => attr(e, 'id') === attr(section, 'aria-labelledby'))
      return title && text(title)
    }
    expect(all('section').map(titleOf)).toEqual([
      'Favourite Programming Language',
      'Favourite Programming Language',
      'First',
      'Second',
    ])
  })
})

describe('server markup of app embeds (ricos-schema app-embed-*.json)', () => {
  it('an event card: image 185 wide, name cut at 80 with the whole name as title, schedule, place, Register Now', () => {
    const doc = example('app-embed-event')
    const { all } = render(doc)
    const [card] = byClass(all(), 'vt-card')
    expect(attr(card, 'id')).toBe('viewer-11i5s23')
    expect(attr(all('img')[0], 'width')).toBe('185')
    const name = byClass(all(), 'vt-card-name')[0]
    expect(text(name)).toBe(`${doc.nodes[0].appEmbedData.name.slice(0, 79)}…`)
    expect(attr(name, 'title')).toBe(doc.nodes[0].appEmbedData.name)
    expect(text(byClass(all(), 'vt-card-when')[0])).toBe('13 de octubre de 2020 19:00-27 de octubre de 2020 23:00')
    expect(text(byClass(all(), 'vt-card-where')[0])).toBe('Suzanna Baby Shop')
    const [cta] = byClass(all(), 'vt-card-cta')
    expect(text(cta)).toBe('Register Now')
    expect(attr(cta, 'href')).toBe(doc.nodes[0].appEmbedData.url)
    expect(attr(cta, 'target')).toBe('_blank')
  })

  it('a booking card: Book Now and its duration', () => {
    const { all } = render(example('app-embed-booking'))
    expect(text(byClass(all(), 'vt-card-name')[0])).toBe('BAKING')
    expect(text(byClass(all(), 'vt-card-duration')[0])).toBe('30 min')
    expect(text(byClass(all(), 'vt-card-cta')[0])).toBe('Book Now')
  })

  it('a product of 90 minutes in German: Jetzt kaufen, "1 Std. 30 Min."', () => {
    const { all } = render(
      {
        nodes: [
          {
            type: 'APP_EMBED',
            id: 'p',
            nodes: [],
            appEmbedData: { type: 'BOOKING', name: 'Yoga', bookingData: { durations: '90' } },
          },
        ],
      },
      { messages: { embedBookNow: 'Jetzt buchen', durationHoursMinutes: '{hours} Std. {minutes} Min.' } as never },
    )
    expect(text(byClass(all(), 'vt-card-duration')[0])).toBe('1 Std. 30 Min.')
    expect(all('button').length + all('a').length).toBe(0)
  })

  it('on an unpublished site the button is disabled and the tooltip explains why', () => {
    const { all } = render(example('app-embed-booking'), { sitePublished: false })
    const [button] = all('button')
    expect(text(button)).toBe('Book Now')
    expect(attr(button, 'disabled')).toBe('')
    const [tip] = all().filter((e) => attr(e, 'role') === 'tooltip')
    expect(text(tip)).toBe('Product page will be available once you publish your site.')
    expect(attr(byClass(all(), 'vt-card-cta-wrap')[0], 'aria-describedby')).toBe(attr(tip, 'id'))
    expect(all('a')).toHaveLength(0)
  })
})

describe('server markup of link previews and embeds', () => {
  it('a link preview: title, description, thumbnail, target and rel (ricos-schema link-preview.json)', () => {
    const { all } = render(example('link-preview'), { isMobile: true })
    const [link] = byClass(all(), 'vt-lp')
    expect(attr(link, 'href')).toBe('https://www.popsci.com/environment/do-dogs-dream/')
    expect(attr(link, 'target')).toBe('_blank')
    expect(attr(link, 'rel')).toBe('noopener')
    expect(text(byClass(all(), 'vt-lp-title')[0])).toBe('Do dogs dream?')
    expect(text(byClass(all(), 'vt-lp-desc')[0])).toBe('The answer might make you appreciate your pup even more.')
    expect(attr(all('img')[0], 'width')).toBe('110')
  })

  it('an embed runs its markup only in a sandboxed frame without the page origin (ricos-schema embed.json)', () => {
    const { all, html } = render(example('embed'))
    const [frame] = all('iframe')
    expect(attr(frame, 'sandbox')).toBe('allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox')
    expect(attr(frame, 'sandbox')).not.toContain('allow-same-origin')
    expect(attr(frame, 'width')).toBe('400')
    expect(attr(frame, 'height')).toBe('600')
    expect(attr(frame, 'srcdoc')).toContain('twitter-tweet')
    // The tweet's script is only inside the frame document, never in the page.
    expect(html.replace(/srcdoc="[^"]*"/i, '')).not.toContain('platform.twitter.com')
  })

  it('an HTML embed keeps 350 x 550 and the same sandbox (ricos-schema html-code.json)', () => {
    const { all } = render(example('html-code'))
    const [frame] = all('iframe')
    expect([attr(frame, 'width'), attr(frame, 'height')]).toEqual(['350', '550'])
    expect(attr(frame, 'srcdoc')).toContain('<form action="/submit-form"')
    expect(attr(frame, 'sandbox')).not.toContain('allow-same-origin')
  })
})

describe('server markup of maps', () => {
  const map = {
    nodes: [
      {
        type: 'MAP',
        id: 'm1',
        nodes: [],
        mapData: {
          mapSettings: { lat: 48.8584, lng: 2.2945, address: 'Champ de Mars, Paris', locationName: 'Eiffel Tower' },
        },
      },
    ],
  }

  it('without a provider: a static card with the place, the address and a link out', () => {
    const { all } = render(map)
    expect(all('iframe')).toHaveLength(0)
    expect(text(byClass(all(), 'vt-map-name')[0])).toBe('Eiffel Tower')
    expect(text(byClass(all(), 'vt-map-address')[0])).toBe('Champ de Mars, Paris')
    const [link] = byClass(all(), 'vt-map-link')
    expect(text(link)).toBe('Open in maps')
    expect(attr(link, 'href')).toContain('https://www.openstreetmap.org/?mlat=48.85840&mlon=2.29450')
  })

  it('with OpenStreetMap: a sandboxed frame of its embed', () => {
    const { all } = render(map, { mapProvider: openStreetMap() })
    const [frame] = all('iframe')
    expect(attr(frame, 'src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/)
    expect(attr(frame, 'sandbox')).not.toContain('allow-same-origin')
    expect(attr(frame, 'title')).toBe('OpenStreetMap: Eiffel Tower')
  })
})

describe('hostile card data', () => {
  const url = fc.constantFrom(
    'javascript:alert(1)',
    ' JaVaScRiPt:x',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'https://ok.example/a',
    '/relative',
    '" onerror="x',
  )
  const junk = fc.oneof(
    url,
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.constant(null),
    fc.constant({}),
    fc.constant([]),
  )
  const media = fc.record({ src: fc.record({ url: junk }), width: junk, height: junk })
  const node = fc.oneof(
    fc.record({
      type: fc.constant('APP_EMBED'),
      appEmbedData: fc.record({
        type: junk,
        name: junk,
        url: junk,
        image: media,
        bookingData: fc.record({ durations: junk }),
        eventData: fc.record({ scheduling: junk, location: junk }),
      }),
    }),
    fc.record({
      type: fc.constant('LINK_PREVIEW'),
      linkPreviewData: fc.record({
        link: fc.record({ url: junk, target: junk }),
        title: junk,
        description: junk,
        thumbnailUrl: junk,
        html: junk,
      }),
    }),
    fc.record({
      type: fc.constant('EMBED'),
      embedData: fc.record({
        oembed: fc.record({ html: junk, url: junk, thumbnailUrl: junk, width: junk }),
        src: junk,
      }),
    }),
    fc.record({ type: fc.constant('HTML'), htmlData: fc.record({ html: junk, url: junk }) }),
    fc.record({
      type: fc.constant('MAP'),
      mapData: fc.record({
        mapSettings: fc.record({ lat: junk, lng: junk, address: junk, initialZoom: junk, mapType: junk }),
      }),
    }),
    fc.record({
      type: fc.constant('POLL'),
      pollData: fc.record({
        poll: fc.record({
          id: junk,
          title: junk,
          image: media,
          options: fc.oneof(junk, fc.array(fc.record({ id: junk, title: junk, image: media }), { maxLength: 8 })),
        }),
        design: fc.record({
          poll: fc.record({
            background: fc.record({ type: fc.constantFrom('IMAGE', 'COLOR'), color: junk, image: media }),
          }),
        }),
      }),
    }),
    fc.record({
      type: fc.constantFrom('IMAGE', 'FILE'),
      imageData: fc.record({ error: fc.record({ key: junk, msg: junk }) }),
      fileData: fc.record({ error: fc.record({ key: junk, msg: junk }) }),
    }),
  )

  it('never throws, keeps every address on the allow-list and every frame sandboxed without the page origin', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), fc.boolean(), (nodes, published) => {
        const errors: unknown[] = []
        const { all, html } = render(
          { nodes: nodes.map((n, i) => ({ id: `n${i}`, nodes: [], ...n })) },
          { sitePublished: published, mapProvider: openStreetMap(), onError: (e) => errors.push(e) },
        )
        expect(errors).toEqual([])
        for (const el of all()) {
          for (const name of ['href', 'src']) {
            const value = attr(el, name)
            // Relative addresses are allowed (React escapes quotes); script and non-image data schemes never.
            if (value !== undefined)
              expect(value.replace(/[\s\u0000-\u001f]/g, ''), `${el.tagName} ${name}`).not.toMatch(
                /^(javascript|vbscript|livescript|data:(?!image\/))/i,
              )
          }
          expect(el.attrs.some((a) => a.name.startsWith('on'))).toBe(false)
          if (el.tagName === 'iframe') expect(isSafeSandbox(attr(el, 'sandbox') ?? '')).toBe(true)
          if (el.tagName === 'iframe') expect(attr(el, 'sandbox')).toBeDefined()
        }
        expect(html.replace(/srcdoc="[^"]*"/gi, '')).not.toMatch(/<script/i)
      }),
      { numRuns: 200 },
    )
  })
})
