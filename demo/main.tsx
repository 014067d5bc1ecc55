import { createRoot } from 'react-dom/client'
import { createStore } from '../core/shared'
import { useStore } from '../ui-react'

const visits = createStore({ clicks: 0 })

const PARTS = [
  ['Rich-content viewer', 'renders a document tree on the server and in the browser'],
  ['Media gallery', 'a pure layout engine plus a React gallery widget'],
  ['Visitor sign-in client', 'tokens, PKCE, login, register, recovery, silent sign-in, logout'],
  ['Data client', 'queries, bulk writes, aggregates and references'],
  ['Local emulator', 'the hosted identity and data services on PostgreSQL (PGlite)'],
] as const

function App() {
  const { clicks } = useStore(visits)
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '2rem auto', lineHeight: 1.5 }}>
      <h1>Vitrine</h1>
      <p>The embeddable publishing toolkit. This demo site grows as each part lands:</p>
      <ul>
        {PARTS.map(([name, what]) => (
          <li key={name}>
            <strong>{name}</strong>: {what}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => visits.update((d) => void d.clicks++)}>
        Interactive: clicked {clicks} times
      </button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
