/**
 * A small benchmark harness: each `bench/*.bench.ts` default-exports a function that receives it,
 * measures Vitrine and its anchors in the same process, and returns rows for the table.
 */
export interface BenchRow {
  /** What was measured, e.g. "collage 100k". */
  case: string
  /** Who: "vitrine" or the anchor's name. */
  subject: string
  /** Median wall time of one run, in milliseconds. */
  ms?: number
  /** Any further figures (ns/item, ops/s, bytes/item, KiB gzip, ratio ...). */
  [figure: string]: string | number | undefined
}

/** Options of {@link timeIt}. */
export interface TimeOptions {
  /** Runs before measuring (JIT warm-up). Default 3. */
  warmup?: number
  /** Measured runs at least. Default 5. */
  runs?: number
  /** Keep running until this much time was spent measuring. Default 300 ms. */
  minMs?: number
}

/** Median milliseconds of `fn` over several runs after a warm-up. */
export async function timeIt(fn: () => unknown, options: TimeOptions = {}): Promise<number> {
  const { warmup = 3, runs = 5, minMs = 300 } = options
  for (let i = 0; i < warmup; i++) await fn()
  const samples: number[] = []
  const start = performance.now()
  while (samples.length < runs || performance.now() - start < minMs) {
    const t0 = performance.now()
    await fn()
    samples.push(performance.now() - t0)
    if (samples.length > 10_000) break
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
}

/**
 * Median milliseconds of several functions measured in interleaved rounds (A, B, C, A, B, C, ...),
 * each sample starting from a fully collected heap (the collection is not timed), so machine load and
 * garbage left by one subject fall on all of them alike. Needs `node --expose-gc` for the collections.
 * `clock` defaults to wall time; {@link cpuMs} measures CPU time instead (steadier on a shared machine).
 */
export async function timeInterleaved<TKey extends string>(
  fns: Record<TKey, () => unknown>,
  options: { warmup?: number; rounds?: number; clock?: () => number } = {},
): Promise<Record<TKey, number>> {
  const { warmup = 3, rounds = 9, clock = () => performance.now() } = options
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined)
  const keys = Object.keys(fns) as TKey[]
  for (let i = 0; i < warmup; i++) for (const k of keys) await fns[k]()
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<TKey, number[]>
  for (let r = 0; r < rounds; r++) {
    for (const k of keys) {
      gc()
      const t0 = clock()
      await fns[k]()
      samples[k].push(clock() - t0)
    }
  }
  return Object.fromEntries(keys.map((k) => [k, samples[k].sort((a, b) => a - b)[Math.floor(rounds / 2)]])) as Record<
    TKey,
    number
  >
}

/** Milliseconds of CPU this process has used (all its threads, garbage collection included). */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Bytes retained by what `make` returns: JavaScript heap plus ArrayBuffer backing stores (typed
 * arrays live outside the heap), after minus before, both after full GC.
 * Needs `node --expose-gc`; returns NaN without it.
 */
export function retainedBytes(make: () => unknown): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return Number.NaN
  const used = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage()
    return heapUsed + arrayBuffers
  }
  gc()
  gc()
  const before = used()
  const kept = make()
  gc()
  gc()
  const after = used()
  ;(globalThis as { __benchKeep?: unknown }).__benchKeep = kept
  ;(globalThis as { __benchKeep?: unknown }).__benchKeep = undefined
  return after - before
}

/** A seeded pseudo-random generator (mulberry32), so every run measures the same input. */
export { seeded } from '../fixtures/random'

/** Formats a number for the table. */
export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n)

/** The median of `values` (NaN for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Runs `file` in a fresh Node process (`--expose-gc`, TypeScript through tsx, then `nodeFlags`) with
 * `env` added, and returns what it printed on its last stdout line, parsed as JSON. For cold first
 * calls and for measurements that must not inherit this process's compiled code or heap.
 */
export async function runChild<T>(file: string, env: Record<string, string>, nodeFlags: string[] = []): Promise<T> {
  const out = await runChildOutput(file, env, nodeFlags)
  return JSON.parse(out.trim().split('\n').pop() ?? '') as T
}

/** {@link runChild}'s process, returning everything it printed on stdout (V8's traces go there too). */
export async function runChildOutput(
  file: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<string> {
  const { spawn } = await import('node:child_process')
  return new Promise<string>((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', ...nodeFlags, '--import', 'tsx', file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${file} exited with ${code}: ${out.trim().split('\n').pop() ?? ''}`))
      else resolvePromise(out)
    })
  })
}
