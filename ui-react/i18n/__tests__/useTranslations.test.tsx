// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { en, type Messages } from '../../../core/i18n'
import { useTranslations, type UseTranslationsOptions } from '../index'

afterEach(cleanup)

function Label({ locale, options }: { locale: string; options?: UseTranslationsOptions }) {
  const { t, dir, status } = useTranslations(locale, options)
  return (
    <p dir={dir} data-state={status}>
      {t('galleryLoadMore')} · {t('pollVotes', { count: 3 })}
    </p>
  )
}

const german = { ...en, galleryLoadMore: 'Mehr laden', pollVotes: '{count} Stimmen' } as Messages

describe('useTranslations', () => {
  it('renders English synchronously on the server, with the direction of the locale', () => {
    const load = vi.fn(async () => german)
    expect(renderToString(<Label locale="de" options={{ load }} />)).toBe(
      '<p dir="ltr" data-state="loading">Load More<!-- --> · <!-- -->3 votes</p>',
    )
    expect(renderToString(<Label locale="ar" options={{ load }} />)).toContain('dir="rtl"')
    expect(load).not.toHaveBeenCalled()
  })

  it('switches to the locale after its bundle loads', async () => {
    const load = vi.fn(async () => german)
    render(<Label locale="de" options={{ load }} />)
    await vi.waitFor(() => expect(screen.getByText(/Mehr laden/)).toBeTruthy())
    expect(screen.getByText(/3 Stimmen/).getAttribute('data-state')).toBe('ready')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps English and reports the error when the bundle is missing', async () => {
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }
    render(<Label locale="xx" options={{ load: async () => undefined, logger }} />)
    await vi.waitFor(() => expect(screen.getByText(/Load More/).getAttribute('data-state')).toBe('error'))
    expect(logger.error).toHaveBeenCalledWith('Cannot find locale bundle for xx')
  })

  it('an inline loader does not restart loading on every render', async () => {
    let calls = 0
    const { rerender } = render(<Label locale="de" options={{ load: async () => (calls++, german) }} />)
    await vi.waitFor(() => expect(screen.getByText(/Mehr laden/)).toBeTruthy())
    rerender(<Label locale="de" options={{ load: async () => (calls++, german) }} />)
    await act(async () => {})
    expect(calls).toBe(1)
  })

  it('loads the new locale when the prop changes, showing English meanwhile', async () => {
    const load = vi.fn(async (code: string) =>
      code === 'de' ? german : ({ ...en, galleryLoadMore: 'تحميل المزيد' } as Messages),
    )
    const { rerender } = render(<Label locale="de" options={{ load }} />)
    await vi.waitFor(() => expect(screen.getByText(/Mehr laden/)).toBeTruthy())
    rerender(<Label locale="ar" options={{ load }} />)
    expect(screen.getByText(/Load More/).getAttribute('dir')).toBe('rtl')
    await vi.waitFor(() => expect(screen.getByText(/تحميل المزيد/)).toBeTruthy())
  })

  it('uses the shipped bundles by default', async () => {
    render(<Label locale="fr-CA" />)
    await vi.waitFor(() => expect(screen.getByText(/Charger plus/)).toBeTruthy())
  })
})
