import { describe, expect, it } from 'vitest'
import {
  directionOf,
  formatMessage,
  en,
  isRtlLocale,
  isSupportedLocale,
  resolveLocale,
  SUPPORTED_LOCALES,
} from '../index'

describe('RTL rules', () => {
  it('ar, he, fa and ur, with or without a region, are right to left', () => {
    for (const code of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'he-IL', 'fa_IR', 'UR-pk', 'iw']) {
      expect(isRtlLocale(code), code).toBe(true)
      expect(directionOf(code), code).toBe('rtl')
    }
  })

  it('the other RTL languages are right to left even without a bundle', () => {
    for (const code of ['yi', 'ps', 'sd', 'ug', 'dv', 'ckb']) expect(directionOf(code), code).toBe('rtl')
  })

  it('every other shipped language is left to right', () => {
    const rtl = SUPPORTED_LOCALES.filter(isRtlLocale)
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he', 'ur'])
    for (const code of ['en', 'de', 'ja', 'zh-CN', 'pt-BR', '']) expect(directionOf(code), code).toBe('ltr')
  })
})

describe('resolveLocale', () => {
  it('keeps the language of a regional code and maps old codes', () => {
    expect(resolveLocale('pt-BR')).toBe('pt')
    expect(resolveLocale('zh_TW')).toBe('zh')
    expect(resolveLocale('nb-NO')).toBe('no')
    expect(resolveLocale('iw')).toBe('he')
    expect(resolveLocale('in')).toBe('id')
    expect(resolveLocale('fil')).toBe('tl')
    expect(resolveLocale('  DE ')).toBe('de')
    expect(resolveLocale('')).toBe('en')
  })

  it('knows which codes ship a bundle', () => {
    expect(isSupportedLocale('de-AT')).toBe(true)
    expect(isSupportedLocale('xx')).toBe(false)
  })
})

describe('formatMessage', () => {
  it('fills placeholders by name', () => {
    expect(formatMessage(en, 'pollVotes', { count: 12 })).toBe('12 votes')
    expect(formatMessage(en, 'fullscreenCounter', { index: 2, total: 9 })).toBe('2 of 9')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage(en, 'fullscreenCounter', { index: 2 })).toBe('2 of {total}')
  })

  it('falls back to English for a key the messages lack', () => {
    expect(formatMessage({}, 'galleryLoadMore')).toBe('Load More')
  })

  it('does not interpret replacement patterns in values', () => {
    expect(formatMessage(en, 'pollVotes', { count: '$& $1' })).toBe('$& $1 votes')
  })
})
