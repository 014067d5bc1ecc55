import { hydrateRoot } from 'react-dom/client'
import { RichContentViewer } from '../../../../../entries/reactViewer'
import { fetchPollService } from '../../../../../adapters/browser'
import { cardsDocument } from './cardsDocument'

// Set by the test page's head: where the emulator runs and whether the site is published.
const config = (window as unknown as { __CARDS__: { emulator: string; sitePublished: boolean } }).__CARDS__
const actions: unknown[] = []
;(window as unknown as { viewerActions: unknown[] }).viewerActions = actions

// The visitor's token is kept across reloads, so the emulator sees the same visitor.
async function visitorToken(): Promise<string | undefined> {
  const kept = localStorage.getItem('cards-visitor-token')
  if (kept) return kept
  const response = await fetch(`${config.emulator}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: 'cards-test', grantType: 'anonymous' }),
  })
  const token = ((await response.json()) as { access_token?: string }).access_token
  if (token) localStorage.setItem('cards-visitor-token', token)
  return token
}

const pollService = fetchPollService({ baseUrl: config.emulator, auth: visitorToken })
hydrateRoot(
  document.getElementById('root')!,
  <RichContentViewer
    content={cardsDocument}
    sitePublished={config.sitePublished}
    pollService={pollService}
    onViewerAction={(a) => actions.push(a)}
  />,
)
;(window as unknown as { hydrated: boolean }).hydrated = true
