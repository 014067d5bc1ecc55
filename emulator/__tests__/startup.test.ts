// Issue 19 items 1 and 2: a busy port gives a clear message and a non-zero exit (PORT set) or the
// next free port (PORT unset); the start banner says what is where.
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PortInUseError, startEmulator } from '../index'
import { READY_LINE, startBanner } from '../startBanner'

let busy: Server
let busyPort: number
let dataDir: string
beforeAll(async () => {
  busy = createServer((_req, res) => res.end('taken'))
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done))
  busyPort = (busy.address() as { port: number }).port
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-startup-'))
})
afterAll(async () => {
  await new Promise<void>((done) => busy.close(() => done()))
  await rm(dataDir, { recursive: true, force: true })
})

describe('a port already in use', () => {
  it('npm start with PORT set: one clear line naming the port and PORT=..., no stack trace, exit 1', async () => {
    const proc = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './scripts/cssTextRegister.mjs',
        new URL('../../demo/server/start.ts', import.meta.url).pathname,
      ],
      {
        env: { ...process.env, PORT: String(busyPort), VITRINE_DATA_DIR: join(dataDir, 'busy') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let err = ''
    proc.stderr!.on('data', (c: Buffer) => (err += c.toString()))
    const code = await new Promise<number | null>((done) => proc.once('exit', (c) => done(c)))
    expect(code).toBe(1)
    expect(err).toContain(`Port ${busyPort} is already in use`)
    expect(err).toContain(`PORT=${busyPort + 1} npm start`)
    expect(err).not.toMatch(/EADDRINUSE|\n\s+at /)
  }, 120_000)

  it('without PORT the emulator takes the next free port; with a fixed port it rejects with PortInUseError', async () => {
    const next = await startEmulator({ port: busyPort, nextFreePort: true, quiet: true, config: {} })
    try {
      expect(Number(new URL(next.url).port)).toBeGreaterThan(busyPort)
      expect((await fetch(`${next.url}/_emulator/indexes`)).status).toBe(200)
    } finally {
      await next.close()
    }
    const refused = await startEmulator({ port: busyPort, quiet: true, config: {} }).catch((e) => e)
    expect(refused).toBeInstanceOf(PortInUseError)
    expect((refused as PortInUseError).port).toBe(busyPort)
  }, 120_000)
})

describe('the start banner', () => {
  it('begins with the ready line that tools waiting for the emulator read its address from', () => {
    const text = startBanner({ url: 'http://127.0.0.1:40267', adminKey: 'k', readyMs: 812 })
    expect(READY_LINE.exec(text.split('\n')[0]!)?.[1]).toBe('http://127.0.0.1:40267')
  })

  it('says where the demo, data, admin key, mail catcher are and how to point a site at the emulator', () => {
    const text = startBanner({
      url: 'http://127.0.0.1:3001',
      adminKey: 'admin-k',
      readyMs: 1234,
      dataDir: '.vitrine/data',
      takenPort: 3000,
    })
    expect(text).toContain('Vitrine emulator ready in 1234 ms on http://127.0.0.1:3001')
    expect(text).toContain('port 3000 was in use')
    expect(text).toContain('Demo site        http://127.0.0.1:3001/')
    expect(text).toContain(
      'Data directory   .vitrine/data  (delete it while stopped, or POST http://127.0.0.1:3001/_emulator/reset',
    )
    expect(text).toContain('Admin key:       admin-k')
    expect(text).toContain('pass collection permissions')
    expect(text).toContain('Mail catcher     http://127.0.0.1:3001/_emulator/emails')
    expect(text).toContain("baseUrl 'http://127.0.0.1:3001'")
    expect(text).toContain('https://www.wixapis.com calls to http://127.0.0.1:3001')
    expect(text).toContain('docs/emulator.md: "Other origins: use the emulator from your own site"')
  })
})
