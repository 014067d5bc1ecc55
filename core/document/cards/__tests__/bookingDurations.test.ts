import { describe, expect, it } from 'vitest'
import { bookingDurations } from '..'

describe('bookingDurations', () => {
  it('reads a decimal number as one duration', () => {
    expect(bookingDurations('30.25')).toEqual([{ kind: 'minutes', minutes: 30 }])
  })

  it('ignores values that are neither text nor a number', () => {
    expect(bookingDurations([30])).toEqual([])
    expect(bookingDurations(undefined)).toEqual([])
  })

  it('reads only the first 500 characters', () => {
    expect(bookingDurations(`${' '.repeat(500)}30`)).toEqual([])
    expect(bookingDurations(`${' '.repeat(498)}30`)).toEqual([{ kind: 'minutes', minutes: 30 }])
  })

  it('keeps durations above 0 and under 100,000 minutes, at most 10', () => {
    expect(bookingDurations('0')).toEqual([])
    expect(bookingDurations('100000')).toEqual([])
    expect(bookingDurations('99999')).toEqual([{ kind: 'hoursMinutes', hours: 1666, minutes: 39 }])
    expect(bookingDurations(Array.from({ length: 12 }, (_, i) => 10 + i).join(', '))).toHaveLength(10)
  })
})
