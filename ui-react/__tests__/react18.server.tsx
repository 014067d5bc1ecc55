// Bundled by react18.browser.test.ts with `react` and `react-dom` aliased to React 18.3.1 and run in Node:
// the server side of the viewer's and the gallery's hydration pages under React 18.
import { createElement, version } from 'react'
import { renderToString } from 'react-dom/server'
import { RichContentViewer } from '../../entries/react'
import { HydrationPage } from '../gallery/__tests__/HydrationPage'
import { HYDRATION_CASES } from './viewer.hydration.docs'

export { version }
export const viewerCases = Object.keys(HYDRATION_CASES).filter((name) => name !== 'mismatch')

/** The server markup of a viewer case, or of the gallery page when `name` is 'gallery'. */
export function render(name: string, origin: string): string {
  if (name === 'gallery') return renderToString(createElement(HydrationPage, { origin }))
  return renderToString(createElement(RichContentViewer, HYDRATION_CASES[name]!))
}
