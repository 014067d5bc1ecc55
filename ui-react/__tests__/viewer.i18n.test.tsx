// @vitest-environment happy-dom
import type { RichContentInput } from '../../core/document'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../../entries/react'
import { useTranslations } from '../i18n'

import table from 'ricos-schema/dist/cjs/docs-static/examples/table.json'
import spoiler from 'ricos-schema/dist/cjs/docs-static/examples/spoiler.json'

function LocalizedViewer({ locale, content }: { locale: string; content: unknown }) {
  const { messages } = useTranslations(locale)
  return <RichContentViewer content={content as RichContentInput} locale={locale} messages={messages} />
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('RichContentViewer with translations', () => {
  it('renders English labels on the server, with the locale direction', () => {
    const html = renderToString(<LocalizedViewer locale="he" content={table} />)
    expect(html).toContain('aria-label="Table"')
    expect(html).toMatch(/dir="rtl"/)
  })

  it('switches its labels once the locale bundle has loaded', async () => {
    render(<LocalizedViewer locale="de" content={table} />)
    await vi.waitFor(() => expect(screen.getByLabelText('Tabelle')).toBeTruthy())
  })

  it('with only a locale prop, loads that locale itself after mount', async () => {
    expect(renderToString(<RichContentViewer content={table} locale="pl" />)).toContain('aria-label="Table"')
    render(<RichContentViewer content={table} locale="pl" />)
    await vi.waitFor(() => expect(screen.getByLabelText('Tabela')).toBeTruthy())
  })

  it('shows translated spoiler help text for an RTL locale', async () => {
    const { container } = render(<LocalizedViewer locale="ar" content={spoiler} />)
    await vi.waitFor(() => expect(container.innerHTML).toContain('انقر لكشف المحتوى المخفي'))
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull()
  })
})
