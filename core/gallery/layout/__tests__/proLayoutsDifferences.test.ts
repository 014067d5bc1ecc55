// The differences from pro-layouts 5.0.148 kept on purpose, with their figures (docs/gallery.md,
// "Same layouts as pro-gallery"); proLayoutsAgreement.test.ts holds everything else to 1 px.
import { describe, expect, it } from 'vitest'
import { innerTarget, L, SLIDER } from './proLayoutsFamilies'
import { makeItems, ourBoxes, proBoxes, proStyleParams } from './proLayoutsReference'

describe('differences kept on purpose (docs/gallery.md)', () => {
  it('a repeating type larger than the items left becomes the largest of its family that fits; pro-layouts adds invisible copies', () => {
    // 40 items cycling 2h, 3v, 1: the last group is a 3v with two items.
    const flat = L({ groups_repeatingGroupTypes: ['2h', '3v', '1'] })
    const items = makeItems(40, 1)
    const ours = ourBoxes(items, { flat })
    const pro = proBoxes(items, { flat })
    expect([...pro.dummy]).toEqual([38, 39])
    // Ours: two stacked items 285 px wide; pro-layouts: 167 px, over the room of a third it does not show.
    expect([ours[38].width, ours[39].left - ours[38].left, pro.boxes[38].width]).toEqual([285, 0, 167])
    expect(ours[39].top - (ours[38].top + ours[38].height)).toBe(10)
  })

  it('items keep their ratios where pro-layouts, with a target that leaves groups no height, squares them', () => {
    // The slider preset's target is 30 px; a gallery spacing of 20 leaves 30 + 10 - 40 - 10 < 0.
    const flat = L({ ...SLIDER, crop_method: 'FIT', structure_gallerySpacing: 20 })
    expect(innerTarget(proStyleParams({ flat }))).toBeLessThanOrEqual(0)
    const items = [{ id: 'a', width: 1145, height: 1000 }]
    expect(ourBoxes(items, { flat })[0]).toEqual({ top: 20, left: 20, width: 527, height: 460 })
    expect(proBoxes(items, { flat }).boxes[0]).toEqual({ top: 20, left: 20, width: 460, height: 460 })
  })

  it("three-item stacks: edges round, so the last item can be 2 px from pro-layouts' rounded sizes", () => {
    const flat = L({ groups_repeatingGroupTypes: ['2h', '3v', '1'] })
    const items = makeItems(40, 4)
    const [ours, pro] = [ourBoxes(items, { flat }), proBoxes(items, { flat }).boxes]
    // Items 32-34 are one 3v stack: ours 39 + 107 + 78 px, pro-layouts 39 + 106 + 80 px.
    expect([32, 33, 34].map((i) => [ours[i].height, pro[i].height])).toEqual([
      [39, 39],
      [107, 106],
      [78, 80],
    ])
    // Ours keep the spacing between the stack's items exact.
    expect(ours[33].top - (ours[32].top + ours[32].height)).toBe(10)
    expect(ours[34].top - (ours[33].top + ours[33].height)).toBe(10)
  })

  it('outside arrows take 2 x size + 40 + spacing / 2 of the width (91 px), pro-gallery 2 x (size + 40 + spacing / 2) (136 px)', () => {
    const flat = L({ ...SLIDER, navigationArrows_position: 'OUTSIDE_GALLERY' })
    const items = makeItems(40, 1)
    const ours = ourBoxes(items, { flat })
    const pro = proBoxes(items, { flat }).boxes
    expect(ours[0].left).toBe(46)
    // The slides themselves are the same, at the same distances.
    ours.forEach((box, i) => {
      expect(Math.abs(box.width - pro[i].width)).toBeLessThanOrEqual(1)
      expect(Math.abs(box.left - ours[0].left - (pro[i].left - pro[0].left))).toBeLessThanOrEqual(1)
    })
  })
})
