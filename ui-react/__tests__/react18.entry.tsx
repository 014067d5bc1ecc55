import { StrictMode, version } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RichContentViewer } from '../../entries/react'
import { HydrationPage } from '../gallery/__tests__/HydrationPage'
import { HYDRATION_CASES } from './viewer.hydration.docs'

// Bundled with React 18.3.1 (react18.browser.test.ts): hydrates the case named in the path (/viewer/<case>
// or /gallery); recoverable errors (hydration mismatches) are collected and sent to the console.
const [, kind, name] = location.pathname.split('/')
const w = window as unknown as { __reactVersion: string; __hydrated?: boolean; __hydrationErrors: string[] }
w.__reactVersion = version
w.__hydrationErrors = []
const onRecoverableError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  w.__hydrationErrors.push(message)
  console.error(`hydration: ${message}`)
}
const element =
  kind === 'gallery' ? (
    <HydrationPage origin={location.origin} />
  ) : (
    <RichContentViewer {...HYDRATION_CASES[name!]!} onViewerLoaded={() => (w.__hydrated = true)} />
  )
hydrateRoot(document.getElementById('root')!, <StrictMode>{element}</StrictMode>, { onRecoverableError })
if (kind === 'gallery') requestAnimationFrame(() => (w.__hydrated = true))
