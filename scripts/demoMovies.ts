// Writes the demo's seeded collections, one item a line: fixtures/demo/movies.json (Movies) and
// fixtures/demo/photos.json (Photos). Run after changing their generators:
// npx tsx scripts/demoMovies.ts
import { writeFileSync } from 'node:fs'
import { demoMovies } from '../fixtures/demo/movies'
import { demoPhotos } from '../fixtures/demo/photos'

for (const [name, items] of [
  ['movies', demoMovies()],
  ['photos', demoPhotos()],
] as const) {
  const file = new URL(`../fixtures/demo/${name}.json`, import.meta.url)
  writeFileSync(file, `[\n${(items as object[]).map((m) => `  ${JSON.stringify(m)}`).join(',\n')}\n]\n`)
  console.log(`${items.length} ${name} written to ${file.pathname}`)
}
