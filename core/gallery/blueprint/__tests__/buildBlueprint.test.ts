import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory'
import { toItemDto } from '../../items/toItemDto'
import type { ItemDto } from '../../items/mediaItemTypes'
import { diffInputs } from '../blueprintMachine'
import { EMPTY_BLUEPRINT, type BlueprintInputs, type BlueprintLayoutDeps, type LayoutLike } from '../blueprintTypes'
import { buildBlueprint, effectiveLoopCopies, freezeLayout, SAMPLE_ITEM_SIZE } from '../buildBlueprint'
import { blueprintInputsNow, buildBlueprintNow } from '../buildBlueprintNow'
import { galleryLayoutDeps } from '../galleryLayoutDeps'
import { copiesForMinimum } from '../withLoopCopies'
import { fakeLayout, hostItems, LOOPING_HORIZONTAL } from './fakes'

const dtos = (n: number, prefix = 'i'): ItemDto[] => hostItems(n, prefix).map((raw) => toItemDto(raw))
const ids = (items: readonly { id: string }[] | undefined) => items?.map((i) => i.id)

/** The fake layouter, remembering the items each layout call was given. */
function recordingLayout() {
  const { calls, deps } = fakeLayout()
  const laidOut: (readonly { id: string; width: number; height: number }[])[] = []
  const recording: BlueprintLayoutDeps<LayoutLike> = {
    ...deps,
    createLayout: (params) => {
      laidOut.push(params.items)
      return deps.createLayout(params)
    },
  }
  return { calls, deps: recording, laidOut }
}

const inputsOf = (items: readonly ItemDto[], over: Partial<BlueprintInputs> = {}): BlueprintInputs => ({
  items,
  container: { width: 980, height: 500 },
  optionsKey: '{}',
  options: fakeLayout().deps.resolveOptions({}),
  totalItemsCount: items.length,
  loopCopies: 0,
  ...over,
})
const HORIZONTAL = { layoutParams: { structure: { scrollDirection: 'HORIZONTAL' } } }
const optionsOf = (input: unknown) => fakeLayout().deps.resolveOptions(input)

describe('buildBlueprint: what the layouter is given', () => {
  it('items without a usable size get the sample size; sized items are handed over as they are', () => {
    const { deps, laidOut } = recordingLayout()
    const [sized, noWidth, noHeight] = dtos(3)
    const items = [sized!, { ...noWidth!, width: 0 }, { ...noHeight!, height: 0 }]
    buildBlueprint(inputsOf(items), EMPTY_BLUEPRINT, false, deps)
    const given = laidOut[0]!
    expect(given[0]).toBe(sized)
    expect(given.slice(1).map((i) => [i.id, i.width, i.height])).toEqual([
      ['i1', SAMPLE_ITEM_SIZE, SAMPLE_ITEM_SIZE],
      ['i2', SAMPLE_ITEM_SIZE, SAMPLE_ITEM_SIZE],
    ])
  })

  it('an item without an id gets no box', () => {
    const { deps } = recordingLayout()
    const [a, b] = dtos(2)
    const blueprint = buildBlueprint(inputsOf([a!, { ...b!, id: '' }]), EMPTY_BLUEPRINT, false, deps)
    expect(ids(blueprint.structure?.items)).toEqual(['i0'])
  })

  it("the container's own height is kept; without one the gallery's height is used", () => {
    const { deps } = recordingLayout()
    const withHeight = buildBlueprint(inputsOf(dtos(3)), EMPTY_BLUEPRINT, false, deps)
    expect(withHeight.container).toMatchObject({ height: 500, galleryHeight: 300 })
    const without = buildBlueprint(inputsOf(dtos(3), { container: { width: 980 } }), EMPTY_BLUEPRINT, false, deps)
    expect(without.container).toMatchObject({ height: 300, galleryHeight: 300 })
  })
})

describe('buildBlueprint: appending to the previous layout', () => {
  const previousOf = (items: readonly ItemDto[], deps: BlueprintLayoutDeps<LayoutLike>) =>
    buildBlueprint(inputsOf(items), EMPTY_BLUEPRINT, false, deps)

  it('items that keep the previous ones in place extend the layout (also when none are added)', () => {
    const { deps, calls } = recordingLayout()
    const previous = previousOf(dtos(3), deps)
    const same = buildBlueprint(inputsOf(dtos(3)), previous, true, deps)
    expect(calls).toMatchObject({ create: 1, append: 1 })
    expect(ids(same.structure?.items)).toEqual(['i0', 'i1', 'i2'])
  })

  it('fewer items, or other ids in the previous places, are laid out afresh', () => {
    const { deps, calls } = recordingLayout()
    const previous = previousOf(dtos(3), deps)
    const fewer = buildBlueprint(inputsOf(dtos(2)), previous, true, deps)
    expect(ids(fewer.structure?.items)).toEqual(['i0', 'i1'])
    const replaced = buildBlueprint(inputsOf(dtos(4, 'x')), previous, true, deps)
    expect(ids(replaced.structure?.items)).toEqual(['x0', 'x1', 'x2', 'x3'])
    expect(calls).toMatchObject({ create: 3, append: 0 })
  })
})

