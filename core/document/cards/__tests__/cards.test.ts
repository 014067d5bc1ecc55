import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  appEmbedView,
  bookingDurations,
  embedView,
  linkPreviewView,
  mapView,
  openStreetMap,
  splitDuration,
  truncateName,
} from '..'

describe('booking durations', () => {
  it('shows under an hour as minutes, an hour or more as hours plus minutes', () => {
    expect(splitDuration(30)).toEqual({ kind: 'minutes', minutes: 30 })
    expect(splitDuration(59)).toEqual({ kind: 'minutes', minutes: 59 })
    expect(splitDuration(60)).toEqual({ kind: 'hours', hours: 1 })
    expect(splitDuration(90)).toEqual({ kind: 'hoursMinutes', hours: 1, minutes: 30 })
    expect(splitDuration(125)).toEqual({ kind: 'hoursMinutes', hours: 2, minutes: 5 })
  })

  it('reads the text the service sends, one or several numbers', () => {
    expect(bookingDurations('30')).toEqual([{ kind: 'minutes', minutes: 30 }])
    expect(bookingDurations('45, 90')).toEqual([
      { kind: 'minutes', minutes: 45 },
      { kind: 'hoursMinutes', hours: 1, minutes: 30 },
    ])
    expect(bookingDurations(120)).toEqual([{ kind: 'hours', hours: 2 }])
    expect(bookingDurations('soon')).toEqual([])
    expect(bookingDurations(undefined)).toEqual([])
  })

  it('hours and minutes always add back up to the duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (total) => {
        const d = splitDuration(total)
        const back = d.kind === 'minutes' ? d.minutes : d.hours * 60 + (d.kind === 'hoursMinutes' ? d.minutes : 0)
        return (
          back === total && (d.kind === 'minutes' ? total < 60 : total >= 60 && (d.kind === 'hours' || d.minutes > 0))
        )
      }),
    )
  })
})

describe('card name truncation', () => {
  it('keeps names of 80 characters, cuts longer ones to 80 with an ellipsis', () => {
    const eighty = 'x'.repeat(80)
    expect(truncateName(eighty)).toBe(eighty)
    const cut = truncateName('y'.repeat(81))
    expect(cut).toBe(`${'y'.repeat(79)}…`)
    expect(Array.from(cut)).toHaveLength(80)
  })

  it('never exceeds 80 characters nor splits an emoji', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (name) => {
        const out = truncateName(name)
        return Array.from(out).length <= 80 && !/[\ud800-\udbff]$/.test(out.replace(/…$/, ''))
      }),
    )
  })
})

describe('app embed cards', () => {
  const event = {
    type: 'EVENT',
    name: '2-week course of intensive physical research, with a sense of plenty of time for process and discovery. Rooted in Ohad N',
    url: 'https://www.wix.app/events/1/details',
    image: { src: { url: 'https://static.wixstatic.com/media/a.jpg' }, width: 865, height: 576 },
    eventData: { scheduling: '13 October 2020 19:00 ', location: ' Suzanna Baby Shop' },
  }

  it('an event: cut name with the whole name kept for the title, schedule, location, Register Now link', () => {
    const view = appEmbedView(event)
    expect(view.name).toHaveLength(80)
    expect(view.name.endsWith('…')).toBe(true)
    expect(view.fullName).toBe(event.name)
    expect(view.scheduling).toBe('13 October 2020 19:00')
    expect(view.location).toBe('Suzanna Baby Shop')
    expect(view.ctaKey).toBe('embedRegisterNow')
    expect(view.action).toEqual({ kind: 'link', href: 'https://www.wix.app/events/1/details' })
    expect(view.image).toEqual({ src: 'https://static.wixstatic.com/media/a.jpg', width: 185, height: 123 })
  })

  it('product is Buy Now, booking is Book Now with its durations; unknown types are products', () => {
    expect(appEmbedView({ type: 'PRODUCT', name: 'Mug' }).ctaKey).toBe('embedBuyNow')
    const booking = appEmbedView({ type: 'BOOKING', name: 'BAKING', bookingData: { durations: '90' } })
    expect(booking.ctaKey).toBe('embedBookNow')
    expect(booking.durations).toEqual([{ kind: 'hoursMinutes', hours: 1, minutes: 30 }])
    expect(appEmbedView({ type: 'SOMETHING' }).kind).toBe('PRODUCT')
  })

  it('an unpublished site disables the call to action; a script address gives no link', () => {
    expect(appEmbedView(event, { published: false }).action).toEqual({ kind: 'disabled', reason: 'unpublished' })
    expect(appEmbedView({ ...event, url: 'javascript:alert(1)' }).action).toEqual({ kind: 'none' })
  })
})

