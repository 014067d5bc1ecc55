// The emulator with 100,000 items in a collection, on embedded PGlite and on PostgreSQL
// (`DATABASE_URL`; skipped with a note when unset): a filtered, sorted query with limit 50 (p50 and
// p99 over 200 HTTP requests), a bulk insert of 1,000 items, 20 concurrent clients doing mixed reads
// and writes for 10 s, start-up time and memory. Targets: query p50 < 25 ms on PGlite and < 10 ms
// on PostgreSQL, bulk insert < 300 ms, zero errors.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { randomBytes } from 'node:crypto'
import { fmt, type BenchRow } from './harness'
import { READY_LINE } from '../emulator/startBanner'

export const title = 'Emulator: 100,000 items over HTTP (PGlite and PostgreSQL)'

const ITEMS = Number(process.env.BENCH_EMULATOR_ITEMS ?? 100_000)
const MIXED_MS = Number(process.env.BENCH_EMULATOR_MIXED_MS ?? 10_000)
const GENRES = [
  'drama',
  'comedy',
  'horror',
  'crime',
  'documentary',
  'romance',
  'western',
  'animation',
  'thriller',
  'musical',
  'war',
  'sport',
  'fantasy',
  'mystery',
  'history',
  'family',
  'biography',
  'adventure',
  'noir',
  'short',
]
const config = {
  collections: {
    Movies: {
      permissions: {
        read: 'ANYONE' as const,
        insert: 'ANYONE' as const,
        update: 'ANYONE' as const,
        remove: 'ADMIN' as const,
      },
    },
  },
} // no declared indexes: the emulator builds them from the queries it sees

// A seeded generator so both back ends hold the same items.
function rng(seed: number) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32
}
const movie = (r: () => number, i: number) => ({
  title: `Movie ${i}`,
  genre: GENRES[Math.floor(r() * GENRES.length)],
  year: 1950 + Math.floor(r() * 75),
  rating: Math.round(r() * 100) / 10,
  views: Math.floor(r() * 1e6),
})
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** Starts `demo/server/start.ts` (what `npm start` runs) on a free port as a child process and waits until it is ready. */
async function startChild(dir: string, databaseUrl?: string) {
  const configFile = join(dir, 'config.json')
  await writeFile(configFile, JSON.stringify(config))
  const t0 = performance.now()
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './scripts/cssTextRegister.mjs',
      fileURLToPath(new URL('../demo/server/start.ts', import.meta.url)),
    ],
    {
      env: {
        ...process.env,
        PORT: '0',
        VITRINE_CONFIG: configFile,
        VITRINE_DATA_DIR: join(dir, 'data'),
        VITRINE_ADMIN_KEY: 'bench-admin',
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // start.ts prints its banner ("Vitrine emulator ready in <ms> ms on <url> ...") once the server
  // listens on its migrated database; a banner the bench cannot read fails the bench instead of waiting.
  let url: string | undefined
  const seen: string[] = []
  const waited = setTimeout(() => child.kill('SIGTERM'), 180_000)
  for await (const line of createInterface({ input: child.stdout! })) {
    seen.push(line)
    url = READY_LINE.exec(line)?.[1]
    if (url) break
  }
  clearTimeout(waited)
  if (!url)
    throw new Error(
      `emulator exited with ${child.exitCode} before it printed its ready line; it printed:\n${seen.join('\n')}`,
    )
  child.stdout!.resume()
  const res = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: 'bench', grantType: 'anonymous' }),
  })
  if (res.status !== 200) throw new Error(`emulator not ready: token endpoint answered ${res.status}`)
  const startup = performance.now() - t0
  const memory = async () => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8')
    const kib = (name: string) =>
      Number(/(\d+) kB/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[1] ?? NaN)
    return { rss: kib('VmRSS:') / 1024, peak: kib('VmHWM:') / 1024 }
  }
  const close = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, adminKey: 'bench-admin', startup, memory, close }
}

