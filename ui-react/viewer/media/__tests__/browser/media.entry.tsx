import { hydrateRoot } from 'react-dom/client'
import { RichContentViewer, type ViewerAction } from '../../../index'
import { mediaDocument } from './mediaDocument'

const state = window as unknown as { actions: ViewerAction[]; errors: unknown[]; hydrated: boolean }
state.actions = []
state.errors = []
hydrateRoot(
  document.getElementById('root')!,
  <RichContentViewer
    content={mediaDocument}
    onViewerAction={(action) => state.actions.push(action)}
    onError={(error) => state.errors.push(String(error))}
  />,
)
state.hydrated = true
