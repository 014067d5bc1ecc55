import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AuthProvider } from '../ui-react'
import { ArticleView } from './ArticleView'
import { auth } from './client'
import { SignInSection } from './SignInSection'
import { GallerySection } from './GallerySection'
import { DataSection } from './DataSection'

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
      <GallerySection />
      <SignInSection />
      <DataSection />
    </main>
  )
}

// The server rendered the article with the same component: hydration attaches its behaviour.
hydrateRoot(document.getElementById('article')!, <ArticleView />)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider client={auth}>
      <App />
    </AuthProvider>
  </StrictMode>,
)
