import { describe, expect, it } from 'vitest'
import { formatDuration, formatFileSize, formatVolume } from '..'

describe('formatDuration edges', () => {
  it('reads an infinite or missing time as 0:00', () => {
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00')
    expect(formatDuration(undefined)).toBe('0:00')
  })
})

describe('formatFileSize', () => {
  it('has no text for a missing, negative or non-finite size', () => {
    for (const bytes of [undefined, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatFileSize(bytes)).toBeUndefined()
  })

  it('shows 0 B, and switches to the next unit at exactly 1024', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(1023)).toBe('1023 B')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
    expect(formatFileSize(15.5 * 1024)).toBe('16 KB')
    expect(formatFileSize(1024 ** 5)).toBe('1024 TB')
  })
})

describe('formatVolume', () => {
  it('says a volume as a whole percentage in the language, clamped to 0…100 %', () => {
    expect(formatVolume(0.8)).toBe('80%')
    expect(formatVolume(0.333)).toBe('33%')
    expect(formatVolume(1.7)).toBe('100%')
    expect(formatVolume(Number.NaN)).toBe('0%')
    expect(formatVolume(0.5, 'de')).toBe('50\u00a0%')
  })
})
