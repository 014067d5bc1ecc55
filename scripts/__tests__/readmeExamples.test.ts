import { describe, expect, it } from 'vitest'
import { readmeExamples } from '../readmeExamples'

describe('readmeExamples', () => {
  it('takes ts and tsx fences with their line, run flag and printed output; skips other languages', () => {
    const markdown = [
      '# Title',
      '```sh',
      'npm test',
      '```',
      '```ts run',
      "console.log('hi') // Prints: hi",
      '```',
      '```tsx',
      'const a = <b />',
      '```',
    ].join('\n')
    expect(readmeExamples(markdown)).toEqual([
      { lang: 'ts', code: "console.log('hi') // Prints: hi\n", line: 5, run: true, expect: 'hi' },
      { lang: 'tsx', code: 'const a = <b />\n', line: 8, run: false, expect: undefined },
    ])
  })

  it('refuses an unclosed fence', () => {
    expect(() => readmeExamples('text\n```ts\nconst a = 1\n')).toThrow('README line 2: the fence is never closed')
  })
})
