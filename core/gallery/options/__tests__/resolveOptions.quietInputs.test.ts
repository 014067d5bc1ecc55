// resolveOptions stays quiet about inputs that are not mistakes (a jsonStyleParams beside a named
// layout, a leaf given as undefined) and names an unknown galleryLayout trimmed in its warning.
import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../resolveOptions'
import { recordingLogger } from './recordingLogger'

const resolveLogged = (input: unknown) => {
  const logger = recordingLogger()
  return { options: resolveOptions(input, { logger }), warnings: logger.warnings }
}

describe('inputs that resolve without warnings', () => {
  it('a jsonStyleParams beside a named layout is ignored without an unknown-option warning', () => {
    const { options, warnings } = resolveLogged({
      galleryLayout: 'grid',
      jsonStyleParams: '{"galleryLayout":"slider"}',
    })
    expect(options.layoutParams.structure.galleryLayout).toBe('grid')
    expect(warnings).toEqual([])
  })

  it('a leaf given as undefined keeps its default without a warning', () => {
    const { options, warnings } = resolveLogged({ layoutParams: { structure: { itemSpacing: undefined } } })
    expect(options.layoutParams.structure.itemSpacing).toBe(10)
    expect(warnings).toEqual([])
  })
})

describe('an unknown galleryLayout with digits is named trimmed', () => {
  it.each([
    [' 5x ', '5x'],
    [' x5 ', 'x5'],
  ])('%j means collage and is reported as %s', (galleryLayout, shown) => {
    const { options, warnings } = resolveLogged({ galleryLayout })
    expect(options.layoutParams.structure.galleryLayout).toBe('collage')
    expect(warnings).toEqual([`Gallery options: unknown galleryLayout ${shown}, using collage`])
  })
})
