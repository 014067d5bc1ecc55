// The seven arrow styles are seven drawings: each type renders its own path, filled or stroked.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ArrowsType } from '../../../core/gallery/options/enums'
import { GalleryArrow } from '../GalleryControls'

const TYPES: ArrowsType[] = ['DEFAULT_ARROW', 'ARROW_2', 'ARROW_3', 'ARROW_4', 'ARROW_5', 'ARROW_6', 'ARROW_7']
const drawing = (type: ArrowsType) =>
  /<path d="([^"]+)"/.exec(
    renderToString(
      <GalleryArrow side="next" label="Next" type={type} container="SHADOW" size={23} onClick={() => {}} />,
    ),
  )?.[1]

describe('gallery arrows', () => {
  it('draws each of the 7 arrow styles with its own path', () => {
    const paths = TYPES.map(drawing)
    for (const path of paths) expect(path).toMatch(/^M/)
    expect(new Set(paths).size).toBe(7)
  })
})
