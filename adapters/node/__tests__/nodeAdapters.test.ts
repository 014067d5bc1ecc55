import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchHttp, fileStorage, nodeCrypto } from '..'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-node-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('fileStorage', () => {
  it('persists across instances and creates missing directories', async () => {
    const path = join(dir, 'nested', 'tokens.json')
    const a = fileStorage(path)
    expect(await a.get('k')).toBeNull()
    await a.set('k', 'v1')
    await a.set('other', 'x')
    await a.remove('other')
    const b = fileStorage(path)
    expect(await b.get('k')).toBe('v1')
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ k: 'v1' })
  })
  it('serialises concurrent writes so none is lost', async () => {
    const s = fileStorage(join(dir, 'concurrent.json'))
    await Promise.all(Array.from({ length: 50 }, (_, i) => s.set(`k${i}`, String(i))))
    const fresh = fileStorage(join(dir, 'concurrent.json'))
    for (let i = 0; i < 50; i++) expect(await fresh.get(`k${i}`)).toBe(String(i))
  })
  it('treats a corrupt file as empty instead of failing', async () => {
    const path = join(dir, 'corrupt.json')
    await writeFile(path, '{not json')
    const s = fileStorage(path)
    expect(await s.get('k')).toBeNull()
    await s.set('k', 'v')
    expect(await fileStorage(path).get('k')).toBe('v')
  })
  it('does not treat inherited names as stored keys', async () => {
    const s = fileStorage(join(dir, 'proto.json'))
    expect(await s.get('__proto__')).toBeNull()
    expect(await s.get('toString')).toBeNull()
  })
})

describe('nodeCrypto', () => {
  it('gives random bytes and SHA-256', async () => {
    const c = nodeCrypto()
    expect(c.randomBytes(32)).toHaveLength(32)
    expect(Buffer.from(c.randomBytes(16)).equals(Buffer.from(c.randomBytes(16)))).toBe(false)
    const d = await c.sha256(new TextEncoder().encode('abc'))
    expect(Buffer.from(d).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('fetchHttp in Node', () => {
  it('talks to a real local server', async () => {
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        res.writeHead(418, { 'content-type': 'application/json', 'X-Echo': req.headers['x-test'] as string })
        res.end(JSON.stringify({ method: req.method, body }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as { port: number }
    try {
      const res = await fetchHttp().request({
        url: `http://127.0.0.1:${port}/x`,
        method: 'POST',
        headers: { 'x-test': 'yes', 'content-type': 'application/json' },
        body: '{"a":1}',
      })
      expect(res.status).toBe(418)
      expect(res.headers['x-echo']).toBe('yes')
      expect(JSON.parse(res.body)).toEqual({ method: 'POST', body: '{"a":1}' })
    } finally {
      server.close()
    }
  })
})
