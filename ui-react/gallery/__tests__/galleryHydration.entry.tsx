import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydrationPage } from './HydrationPage'

const errors: string[] = []
const shifts: number[] = []
Object.assign(window, { __hydrationErrors: errors, __shifts: shifts })
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
}).observe({ type: 'layout-shift', buffered: true })

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <HydrationPage origin={location.origin} />
  </StrictMode>,
  { onRecoverableError: (error) => errors.push(String(error)) },
)
