// `npm run lint`'s link step: prints every relative link of the README and docs/*.md that does not
// resolve, and exits 1 when there is one.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brokenLinks, documentationFiles } from './docLinks'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const broken = brokenLinks(root)
for (const link of broken) console.error(`${link.file}:${link.line}: ${link.target}: ${link.reason}`)
if (broken.length > 0) {
  console.error(`${broken.length} broken link(s)`)
  process.exit(1)
}
console.log(`Links: ${documentationFiles(root).length} pages checked, every relative link resolves`)
