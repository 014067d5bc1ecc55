// The data client: building and encoding a query to its wire call, reading a 1,000-item answer
// (dates revived at any depth), and end to end against the emulator (bulk insert of 1,000 items,
// paging through them 100 at a time). Baselines are hand-written equivalents in the same process:
// JSON.stringify + Buffer base64url for encoding, JSON.parse with a `$date` reviver for reading.
import { fetchHttp } from '../adapters/browser'
import { startEmulator } from '../emulator/index'
import { createDataClient, queryCall, queryRequest } from '../core/data'
import { itemFromWire } from '../core/data/wireValues'
import { fmt, timeIt, type BenchRow } from './harness'

export const title = 'Data client: query encoding, answer decoding, emulator round trips'

const client = createDataClient({
  baseUrl: 'http://127.0.0.1:1',
  http: { request: () => Promise.reject(new Error('offline')) },
})
const ENDPOINT = 'http://127.0.0.1:1/wix-data/v2/items/query'
const build = () =>
  client
    .query('Movies')
    .eq('genre', 'drama')
    .gt('year', 1990)
    .hasSome('tags', ['a', 'b'])
    .lt('_createdDate', new Date('2024-01-01T00:00:00.000Z'))
    .ascending('title')
    .limit(50)
    .skip(100)

const answer = JSON.stringify({
  dataItems: Array.from({ length: 1000 }, (_, i) => ({
    id: `m${i}`,
    dataCollectionId: 'Movies',
    data: {
      _id: `m${i}`,
      title: `Movie ${i}`,
      year: 1950 + (i % 70),
      tags: ['a', 'b'],
      cast: [{ name: 'X', born: { $date: '1960-01-01T00:00:00.000Z' } }],
      _createdDate: { $date: '2024-01-01T00:00:00.000Z' },
      _updatedDate: { $date: '2024-01-02T00:00:00.000Z' },
    },
  })),
  pagingMetadata: { count: 1000, offset: 0, total: 1000, hasNext: false },
})
const reviver = (_key: string, v: unknown) =>
  v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length === 1 &&
  typeof (v as { $date?: unknown }).$date === 'string'
    ? new Date((v as { $date: string }).$date)
    : v

export default async function dataBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const N = 10_000
  const request = queryRequest(build().spec)
  const ours = await timeIt(() => {
    for (let i = 0; i < N; i++) queryCall(ENDPOINT, queryRequest(build().spec))
  })
  // The URLs' lengths are summed so the baseline's work is used and cannot be optimised away.
  let encodedLength = 0
  const base = await timeIt(() => {
    for (let i = 0; i < N; i++)
      encodedLength += `${ENDPOINT}?.r=${Buffer.from(JSON.stringify(request)).toString('base64url')}`.length
  })
  if (encodedLength === 0) throw new Error('the baseline encoded nothing')
  rows.push({
    case: 'build + encode a 6-operator query',
    subject: 'vitrine',
    'µs/query': fmt((ours * 1000) / N),
    ratio: fmt(ours / base),
  })
  rows.push({
    case: 'build + encode a 6-operator query',
    subject: 'JSON + Buffer (encode only)',
    'µs/query': fmt((base * 1000) / N),
    ratio: 1,
  })

  const decodeOurs = await timeIt(() => (JSON.parse(answer).dataItems as unknown[]).map(itemFromWire))
  const decodeBase = await timeIt(() =>
    (JSON.parse(answer, reviver).dataItems as { data: unknown }[]).map((d) => d.data),
  )
  rows.push({
    case: 'read a 1,000-item answer',
    subject: 'vitrine',
    ms: fmt(decodeOurs),
    ratio: fmt(decodeOurs / decodeBase),
  })
  rows.push({ case: 'read a 1,000-item answer', subject: 'JSON.parse + reviver', ms: fmt(decodeBase), ratio: 1 })

  const emulator = await startEmulator({
    port: 0,
    quiet: true,
    config: {
      collections: { Pages: { permissions: { read: 'ANYONE', insert: 'ANYONE', update: 'ANYONE', remove: 'ANYONE' } } },
    },
  })
  try {
    const data = createDataClient({ baseUrl: emulator.url, auth: emulator.adminKey, http: fetchHttp() })
    let run = 0
    const insert = await timeIt(
      async () => {
        run++
        await data.bulkInsert(
          'Pages',
          Array.from({ length: 1000 }, (_, i) => ({ _id: `r${run}-${i}`, n: i, run })),
        )
      },
      { warmup: 1, runs: 5, minMs: 0 },
    )
    rows.push({ case: 'bulkInsert 1,000 items (emulator, PGlite)', subject: 'vitrine', ms: fmt(insert) })
    const paging = await timeIt(
      async () => {
        let page = await data.query('Pages').eq('run', 1).ascending('n').limit(100).find()
        while (page.hasNext()) page = await page.next()
      },
      { warmup: 1, runs: 5, minMs: 0 },
    )
    rows.push({
      case: 'page through 1,000 items by 100 with next()',
      subject: 'vitrine',
      ms: fmt(paging),
      'ms/page': fmt(paging / 10),
    })
  } finally {
    await emulator.close()
  }
  return rows
}
