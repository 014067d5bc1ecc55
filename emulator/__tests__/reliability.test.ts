// Reliability end to end: concurrent increments add up, bodies over the limit answer 413 whether
// sent with content-length or chunked, hostile input gets clean 4xx (never 5xx), bulk over 1000
// is refused, and acknowledged writes survive kill -9.
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let e: TestEmulator
beforeAll(async () => {
  e = await startTestEmulator()
})
afterAll(() => e?.close())

/** Sends a raw request; resolves with the status (or 'reset' when the connection drops first). */
function raw(path: string, chunks: Buffer[], headers: Record<string, string | number>): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const url = new URL(path, e.url)
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', () => resolve('reset'))
    let i = 0
    const next = () => {
      if (i >= chunks.length) return void req.end()
      if (req.write(chunks[i++])) setImmediate(next)
      else req.once('drain', next)
    }
    next()
  })
}

describe('reliability', () => {
  it('20 concurrent increment patches add up exactly', async () => {
    await e.admin('items', { dataCollectionId: 'Open', dataItem: { data: { _id: 'counter', n: 0 } } })
    const inc = () =>
      e.data('items/patch', {
        dataCollectionId: 'Open',
        patch: {
          dataItemId: 'counter',
          fieldModifications: [{ fieldPath: 'n', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: 1 } }],
        },
      })
    const results = await Promise.all(Array.from({ length: 20 }, inc))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect((await e.get('/wix-data/v2/items/counter?dataCollectionId=Open')).body.dataItem.data.n).toBe(20)
  })

  it('a body over the limit answers 413 with content-length', async () => {
    const big = Buffer.from(
      JSON.stringify({ dataCollectionId: 'Open', dataItem: { data: { blob: 'x'.repeat(300 * 1024) } } }),
    )
    expect(await raw('/wix-data/v2/items', [big], { 'content-length': big.length })).toBe(413)
  })

  it('a chunked body over the limit answers 413', async () => {
    const chunk = Buffer.from('x'.repeat(16 * 1024))
    const chunks = [
      Buffer.from('{"dataCollectionId":"Open","dataItem":{"data":{"blob":"'),
      ...Array(40).fill(chunk),
      Buffer.from('"}}}'),
    ]
    expect(await raw('/wix-data/v2/items', chunks, { 'transfer-encoding': 'chunked' })).toBe(413)
    // The server still serves afterwards and nothing was written.
    expect(
      (await e.data('items/count', { dataCollectionId: 'Open', filter: { blob: { $exists: true } } })).body.totalCount,
    ).toBe(0)
  })

  it('bulk over 1000 items is a 400 and writes nothing', async () => {
    const r = await e.admin('bulk/items/insert', {
      dataCollectionId: 'Open',
      dataItems: Array.from({ length: 1001 }, (_, i) => ({ data: { i } })),
    })
    expect(r.status).toBe(400)
    expect(
      (await e.data('items/count', { dataCollectionId: 'Open', filter: { i: { $exists: true } } })).body.totalCount,
    ).toBe(0)
  })

  const hostile: [string, string, unknown][] = [
    ['malformed JSON', 'items/query', '{"dataCollectionId": '],
    ['non-object body', 'items/query', '"Movies"'],
    ['array body', 'items', '[]'],
    ['null body', 'items', 'null'],
    ['missing dataCollectionId', 'items/query', {}],
    ['numeric dataCollectionId', 'items/query', { dataCollectionId: 1 }],
    ['object dataCollectionId', 'items/query', { dataCollectionId: { $ne: 1 } }],
    ['unknown collection', 'items/query', { dataCollectionId: '__proto__' }],
    ['path in collection', 'items/query', { dataCollectionId: '../../etc/passwd' }],
    ['non-object data', 'items', { dataCollectionId: 'Open', dataItem: { data: [1] } }],
    ['missing dataItem', 'items', { dataCollectionId: 'Open' }],
    ['$where filter', 'items/query', { dataCollectionId: 'Open', query: { filter: { $where: 'sleep(10)' } } }],
    ['$regex filter', 'items/query', { dataCollectionId: 'Open', query: { filter: { a: { $regex: '.' } } } }],
    [
      'SQL in field path',
      'items/query',
      {
        dataCollectionId: 'Open',
        query: { sort: [{ fieldName: "a'); DROP TABLE data_items; --", order: 'SIDEWAYS' }] },
      },
    ],
    ['huge limit', 'items/query', { dataCollectionId: 'Open', query: { paging: { limit: 1e9 } } }],
    ['negative offset', 'items/query', { dataCollectionId: 'Open', query: { paging: { offset: -1 } } }],
    ['string limit', 'items/query', { dataCollectionId: 'Open', query: { paging: { limit: '10; DROP' } } }],
    ['NUL in data', 'items', { dataCollectionId: 'Open', dataItem: { data: { a: 'x\u0000y' } } }],
    ['NUL in field name', 'items/query', { dataCollectionId: 'Open', query: { filter: { 'a\u0000': 1 } } }],
    ['overlong field path', 'items/query', { dataCollectionId: 'Open', query: { filter: { ['a'.repeat(1001)]: 1 } } }],
    [
      'deeply nested filter',
      'items/query',
      { dataCollectionId: 'Open', query: { filter: JSON.parse('{"$and":['.repeat(60) + '{}' + ']}'.repeat(60)) } },
    ],
    ['bad patch', 'items/patch', { dataCollectionId: 'Open', patch: 'x' }],
    ['bad bulk list', 'bulk/items/insert', { dataCollectionId: 'Open', dataItems: 'x' }],
    ['bad cursor', 'items/query', { dataCollectionId: 'Open', query: { cursorPaging: { cursor: 'eyJ4IjoxfQ' } } }],
    [
      'forged cursor offset',
      'items/query',
      {
        dataCollectionId: 'Open',
        query: { cursorPaging: { cursor: Buffer.from('{"limit":1,"offset":-1}').toString('base64url') } },
      },
    ],
    [
      'forged cursor limit',
      'items/query',
      {
        dataCollectionId: 'Open',
        query: { cursorPaging: { cursor: Buffer.from('{"limit":1e400,"offset":0}').toString('base64url') } },
      },
    ],
    ['bad aggregate', 'items/aggregate', { dataCollectionId: 'Open', aggregation: { groupingFields: [{}] } }],
    ['bad distinct', 'items/query-distinct-values', { dataCollectionId: 'Open', fieldName: 5 }],
    ['bad references', 'bulk/items/insert-references', { dataCollectionId: 'Open', dataItemReferences: [{}] }],
    ['long _id', 'items', { dataCollectionId: 'Open', dataItem: { data: { _id: 'i'.repeat(1001) } } }],
  ]
  it.each(hostile)('hostile input answers a clean 4xx: %s', async (_name, path, body) => {
    const r = await e.call(
      'POST',
      `/wix-data/v2/${path}`,
      typeof body === 'string' ? body : JSON.stringify(body),
      e.adminKey,
    )
    expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400)
    expect(r.status).toBeLessThan(500)
    expect(typeof r.body.message).toBe('string')
  })

  it('extreme but valid values are answered, not failed', async () => {
    expect(
      (await e.data('items/query', { dataCollectionId: 'Open', query: { filter: { n: { $gt: 1e308 } } } })).status,
    ).toBe(200)
    expect(
      (
        await e.data('items/aggregate', {
          dataCollectionId: 'Open',
          aggregation: { operations: [{ resultFieldName: 's', sum: { itemFieldName: 'n' } }] },
        })
      ).status,
    ).toBe(200)
  })

  it('odd field names are stored and read back literally, with no prototype pollution', async () => {
    const data = JSON.parse(
      '{"_id":"odd","$where":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"bad":1}},"quote\'s\\"":2,"dot.ted":3,"../up":4}',
    )
    data['k'.repeat(1000)] = 5
    const r = await e.call(
      'POST',
      '/wix-data/v2/items',
      JSON.stringify({ dataCollectionId: 'Open', dataItem: { data } }),
      e.adminKey,
    )
    expect(r.status).toBe(200)
    const back = (await e.get('/wix-data/v2/items/odd?dataCollectionId=Open')).body.dataItem.data
    for (const key of Object.keys(data)) expect(JSON.stringify(back[key])).toBe(JSON.stringify(data[key]))
    expect(Object.prototype.hasOwnProperty.call(back, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const q = await e.data('items/query', {
      dataCollectionId: 'Open',
      query: { filter: { $and: [{ _id: 'odd' }, { 'quote\'s"': 2 }] } },
    })
    expect(q.body.dataItems).toHaveLength(1)
  })

  it('no URL path serves files from outside the emulator', async () => {
    for (const path of [
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/..%2f..%2fetc/passwd',
      '/assets/%00',
    ]) {
      const r = await e.get(path)
      expect(r.status, path).toBe(404)
    }
  })
})