describe('link previews and embeds', () => {
  const data = {
    link: { url: 'https://www.popsci.com/environment/do-dogs-dream/', target: 'BLANK', rel: { nofollow: true } },
    title: 'Do dogs dream?',
    thumbnailUrl: 'https://image.example.com/dog.jpg',
    description: 'The answer might make you appreciate your pup even more.',
  }

  it('has title, description, domain, link target and rel, and a 110 px thumbnail on mobile', () => {
    const view = linkPreviewView(data, { isMobile: true })
    expect(view).toMatchObject({
      title: 'Do dogs dream?',
      description: 'The answer might make you appreciate your pup even more.',
      domain: 'www.popsci.com',
      thumbnail: { src: 'https://image.example.com/dog.jpg', width: 110 },
      link: { href: data.link.url, target: '_blank', rel: 'noopener nofollow' },
    })
    expect(linkPreviewView(data).thumbnail?.width).toBe(140)
    expect(linkPreviewView({ ...data, thumbnailUrl: 'javascript:x' }).thumbnail).toBeUndefined()
  })

  it('takes oEmbed markup from oembed.html or html', () => {
    expect(linkPreviewView({ ...data, oembed: { html: '<b>x</b>' } }).html).toBe('<b>x</b>')
    expect(linkPreviewView({ ...data, html: '<i>y</i>' }).html).toBe('<i>y</i>')
  })

  it('an embed is sized by its container, else by the oEmbed answer, else 350 x 550', () => {
    expect(
      embedView({ containerData: { width: { custom: '400' }, height: { custom: '600' } }, oembed: { html: 'x' } }),
    ).toMatchObject({ width: 400, height: 600, html: 'x' })
    expect(embedView({ oembed: { width: 500, height: 281, html: 'x' } })).toMatchObject({ width: 500, height: 281 })
    expect(embedView({})).toMatchObject({ width: 350, height: 550, html: undefined })
  })
})

describe('maps', () => {
  const data = {
    containerData: { height: { custom: '320' } },
    mapSettings: {
      lat: 48.8584,
      lng: 2.2945,
      address: 'Champ de Mars, Paris',
      locationName: 'Eiffel Tower',
      initialZoom: 15,
    },
  }

  it('reads the location, zoom, type and controls', () => {
    const view = mapView(data)
    expect(view.name).toBe('Eiffel Tower')
    expect(view.address).toBe('Champ de Mars, Paris')
    expect(view.location).toMatchObject({ lat: 48.8584, lng: 2.2945, zoom: 15, mapType: 'ROADMAP', height: 320 })
    expect(view.location?.controls).toEqual({ zoom: true, streetView: false, viewMode: false, draggable: true })
  })

  it('has no location without valid coordinates', () => {
    expect(mapView({ mapSettings: { lat: 100, lng: 0, address: 'Nowhere' } })).toEqual({
      name: 'Nowhere',
      address: 'Nowhere',
    })
  })

  it('OpenStreetMap embeds a box around the marker and links to the same place', () => {
    const osm = openStreetMap()
    const location = mapView(data).location!
    const url = new URL(osm.embedUrl(location)!)
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html')
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number)
    expect(west).toBeLessThan(2.2945)
    expect(east).toBeGreaterThan(2.2945)
    expect(south).toBeLessThan(48.8584)
    expect(north).toBeGreaterThan(48.8584)
    expect(url.searchParams.get('marker')).toBe('48.85840,2.29450')
    expect(osm.linkUrl(location)).toBe(
      'https://www.openstreetmap.org/?mlat=48.85840&mlon=2.29450#map=15/48.85840/2.29450',
    )
  })
})
