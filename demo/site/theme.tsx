// Light and dark theme of the demo site. Until the visitor chooses, the site follows the system's
// `prefers-color-scheme` (in CSS, so the server's page is right from the first paint); a choice is kept
// in a cookie so the server renders it (no flash, no hydration mismatch), mirrored on <html data-theme>,
// and passed to the viewer's `theme`.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Theme } from '../../core/document'
import { useMediaQuery } from './useHydrated'

/** The two site themes. */
export type ThemeName = 'light' | 'dark'

/** Cookie that remembers the visitor's theme. */
export const THEME_COOKIE = 'vitrine-theme'

/** The theme a Cookie header (or `document.cookie`) chose; undefined when none was chosen (follow the system). */
export function themeFromCookie(cookie: string | undefined): ThemeName | undefined {
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)`).exec(cookie ?? '')
  return match?.[1] as ThemeName | undefined
}

/** The `<html>` attribute for a chosen theme: none when the page follows the system. */
export const themeAttribute = (chosen: ThemeName | undefined) => (chosen ? ` data-theme="${chosen}"` : '')

/** The viewer palettes matching the site's colours. */
export const VIEWER_THEMES: Record<ThemeName, Theme> = {
  light: {
    palette: {
      textColor: '#1d2129',
      bgColor: '#f6f6f3',
      actionColor: '#5b4cdb',
      disabledColor: '#b9bcc6',
      textColorLow: '#5d6370',
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
  /** The theme shown: the visitor's choice, else the system's. */
  readonly theme: ThemeName
  /** Whether the visitor chose it (false while the site follows the system). */
  readonly chosen: boolean
  setTheme(theme: ThemeName): void
}
const ThemeContext = createContext<ThemeApi>({ theme: 'light', chosen: false, setTheme: () => undefined })

/** Holds the theme; choosing one writes the cookie and the `data-theme` of the document. */
export function ThemeProvider({ initial, children }: { initial: ThemeName | undefined; children: ReactNode }) {
  const [choice, setChoice] = useState(initial)
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)')
  const theme = choice ?? (systemDark ? 'dark' : 'light')
  const setTheme = useCallback((next: ThemeName) => {
    setChoice(next)
    document.documentElement.dataset.theme = next
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`
  }, [])
  const api = useMemo(() => ({ theme, chosen: choice !== undefined, setTheme }), [theme, choice, setTheme])
  return <ThemeContext.Provider value={api}>{children}</ThemeContext.Provider>
}

/** The current theme and its setter. */
export function useTheme(): ThemeApi {
  return useContext(ThemeContext)
}
