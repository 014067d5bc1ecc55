// The emulator's command line, which `npm start`'s entry (demo/server/start.ts) runs with the demo site:
// the emulator on http://127.0.0.1:${PORT:-3000} with the site it is given at `/`.
// Env: PORT (unset: 3000, or the next free port), HOST, VITRINE_DATA_DIR (default .vitrine/data),
// DATABASE_URL, VITRINE_CONFIG (default emulator/default-config.json), VITRINE_ADMIN_KEY.
import { fileURLToPath } from 'node:url'
import { PortInUseError, startEmulator, type RunningEmulator } from './index'
import { startBanner } from './startBanner'
import type { StartProgress } from './startProgress'
import type { EmulatorSite } from './contracts'

/** Starts the emulator with `site` from the environment's settings, prints its progress and banner, and stops on SIGINT/SIGTERM. */
export async function runEmulatorCli(site?: EmulatorSite): Promise<void> {
  const started = Date.now()
  const portSet = process.env.PORT !== undefined && process.env.PORT !== ''
  const port = portSet ? Number(process.env.PORT) : 3000
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number (0 to 65535), not ${JSON.stringify(process.env.PORT)}`)
    process.exit(1)
  }
  const dataDir = process.env.DATABASE_URL ? undefined : (process.env.VITRINE_DATA_DIR ?? '.vitrine/data')

  // The start's steps as they happen: the first start of the embedded database takes seconds.
  const printed = new Set<string>()
  const printProgress = (progress: StartProgress) => {
    if (progress.url && !printed.has('url')) {
      printed.add('url')
      console.log(`Vitrine emulator starting on ${progress.url} (open it now: the page shows the progress)`)
    }
    for (const [n, step] of progress.steps.entries()) {
      const key = `${step.id}:${step.state}`
      if (printed.has(key) || step.state === 'waiting') continue
      printed.add(key)
      const count = `[${n + 1}/${progress.steps.length}]`
      if (step.state === 'running') console.log(`  ${count} ${step.label}…`)
      else console.log(`  ${' '.repeat(count.length)} done in ${((step.ms ?? 0) / 1000).toFixed(1)} s`)
    }
  }

  let emulator: RunningEmulator
  try {
    emulator = await startEmulator({
      port,
      nextFreePort: !portSet,
      host: process.env.HOST ?? '127.0.0.1',
      dataDir,
      databaseUrl: process.env.DATABASE_URL || undefined,
      config: process.env.VITRINE_CONFIG ?? fileURLToPath(new URL('./default-config.json', import.meta.url)),
      adminKey: process.env.VITRINE_ADMIN_KEY || undefined,
      onProgress: printProgress,
      site,
    })
  } catch (error) {
    if (error instanceof PortInUseError) {
      console.error(
        portSet
          ? `Port ${error.port} is already in use (another npm start?). Stop that process, or choose another port: PORT=${error.port + 1} npm start`
          : `Ports ${port} to ${error.port} are all in use. Choose a free one: PORT=<port> npm start`,
      )
    } else {
      console.error(`The emulator could not start: ${error instanceof Error ? error.message : String(error)}`)
    }
    process.exit(1)
  }
  const actualPort = Number(new URL(emulator.url).port)
  console.log(
    '\n' +
      startBanner({
        url: emulator.url,
        adminKey: emulator.adminKey,
        clients: emulator.clients,
        readyMs: Date.now() - started,
        dataDir,
        takenPort: !portSet && actualPort !== port ? port : undefined,
      }),
  )

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
}
