import type { RichContentInput } from '../../../../core/document'
import { hydrateRoot } from 'react-dom/client'
import { RichContentViewer } from '../../../../entries/reactViewer'
import { browserDocument } from './browserDocument'

const actions: unknown[] = []
;(window as unknown as { viewerActions: unknown[] }).viewerActions = actions
hydrateRoot(
  document.getElementById('root')!,
  <RichContentViewer
    content={browserDocument as RichContentInput}
    onViewerAction={(a) => actions.push(a)}
    onViewerLoaded={() => ((window as unknown as { viewerLoaded: boolean }).viewerLoaded = true)}
  />,
)
;(window as unknown as { hydrated: boolean }).hydrated = true
