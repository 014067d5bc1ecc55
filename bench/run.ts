// `npm run bench`: runs every bench/*.bench.ts (or those whose name contains an argument) and
// prints one table per file, with ratios against the anchors measured in the same run.
import { readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'
import type { BenchRow } from './harness'

const here = dirname(fileURLToPath(import.meta.url))
const filters = process.argv.slice(2)
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort()

console.log(`Vitrine benchmarks on Node ${process.version}, ${new Date().toISOString()}`)
let failed = false
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    default: () => Promise<BenchRow[]>
    title?: string
  }
  console.log(`\n## ${mod.title ?? file}`)
  try {
    const rows = await mod.default()
    console.table(rows)
  } catch (error) {
    failed = true
    console.error(`${file} failed:`, error)
  }
}
process.exitCode = failed ? 1 : 0
