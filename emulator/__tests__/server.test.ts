// The server around the services: polls, the gallery stylesheet call, reset, CORS, unknown paths,
// the demo page, and npm start's readiness and graceful shutdown.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'
import { demoSite } from '../../demo/server/site'
import { startEmulator } from '../index'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
})
afterAll(() => e?.close())

describe('poll API', () => {
  it('the admin key creates a poll; visitors and members vote once each; counts and myVotes follow', async () => {
    const poll = {
      id: 'p1',
      title: 'Best?',
      options: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    }
    expect((await e.post('/_api/polls/v1/polls', { poll })).status).toBe(403)
    expect((await e.call('POST', '/_api/polls/v1/polls', { poll }, e.adminKey)).status).toBe(200)
    const visitor = await e.visitorToken()
    const other = await e.visitorToken()
    const vote = (token: string, optionId: string) =>
      e.call('POST', '/_api/polls/v1/polls/p1/vote', { optionId }, token)
    await vote(visitor, 'a')
    await vote(visitor, 'b') // single-choice: moves the vote
    const r = await vote(other, 'b')
    expect(r.body.poll).toMatchObject({ id: 'p1', totalVotes: 2, myVotes: ['b'] })
    expect(r.body.poll.options.map((o: any) => o.count)).toEqual([0, 2])
    const unvote = await e.call('POST', '/_api/polls/v1/polls/p1/unvote', { optionId: 'b' }, other)
    expect(unvote.body.poll.totalVotes).toBe(1)
    expect((await e.get('/_api/polls/v1/polls/p1')).body.poll.options[1].count).toBe(1)
  })

  it('answers 404 for unknown polls, 400 for unknown options, 401 for anonymous or forged voters', async () => {
    const visitor = await e.visitorToken()
    expect((await e.get('/_api/polls/v1/polls/nope')).status).toBe(404)
    expect((await e.call('POST', '/_api/polls/v1/polls/p1/vote', { optionId: 'zzz' }, visitor)).status).toBe(400)
    expect((await e.post('/_api/polls/v1/polls/p1/vote', { optionId: 'a' })).status).toBe(401)
    expect((await e.call('POST', '/_api/polls/v1/polls/p1/vote', { optionId: 'a' }, 'forged')).status).toBe(401)
    expect((await e.call('POST', '/_api/polls/v1/polls', { poll: { title: 5 } }, e.adminKey)).status).toBe(400)
  })
})