describe('durability', () => {
  let dir: string
  let child: ChildProcess | undefined
  afterAll(async () => {
    child?.kill('SIGKILL')
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const boot = (dataDir: string) =>
    new Promise<{ proc: ChildProcess; url: string; adminKey: string }>((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--import',
          './scripts/cssTextRegister.mjs',
          new URL('./childEmulator.ts', import.meta.url).pathname,
          dataDir,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      let out = ''
      proc.stdout!.on('data', (c: Buffer) => {
        out += c.toString()
        const m = /READY (\S+) (\S+)/.exec(out)
        if (m) resolve({ proc, url: m[1], adminKey: m[2] })
      })
      proc.once('exit', (code) => reject(new Error(`child exited with ${code}`)))
    })

  it.skipIf(!!process.env.DATABASE_URL)(
    'keeps every acknowledged write after kill -9 and a restart on the same data directory',
    async () => {
      dir = join(await mkdtemp(join(tmpdir(), 'vitrine-kill9-')), 'data-not-yet-there')
      const first = await boot(dir)
      child = first.proc
      const post = (url: string, key: string, path: string, body: unknown) =>
        fetch(`${url}/wix-data/v2/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: key },
          body: JSON.stringify(body),
        })
      for (let i = 0; i < 30; i++)
        expect(
          (
            await post(first.url, first.adminKey, 'items', {
              dataCollectionId: 'Ledger',
              dataItem: { data: { _id: `w${i}`, i } },
            })
          ).status,
        ).toBe(200)
      const bulk = await post(first.url, first.adminKey, 'bulk/items/insert', {
        dataCollectionId: 'Ledger',
        dataItems: Array.from({ length: 100 }, (_, i) => ({ data: { _id: `b${i}` } })),
      })
      expect(bulk.status).toBe(200)
      first.proc.kill('SIGKILL')
      await new Promise((r) => first.proc.once('exit', r))
      const second = await boot(dir)
      child = second.proc
      const count = await (
        await post(second.url, second.adminKey, 'items/count', { dataCollectionId: 'Ledger' })
      ).json()
      expect(count.totalCount).toBe(130)
      second.proc.kill('SIGKILL')
    },
    90_000,
  )
})
