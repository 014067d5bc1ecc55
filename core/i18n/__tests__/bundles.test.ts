import { describe, expect, it } from 'vitest'
import { en, MESSAGE_KEYS, placeholdersOf, SUPPORTED_LOCALES, loadLocaleBundle } from '../index'

const translated = SUPPORTED_LOCALES.filter((code) => code !== 'en')

describe('locale bundles', () => {
  it('ship English plus 37 translations, each code once', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(38)
    expect(new Set(SUPPORTED_LOCALES).size).toBe(38)
    expect(SUPPORTED_LOCALES[0]).toBe('en')
  })

  it.each(translated)('%s has exactly the English keys, non-empty, with the same placeholders', async (code) => {
    const bundle = await loadLocaleBundle(code)
    expect(bundle, `bundle for ${code}`).toBeDefined()
    expect(Object.keys(bundle!).sort()).toEqual([...MESSAGE_KEYS].sort())
    for (const key of MESSAGE_KEYS) {
      const text = bundle![key]
      expect(typeof text, `${code}.${key}`).toBe('string')
      expect(text.trim(), `${code}.${key}`).not.toBe('')
      expect(placeholdersOf(text), `${code}.${key}`).toEqual(placeholdersOf(en[key]))
    }
  })

  it.each(translated)('%s is a real translation, not a copy of English', async (code) => {
    const bundle = (await loadLocaleBundle(code))!
    const same = MESSAGE_KEYS.filter((key) => bundle[key] === en[key])
    // Words like "Volume", "Normal" or "Pause" are spelled alike in several languages; whole bundles are not.
    expect(same.length, `${code} keeps English for: ${same.join(', ')}`).toBeLessThanOrEqual(6)
  })

  it('English carries the official texts word for word', () => {
    expect(en.imageUntitled).toBe('Untitled image')
    expect(en.pollToastOffline).toBe('No internet. Check your connection.')
    expect(en.pollToastServer).toBe("Couldn't connect to server. Try again later.")
    expect(en.embedUnpublished).toBe('Product page will be available once you publish your site.')
    expect([en.embedBuyNow, en.embedRegisterNow, en.embedBookNow]).toEqual(['Buy Now', 'Register Now', 'Book Now'])
    expect([en.pollSeeAllOptions, en.pollSeeAllResults, en.pollShowLess]).toEqual([
      'See All Options',
      'See All Results',
      'Show Less',
    ])
    expect([en.pollPrivateUser, en.pollFollow, en.galleryLoadMore, en.galleryBuyNowSuffix]).toEqual([
      'Private User',
      'Follow',
      'Load More',
      ', Buy Now',
    ])
  })

  it('has no bundle for an unknown code', async () => {
    await expect(loadLocaleBundle('xx')).resolves.toBeUndefined()
    await expect(loadLocaleBundle('__proto__')).resolves.toBeUndefined()
    await expect(loadLocaleBundle('en')).resolves.toBeUndefined()
  })
})
