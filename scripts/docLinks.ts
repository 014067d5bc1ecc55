// Every relative link of the README and docs/*.md must resolve: the file exists, and an #anchor names a
// heading of the page it points to (GitHub's heading ids). `npm run lint` runs it through
// scripts/checkDocLinks.ts; scripts/__tests__/docLinks.test.ts checks the rules.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** One link that does not resolve: the page and line it is on, the target as written, and why. */
export interface BrokenLink {
  readonly file: string
  readonly line: number
  readonly target: string
  readonly reason: string
}

/** The markdown files whose links are checked: README.md, CHANGELOG.md and docs/*.md under `root`. */
export function documentationFiles(root: string): string[] {
  const files = ['README.md', 'CHANGELOG.md'].map((name) => join(root, name)).filter((path) => existsSync(path))
  const docs = join(root, 'docs')
  if (existsSync(docs)) {
    for (const name of readdirSync(docs).sort()) if (name.endsWith('.md')) files.push(join(docs, name))
  }
  return files
}

/**
 * GitHub's id for a heading: lower case, inline markup and punctuation dropped (letters, digits, `_`,
 * `-` and spaces kept), spaces made hyphens; a repeated id gets `-1`, `-2` ... in page order.
 */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>()
  const seen = new Map<string, number>()
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)
    if (!heading) continue
    const base = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    ids.add(count === 0 ? base : `${base}-${count}`)
  }
  return ids
}

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = []
  let fence: string | null = null
  markdown.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)
    if (marker) {
      if (fence === null) fence = marker[1][0]
      else if (marker[1][0] === fence) fence = null
      return
    }
    if (fence === null) lines.push({ text, line: i + 1 })
  })
  return lines
}

/** The link targets of a page (`[text](target)` and images), outside code blocks and inline code. */
export function linkTargets(markdown: string): { target: string; line: number }[] {
  const targets: { target: string; line: number }[] = []
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/`[^`]*`/g, '')
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push({ target: match[1], line })
    }
  }
  return targets
}

/** Every link of `files` that does not resolve, relative to `root` for the messages. */
export function brokenLinks(root: string, files: readonly string[] = documentationFiles(root)): BrokenLink[] {
  const broken: BrokenLink[] = []
  const idsOf = new Map<string, Set<string>>()
  const ids = (path: string) => {
    let found = idsOf.get(path)
    if (!found) idsOf.set(path, (found = headingIds(readFileSync(path, 'utf8'))))
    return found
  }
  for (const file of files) {
    for (const { target, line } of linkTargets(readFileSync(file, 'utf8'))) {
      // Absolute addresses (https:, mailto: ...) are not this check's business.
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
      const hash = target.indexOf('#')
      const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash))
      const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1))
      const path = pathPart === '' ? file : resolve(dirname(file), pathPart)
      const report = (reason: string) => broken.push({ file: relative(root, file), line, target, reason })
      if (!existsSync(path)) {
        report(`no file ${relative(root, path)}`)
        continue
      }
      if (anchor === null) continue
      if (!path.endsWith('.md') || statSync(path).isDirectory()) {
        report('an anchor into a file that is not markdown')
        continue
      }
      if (!ids(path).has(anchor)) report(`no heading with id "${anchor}" in ${relative(root, path)}`)
    }
  }
  return broken
}
