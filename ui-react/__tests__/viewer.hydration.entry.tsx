import { hydrateRoot } from 'react-dom/client'
import { RichContentViewer } from '../../entries/react'
import { HYDRATION_CASES } from './viewer.hydration.docs'

// Hydrates the server-rendered markup of the case named in the path; reports recoverable errors (hydration
// mismatches) to the console, where the test harness collects them.
const name = location.pathname.slice(1)
const props = HYDRATION_CASES[name]
const w = window as unknown as { __viewerLoaded?: boolean; __hydrationErrors: string[] }
w.__hydrationErrors = []
hydrateRoot(
  document.getElementById('root')!,
  <RichContentViewer {...props} onViewerLoaded={() => (w.__viewerLoaded = true)} />,
  {
    onRecoverableError(error) {
      const message = error instanceof Error ? error.message : String(error)
      w.__hydrationErrors.push(message)
      console.error(`hydration: ${message}`)
    },
  },
)
