import { createRoot } from 'react-dom/client'
import { createStore } from '../../../core/shared'
import { useStore } from '../..'

const store = createStore({ clicks: 0 })

function Clicker() {
  const { clicks } = useStore(store)
  return (
    <button type="button" onClick={() => store.update((d) => void d.clicks++)}>
      Clicked {clicks} times
    </button>
  )
}

createRoot(document.getElementById('root')!).render(<Clicker />)
