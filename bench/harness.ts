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
 * Bytes retained by what `make` returns (heap after minus heap before, both after full GC).
 * Needs `node --expose-gc`; returns NaN without it.
 */
export function retainedBytes(make: () => unknown): number {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) return Number.NaN
  gc()
  gc()
  const before = process.memoryUsage().heapUsed
  const kept = make()
  gc()
  gc()
  const after = process.memoryUsage().heapUsed
  ;(globalThis as { __benchKeep?: unknown }).__benchKeep = kept
  ;(globalThis as { __benchKeep?: unknown }).__benchKeep = undefined
  return after - before
}

/** A seeded pseudo-random generator (mulberry32), so every run measures the same input. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Formats a number for the table. */
export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n)
