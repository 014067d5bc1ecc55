// `npm start`: the emulator on http://127.0.0.1:${PORT:-3000} with the demo site at `/`.
// Env: PORT, VITRINE_DATA_DIR (default .vitrine/data), DATABASE_URL, VITRINE_CONFIG (default
// emulator/default-config.json), VITRINE_ADMIN_KEY.
import { fileURLToPath } from 'node:url'
import { startEmulator } from './index'

const started = Date.now()
const emulator = await startEmulator({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.VITRINE_DATA_DIR ?? '.vitrine/data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
  config: process.env.VITRINE_CONFIG ?? fileURLToPath(new URL('./default-config.json', import.meta.url)),
  adminKey: process.env.VITRINE_ADMIN_KEY || undefined,
})
console.log(
  `Vitrine emulator on ${emulator.url} (ready in ${Date.now() - started} ms, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
)
console.log(`Admin key: ${emulator.adminKey}`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  emulator.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('shutdown failed', error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
