// The fenced TypeScript examples of the README and docs/*.md, as the consumer test compiles (and runs) them.

/** One fenced example: its language, code, the line its fence opens on, and whether it runs. */
export interface ReadmeExample {
  readonly lang: 'ts' | 'tsx'
  readonly code: string
  /** 1-based line of the opening fence. */
  readonly line: number
  /** Fenced ```ts run: the test runs it in Node as well as compiling it. */
  readonly run: boolean
  /** What a run prints, from the example's `// Prints: ...` comment. */
  readonly expect?: string
}

/**
 * Every ```ts and ```tsx block of `markdown` (other languages and unlabelled fences are skipped).
 * An unclosed fence is an error: it would silently swallow the rest of the README.
 */
export function readmeExamples(markdown: string): ReadmeExample[] {
  const lines = markdown.split('\n')
  const examples: ReadmeExample[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*(.*)$/.exec(lines[i])
    if (!open) continue
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line))
    if (end < 0) throw new Error(`README line ${i + 1}: the fence is never closed`)
    const lang = open[1]
    if (lang === 'ts' || lang === 'tsx') {
      const code = lines.slice(i + 1, end).join('\n') + '\n'
      const printed = /\/\/ Prints: (.*)$/m.exec(code)
      examples.push({ lang, code, line: i + 1, run: /\brun\b/.test(open[2]), expect: printed?.[1].trim() })
    }
    i = end
  }
  return examples
}
