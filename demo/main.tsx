import { StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { AuthProvider } from '../ui-react'
import { auth } from './client'
import { SignInSection } from './SignInSection'

const STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f6f6f4; color: #1d1d1b; }
main { max-width: 1000px; margin: 0 auto; padding: 1.5rem; }
.card { background: #fff; border-radius: 8px; padding: 1rem 1.5rem; margin: 1.5rem 0; box-shadow: 0 1px 3px #0002; }
form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; }
label { display: flex; flex-direction: column; font-size: .85rem; gap: .2rem; }
`

function App() {
  useEffect(() => {
    // A visitor gets anonymous tokens at once; a redirect login's answer (code and state in the query) is completed here.
    const answer = auth.parseFromUrl(location.href, 'query')
    if (answer.code && answer.state) {
      history.replaceState(null, '', location.pathname)
      void auth.getMemberTokens(answer.code, answer.state).then((tokens) => auth.setTokens(tokens))
    } else void auth.getValidTokens()
  }, [])
  return (
    <main>
      <style>{STYLE}</style>
      <h1>Vitrine</h1>
      <p>The embeddable publishing toolkit, running against the local emulator.</p>
      <SignInSection />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider client={auth}>
      <App />
    </AuthProvider>
  </StrictMode>,
)
