import { useState } from 'react'
import { SUPPORTED_LOCALES } from '../../core/i18n'
import { RichContentViewer } from '../../ui-react'
import { article } from '../article'
import { LANGUAGE_NAMES } from '../site/languageNames'
import { useTheme, VIEWER_THEMES } from '../site/theme'
import { useMediaQuery } from '../site/useHydrated'

/**
 * The demo article. The server renders it in English (and the visitor's theme); after hydration
 * another locale loads its UI strings, right to left for Arabic, Hebrew, Persian and Urdu.
 */
export default function ArticlePage() {
  const [locale, setLocale] = useState('en')
  const { theme } = useTheme()
  const isMobile = useMediaQuery('(max-width: 640px)')
  return (
    <div className="article-layout">
      <article className="reading">
        <header className="article-header">
          <p className="eyebrow">Rich-content viewer</p>
          <h1>Every node of a Ricos document</h1>
          <p className="byline">
            <span>By the Vitrine team</span>
            <span>Rendered on the server, hydrated in your browser</span>
          </p>
        </header>
        <div id="article">
          <RichContentViewer content={article} locale={locale} theme={VIEWER_THEMES[theme]} isMobile={isMobile} />
        </div>
      </article>
      <aside className="article-tools card">
        <label className="field">
          Viewer language
          <select value={locale} onChange={(e) => setLocale(e.target.value)}>
            {SUPPORTED_LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code] ?? code}
              </option>
            ))}
          </select>
          <span className="hint">Arabic, Hebrew, Persian and Urdu turn the viewer right to left.</span>
        </label>
      </aside>
    </div>
  )
}