async function measure(backend: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-bench-'))
  const emulator = await startChild(dir, databaseUrl)
  const startup = emulator.startup
  const idle = await emulator.memory()
  const post = async (path: string, body: unknown, key?: string) => {
    const res = await fetch(`${emulator.url}/wix-data/v2/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: key } : {}) },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as Record<string, unknown>
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`)
    return json
  }
  try {
    const r = rng(7)
    const seedStart = performance.now()
    for (let i = 0; i < ITEMS; i += 1000) {
      await post(
        'bulk/items/insert',
        {
          dataCollectionId: 'Movies',
          dataItems: Array.from({ length: Math.min(1000, ITEMS - i) }, (_, k) => ({ data: movie(r, i + k) })),
          returnEntity: false,
        },
        emulator.adminKey,
      )
    }
    const seedMs = performance.now() - seedStart

    const query = (genre: string) =>
      post('items/query', {
        dataCollectionId: 'Movies',
        query: {
          filter: { genre, year: { $gte: 1990 } },
          sort: [{ fieldName: 'rating', order: 'DESC' }],
          paging: { limit: 50 },
        },
      })
    for (let i = 0; i < 10; i++) await query(GENRES[i % GENRES.length])
    await fetch(`${emulator.url}/_emulator/indexes`) // waits for the automatic index of this query shape
    const samples: number[] = []
    for (let i = 0; i < 200; i++) {
      const s = performance.now()
      const page = await query(GENRES[i % GENRES.length])
      samples.push(performance.now() - s)
      if ((page.dataItems as unknown[]).length !== 50) throw new Error('query answered fewer than 50 items')
    }
    samples.sort((a, b) => a - b)

    const bulkSamples: number[] = []
    for (let round = 0; round < 5; round++) {
      const items = Array.from({ length: 1000 }, (_, k) => ({ data: movie(r, ITEMS + round * 1000 + k) }))
      const s = performance.now()
      await post('bulk/items/insert', { dataCollectionId: 'Movies', dataItems: items }, emulator.adminKey)
      bulkSamples.push(performance.now() - s)
    }
    bulkSamples.sort((a, b) => a - b)

    const ids = (
      (await post('items/query', { dataCollectionId: 'Movies', query: { paging: { limit: 200 } } })).dataItems as {
        id: string
      }[]
    ).map((d) => d.id)
    let done = 0
    let errors = 0
    const until = performance.now() + MIXED_MS
    const client = async (c: number) => {
      const cr = rng(100 + c)
      while (performance.now() < until) {
        const x = cr()
        try {
          if (x < 0.6) await query(GENRES[Math.floor(cr() * GENRES.length)])
          else if (x < 0.8) await post('items', { dataCollectionId: 'Movies', dataItem: { data: movie(cr, -1) } })
          else
            await post('items/patch', {
              dataCollectionId: 'Movies',
              patch: {
                dataItemId: ids[Math.floor(cr() * ids.length)],
                fieldModifications: [
                  { fieldPath: 'views', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: 1 } },
                ],
              },
            })
          done++
        } catch (error) {
          if (errors++ === 0)
            console.log(
              `emulator bench (${backend}): first mixed-load error:`,
              error instanceof Error ? error.message : error,
            )
        }
      }
    }
    const mixedStart = performance.now()
    await Promise.all(Array.from({ length: 20 }, (_, c) => client(c)))
    const mixedMs = performance.now() - mixedStart
    const used = await emulator.memory()

    return [
      { case: 'start-up of `npm start` (process, migrate, demo build, ready)', subject: backend, ms: fmt(startup) },
      {
        case: `seed ${ITEMS} items (bulk 1000)`,
        subject: backend,
        ms: fmt(seedMs),
        'items/s': fmt((ITEMS / seedMs) * 1000, 0),
      },
      {
        case: 'query filter+sort limit 50 (200 req)',
        subject: backend,
        ms: fmt(percentile(samples, 0.5)),
        p50: fmt(percentile(samples, 0.5)),
        p99: fmt(percentile(samples, 0.99)),
        target: backend === 'PGlite' ? 'p50 < 25' : 'p50 < 10',
      },
      {
        case: 'bulk insert 1,000 (median of 5)',
        subject: backend,
        ms: fmt(percentile(bulkSamples, 0.5)),
        target: '< 300',
      },
      {
        case: `20 clients mixed ${MIXED_MS / 1000} s (60% query, 20% insert, 20% patch)`,
        subject: backend,
        ms: fmt(mixedMs),
        rps: fmt((done / mixedMs) * 1000, 0),
        errors,
        target: '0 errors',
      },
      {
        case: 'emulator process memory: RSS idle after start / after the run / peak',
        subject: backend,
        MiB: `${fmt(idle.rss, 0)} / ${fmt(used.rss, 0)} / ${fmt(used.peak, 0)}`,
      },
    ]
  } finally {
    await emulator.close()
    await rm(dir, { recursive: true, force: true })
  }
}

async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const { Client } = createRequire(import.meta.url)('pg') as {
    Client: new (o: { connectionString: string }) => {
      connect(): Promise<void>
      query(t: string): Promise<unknown>
      end(): Promise<void>
    }
  }
  const name = `vitrine_bench_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: process.env.DATABASE_URL! })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  try {
    return await fn(url.toString())
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

export default async function run(): Promise<BenchRow[]> {
  // PostgreSQL first, so PGlite's in-process database does not inflate its memory figure.
  const rows = process.env.DATABASE_URL ? await withDatabase((url) => measure('PostgreSQL', url)) : []
  rows.push(...(await measure('PGlite')))
  if (!process.env.DATABASE_URL)
    console.log(
      'emulator bench: DATABASE_URL is unset, PostgreSQL skipped (scripts/ci-postgres.sh npm run bench -- emulator runs both)',
    )
  return rows
}
