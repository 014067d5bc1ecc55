// Writes fixtures/demo/movies.json (the demo's seeded Movies collection), one movie a line.
// Run after changing fixtures/demo/movies.ts: npx tsx scripts/demoMovies.ts
import { writeFileSync } from 'node:fs'
import { demoMovies } from '../fixtures/demo/movies'

const file = new URL('../fixtures/demo/movies.json', import.meta.url)
const movies = demoMovies()
writeFileSync(file, `[\n${movies.map((m) => `  ${JSON.stringify(m)}`).join(',\n')}\n]\n`)
console.log(`${movies.length} movies written to ${file.pathname}`)
