import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// A library's runtime dependencies take caret ranges, so an app that already has immer, focus-trap or
// @floating-ui/react in a compatible version installs one copy, not two. The lockfile keeps this
// repository's own installs exact.
describe('package.json runtime dependencies', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>
  }

  it('are caret ranges', () => {
    const notCaret = Object.entries(pkg.dependencies).filter(([, range]) => !/^\^\d+\.\d+\.\d+$/.test(range))
    expect(notCaret).toEqual([])
  })
})