describe('server', () => {
  it('gallery stylesheet: absolute boxes per item computed by core/gallery, with clean 400s for bad queries', async () => {
    expect((await e.get('/_api/gallery/v1/layout-stylesheet?id=bad%20id')).status).toBe(400)
    expect((await e.get('/_api/gallery/v1/layout-stylesheet?id=g1&items=%7Bnot')).status).toBe(400)
    const q = (items: unknown, container: unknown, options: unknown = {}) =>
      `/_api/gallery/v1/layout-stylesheet?id=g1&items=${encodeURIComponent(JSON.stringify(items))}&container=${encodeURIComponent(JSON.stringify(container))}&options=${encodeURIComponent(JSON.stringify(options))}`
    const r = await e.call(
      'GET',
      q(
        [
          { id: 'i1', width: 400, height: 300 },
          { id: 'i2', width: 300, height: 400 },
        ],
        { width: 800, height: 600 },
        { galleryLayout: 2 },
      ),
    )
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/css')
    const css = String(r.body)
    expect(css).toMatch(
      /\[[a-z-]+="i1"\]\{position:absolute;top:0px;left:0px;width:\d+(\.\d+)?px;height:\d+(\.\d+)?px\}/,
    )
    expect(css).toContain('"i2"')
    expect(css).toContain('@media')
    expect((await e.get(q([{ id: 'i1', width: -4, height: 300 }], { width: 800 }))).status).toBe(400)
    expect((await e.get(q([{ id: 'i1', width: 400, height: 300 }], { width: 0 }))).body.message).toContain(
      'galleryWidth is undefined or 0',
    )
  })

  it('answers CORS preflights and 404 in the wire format for unknown paths', async () => {
    const pre = await fetch(`${e.url}/wix-data/v2/items/query`, { method: 'OPTIONS' })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization')
    const r = await e.get('/nothing/here')
    expect(r.status).toBe(404)
    expect(r.body.details.applicationError.code).toBe('NOT_FOUND')
  })

  it('serves the demo page at / and its bundle at /demo.js', async () => {
    const demo = await startEmulator({
      port: 0,
      quiet: true,
      config: { collections: {} },
      site: demoSite({ build: false }),
    })
    try {
      const page = await fetch(`${demo.url}/`)
      expect(page.headers.get('content-type')).toContain('text/html')
      expect(await page.text()).toContain('/demo.js')
      expect((await fetch(`${demo.url}/demo.js`)).status).toBe(200)
    } finally {
      await demo.close()
    }
  })

  it('creates declared indexes (odd field names quoted safely) and queries through them', async () => {
    const ix = await startEmulator({
      port: 0,
      quiet: true,
      config: {
        collections: {
          T: {
            permissions: { read: 'ANYONE' },
            indexes: [['kind', { field: 'it\'s \\ "odd"', order: 'DESC' }], ['a.b']],
          },
        },
      },
    })
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${ix.url}/wix-data/v2/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: ix.adminKey },
          body: JSON.stringify(body),
        }).then((r) => r.json())
      await post('bulk/items/insert', {
        dataCollectionId: 'T',
        dataItems: [1, 2, 3].map((n) => ({ data: { kind: 'k', 'it\'s \\ "odd"': n } })),
      })
      const r = await post('items/query', {
        dataCollectionId: 'T',
        query: { filter: { kind: 'k' }, sort: [{ fieldName: 'it\'s \\ "odd"', order: 'DESC' }] },
      })
      expect(r.dataItems.map((i: any) => i.data['it\'s \\ "odd"'])).toEqual([3, 2, 1])
    } finally {
      await ix.close()
    }
    await expect(
      startEmulator({
        port: 0,
        quiet: true,
        config: { collections: { T: { indexes: ['genre' as never] } } },
      }),
    ).rejects.toThrow(/indexes/)
  })

  it('refuses a malformed config with a clear error', async () => {
    await expect(
      startEmulator({
        port: 0,
        quiet: true,
        config: { collections: { X: { permissions: { read: 'EVERYONE' as never } } } },
      }),
    ).rejects.toThrow(/permissions.read/)
    await expect(startEmulator({ port: 0, quiet: true, config: '/nonexistent/config.json' })).rejects.toThrow(
      /cannot read/,
    )
  })
})

describe.skipIf(!!process.env.DATABASE_URL)('npm start', () => {
  let dir: string
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('creates the data directory, is ready (anonymous token) and stops cleanly on SIGTERM', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-start-'))
    const dataDir = join(dir, 'nested', 'data')
    const port = 20000 + Math.floor(Math.random() * 20000)
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
        env: { ...process.env, PORT: String(port), VITRINE_DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    proc.stdout!.on('data', (c: Buffer) => (out += c.toString()))
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)))
    let ready = false
    for (let i = 0; i < 170 && !ready; i++) {
      await new Promise((r) => setTimeout(r, 500))
      const r = await fetch(`http://127.0.0.1:${port}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"clientId":"x","grantType":"anonymous"}',
      }).catch(() => undefined)
      ready = r?.status === 200 && typeof (await r.json()).access_token === 'string'
    }
    expect(ready).toBe(true)
    expect(out).toContain('Admin key:')
    expect(out).toMatch(/Vitrine emulator ready in \d+ ms on http:\/\/127\.0\.0\.1:\d+/)
    expect(out).toContain(`Demo site        http://127.0.0.1:${port}/`)
    expect(out).toContain(`Data directory   ${dataDir}`)
    const movies = await (
      await fetch(`http://127.0.0.1:${port}/wix-data/v2/items/count`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"dataCollectionId":"Movies"}',
      })
    ).json()
    expect(movies.totalCount).toBeGreaterThan(0)
    proc.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 100_000)
})
