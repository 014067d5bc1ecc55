import { useState } from 'react'
import { SUPPORTED_LOCALES } from '../core/i18n'
import { RichContentViewer } from '../ui-react'
import { article } from './article'

/**
 * The demo article with a language picker. The server renders it in English (the emulator calls
 * renderToString on this component); after hydration another locale loads its UI strings and, for
 * Arabic, Hebrew, Persian and Urdu, turns the viewer right to left.
 */
export function ArticleView() {
  const [locale, setLocale] = useState('en')
  return (
    <>
      <label style={{ flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-end' }}>
        Viewer language&nbsp;
        <select value={locale} onChange={(e) => setLocale(e.target.value)}>
          {SUPPORTED_LOCALES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <RichContentViewer content={article} locale={locale} />
    </>
  )
}
