import { createRoot, hydrateRoot } from 'react-dom/client'
import { RichContentViewer, type ViewerAction } from '../../../index'
import { brokenDocument, mediaDocument } from './mediaDocument'

const state = window as unknown as { actions: ViewerAction[]; errors: unknown[]; hydrated: boolean }
state.actions = []
state.errors = []
const viewer = (content: unknown) => (
  <RichContentViewer
    content={content}
    onViewerAction={(action) => state.actions.push(action)}
    onError={(error) => state.errors.push(String(error))}
  />
)
// `?broken` renders, in the browser only, media whose files do not exist.
if (location.search === '?broken') createRoot(document.getElementById('root')!).render(viewer(brokenDocument))
else hydrateRoot(document.getElementById('root')!, viewer(mediaDocument))
state.hydrated = true
