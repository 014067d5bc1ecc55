import { describe, expect, it } from 'vitest'
import { appEmbedView, truncateName } from '..'

describe('truncateName', () => {
  it('trims the name and cuts it with an ellipsis, without a space before it', () => {
    expect(truncateName('  Tea set  ')).toBe('Tea set')
    expect(truncateName('abc def', 5)).toBe('abc…')
  })
})

describe('appEmbedView', () => {
  it('collapses runs of white space in the name; a missing name is empty', () => {
    expect(appEmbedView({ name: 'Summer\n\n  sale' }).name).toBe('Summer sale')
    expect(appEmbedView({}).name).toBe('')
  })

  it('gives the whole name as a title only when it was cut', () => {
    expect(appEmbedView({ name: 'Tea set' }).fullName).toBeUndefined()
    expect(appEmbedView({ name: '  Tea set  ' }).fullName).toBeUndefined()
    const long = 'Tea '.repeat(30).trim()
    expect(appEmbedView({ name: long }).fullName).toBe(long)
  })

  it('shows the image from `imageSrc` too, and accepts a data:image address', () => {
    expect(appEmbedView({ imageSrc: 'https://img.example.com/a.jpg' }).image).toEqual({
      src: 'https://img.example.com/a.jpg',
      width: 185,
      height: undefined,
    })
    const data = 'data:image/png;base64,iVBORw0KGgo='
    expect(appEmbedView({ image: { src: { url: data } } }).image?.src).toBe(data)
  })

  it('scales the image height to the 185 px width, only when both source sizes are positive', () => {
    const image = (size: Record<string, unknown>) =>
      appEmbedView({ image: { src: { url: 'https://img.example.com/a.jpg' }, ...size } }).image?.height
    expect(image({ width: 370, height: 200 })).toBe(100)
    expect(image({ height: 200 })).toBeUndefined()
    expect(image({ width: 370 })).toBeUndefined()
    expect(image({ width: -370, height: 200 })).toBeUndefined()
    expect(image({ width: 370, height: -200 })).toBeUndefined()
  })

  it('shows scheduling and location for events only, and durations for bookings only', () => {
    const data = {
      eventData: { scheduling: ' May 1, 10:00 ', location: ' Hall A ' },
      bookingData: { durations: '30' },
    }
    expect(appEmbedView({ ...data, type: 'EVENT' })).toMatchObject({
      scheduling: 'May 1, 10:00',
      location: 'Hall A',
      durations: [],
    })
    const product = appEmbedView({ ...data, type: 'PRODUCT' })
    expect(product.scheduling).toBeUndefined()
    expect(product.location).toBeUndefined()
    expect(product.durations).toEqual([])
    expect(appEmbedView({ ...data, type: 'BOOKING' }).durations).toEqual([{ kind: 'minutes', minutes: 30 }])
    const bare = appEmbedView({ type: 'EVENT' })
    expect(bare.scheduling).toBeUndefined()
    expect(bare.location).toBeUndefined()
  })
})
