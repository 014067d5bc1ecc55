import type { RichContentInput } from '../../../../../core/document'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RichContentViewer, type ViewerAction } from '../../../../../entries/reactViewer'
import { brokenDocument, linkedGalleryDocument, lockedGalleryDocument, mediaDocument } from './mediaDocument'

const state = window as unknown as { actions: ViewerAction[]; errors: unknown[]; hydrated: boolean }
state.actions = []
state.errors = []
const viewer = (content: unknown, locale?: string) => (
  <RichContentViewer
    content={content as RichContentInput}
    locale={locale}
    onViewerAction={(action) => state.actions.push(action)}
    onError={(error) => state.errors.push(String(error))}
  />
)
// `?broken` renders, in the browser only, media whose files do not exist; `?locked` a German page
// whose gallery disables downloads; `?linked` a thumbnail gallery with a linked item.
if (location.search === '?broken') createRoot(document.getElementById('root')!).render(viewer(brokenDocument))
else if (location.search === '?linked')
  createRoot(document.getElementById('root')!).render(viewer(linkedGalleryDocument))
else if (location.search === '?locked')
  createRoot(document.getElementById('root')!).render(viewer(lockedGalleryDocument, 'de'))
else hydrateRoot(document.getElementById('root')!, viewer(mediaDocument))
state.hydrated = true
