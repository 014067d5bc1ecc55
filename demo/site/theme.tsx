// Light and dark theme of the demo site: kept in a cookie so the server renders the visitor's choice
// (no flash, no hydration mismatch), mirrored on <html data-theme>, and passed to the viewer's `theme`.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Theme } from '../../core/document'

/** The two site themes. */
export type ThemeName = 'light' | 'dark'

/** Cookie that remembers the visitor's theme. */
export const THEME_COOKIE = 'vitrine-theme'

/** The theme a Cookie header (or `document.cookie`) asks for; light by default. */
export function themeFromCookie(cookie: string | undefined): ThemeName {
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`).exec(cookie ?? '')
  return match?.[1] === 'dark' ? 'dark' : 'light'
}

/** The viewer palettes matching the site's colours. */
export const VIEWER_THEMES: Record<ThemeName, Theme> = {
  light: {
    palette: {
      textColor: '#1d2129',
      bgColor: '#f6f6f3',
      actionColor: '#5b4cdb',
      disabledColor: '#b9bcc6',
      textColorLow: '#6b7280',
    },
  },
  dark: {
    palette: {
      textColor: '#e7e9ef',
      bgColor: '#0e1016',
      actionColor: '#a99dff',
      disabledColor: '#4b5060',
      textColorLow: '#9aa1b2',
    },
  },
}

interface ThemeApi {
  readonly theme: ThemeName
  setTheme(theme: ThemeName): void
}
const ThemeContext = createContext<ThemeApi>({ theme: 'light', setTheme: () => undefined })

/** Holds the theme; changing it writes the cookie and the `data-theme` of the document. */
export function ThemeProvider({ initial, children }: { initial: ThemeName; children: ReactNode }) {
  const [theme, setThemeState] = useState(initial)
  const setTheme = useCallback((next: ThemeName) => {
    setThemeState(next)
    document.documentElement.dataset.theme = next
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`
  }, [])
  const api = useMemo(() => ({ theme, setTheme }), [theme, setTheme])
  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>
}

/** The current theme and its setter. */
export function useTheme(): ThemeApi {
  return useContext(ThemeContext)
}