describe('freezeLayout', () => {
  class Box {
    constructor(readonly id: string) {}
  }

  it("freezes the layout, its plain arrays and objects and their plain boxes, not the layouter's class instances", () => {
    const layout = {
      width: 10,
      items: [new Box('a'), new Box('b')],
      columns: [{ left: 0, width: 10 }],
      thumbnails: { top: 0, left: 0 },
      mixed: [{ id: 'plain' }, new Box('instance')],
      group: new Box('group'),
    }
    expect(freezeLayout(layout)).toBe(layout)
    expect(Object.isFrozen(layout)).toBe(true)
    expect(Object.isFrozen(layout.items)).toBe(true)
    expect(layout.items.some((b) => Object.isFrozen(b))).toBe(false)
    expect(Object.isFrozen(layout.columns)).toBe(true)
    expect(Object.isFrozen(layout.columns[0])).toBe(true)
    expect(Object.isFrozen(layout.thumbnails)).toBe(true)
    expect(Object.isFrozen(layout.mixed[0])).toBe(true)
    expect(Object.isFrozen(layout.mixed[1])).toBe(false)
    expect(Object.isFrozen(layout.group)).toBe(false)
  })

  it('takes a layout that is already frozen as it is', () => {
    const boxes = [{ id: 'a' }]
    const layout = Object.freeze({ width: 1, height: 1, items: boxes })
    expect(freezeLayout(layout)).toBe(layout)
    expect(Object.isFrozen(boxes)).toBe(false)
  })
})

describe('loop copies', () => {
  it('a gallery that does not loop, or has no items, gets no copies (even when asked for some)', () => {
    expect(effectiveLoopCopies(inputsOf(dtos(3), { options: optionsOf(HORIZONTAL), loopCopies: 2 }))).toBe(0)
    expect(effectiveLoopCopies(inputsOf([], { options: optionsOf(LOOPING_HORIZONTAL), loopCopies: 2 }))).toBe(0)
    expect(effectiveLoopCopies(inputsOf(dtos(3), { options: optionsOf(LOOPING_HORIZONTAL) }))).toBe(9)
  })

  it('copies to reach the target: none for no items or enough of them', () => {
    expect([0, 7, 29, 30, 31].map((count) => copiesForMinimum(count))).toEqual([0, 4, 1, 0, 0])
  })

  it('the first inputs report a loop change exactly when they have copies', () => {
    expect(diffInputs(null, inputsOf(dtos(3))).loop).toBe(false)
    expect(diffInputs(null, inputsOf(dtos(3), { options: optionsOf(LOOPING_HORIZONTAL) })).loop).toBe(true)
  })
})

describe('buildBlueprintNow: items, total count and errors without a logger', () => {
  const container = { width: 980, height: 600 }

  it('drops items that normalise to no record, and counts at least the items loaded', () => {
    const { deps } = fakeLayout()
    const logger = recordingLogger()
    const blueprint = buildBlueprintNow({ items: [...hostItems(2), 7], container }, logger, deps)
    expect(ids(blueprint.items)).toEqual(['i0', 'i1'])
    expect(blueprint.totalItemsCount).toBe(2)
    expect(logger.messages('error')).toEqual(['Item has no DTO'])
  })

  it('a total that is not a count is ignored', () => {
    const { deps } = fakeLayout()
    const totalOf = (totalItemsCount: unknown) =>
      blueprintInputsNow(
        { items: hostItems(2), container, totalItemsCount: totalItemsCount as number },
        undefined,
        deps.resolveOptions,
      )?.totalItemsCount
    expect([undefined, null, '50', -3, 40].map(totalOf)).toEqual([2, 2, 2, 2, 40])
  })

  it('without a logger, options or a layout that throw still give no inputs / the empty blueprint', () => {
    const { deps } = fakeLayout()
    const throwing = () => {
      throw new Error('bad')
    }
    const input = { items: hostItems(2), container }
    expect(blueprintInputsNow(input, undefined, throwing)).toBeNull()
    expect(buildBlueprintNow(input, undefined, { ...deps, createLayout: throwing })).toBe(EMPTY_BLUEPRINT)
  })
})

describe('galleryLayoutDeps', () => {
  it("reports the option resolver's warnings to its logger", () => {
    const logger = recordingLogger()
    galleryLayoutDeps(logger).resolveOptions({ noSuchOption: 1 })
    expect(logger.messages('warn').join('\n')).toContain('noSuchOption')
  })
})
