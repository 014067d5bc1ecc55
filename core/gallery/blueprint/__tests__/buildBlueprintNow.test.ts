import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../../../adapters/memory'
import { blueprintInputsNow, buildBlueprintFrom, buildBlueprintNow } from '../buildBlueprintNow'
import { EMPTY_BLUEPRINT } from '../blueprintTypes'
import { galleryLayoutDeps } from '../galleryLayoutDeps'
import { hostItems } from './fakes'

const boxes = (bp: ReturnType<typeof buildBlueprintNow>) =>
  bp.structure?.items.map((b) => [b.id, b.offset.top, b.offset.left, b.width, b.height])

describe('buildBlueprintNow, and its inputs built once for more than one blueprint', () => {
  const request = { items: hostItems(40), options: {}, container: { width: 980, height: 600 }, totalItemsCount: 90 }

  it('gives the same blueprint from its normalised inputs as from the raw request', () => {
    const deps = galleryLayoutDeps(undefined)
    const inputs = blueprintInputsNow(request, undefined, deps.resolveOptions)!
    expect(inputs.items).toHaveLength(40)
    expect(inputs.totalItemsCount).toBe(90)
    const direct = buildBlueprintNow(request)
    const fromInputs = buildBlueprintFrom(inputs, undefined, deps)
    expect(boxes(fromInputs)).toEqual(boxes(direct))
    expect(fromInputs.container.galleryHeight).toBe(direct.container.galleryHeight)
    // The same inputs serve a second blueprint without normalising again: the items are the same records.
    const again = buildBlueprintFrom(inputs, undefined, deps)
    expect(again.items[0]).toBe(fromInputs.items[0])
  })

  it('has no inputs without a container width, and logs options it cannot resolve', () => {
    const logger = recordingLogger()
    const deps = galleryLayoutDeps(logger)
    expect(blueprintInputsNow({ ...request, container: { width: 0 } }, logger, deps.resolveOptions)).toBeNull()
    const failing = () => {
      throw new TypeError('bad options')
    }
    expect(blueprintInputsNow(request, logger, failing)).toBeNull()
    expect(logger.messages('error')).toEqual(['Could not create blueprint'])
  })

  it('logs a layout that throws and gives the empty blueprint', () => {
    const logger = recordingLogger()
    const deps = galleryLayoutDeps(logger)
    const inputs = blueprintInputsNow(request, logger, deps.resolveOptions)!
    const bp = buildBlueprintFrom(inputs, logger, {
      ...deps,
      createLayout: () => {
        throw new Error('Layouter: cannot create layout, galleryWidth is undefined or 0')
      },
    })
    expect(bp).toBe(EMPTY_BLUEPRINT)
    expect(logger.messages('error')).toEqual(['Could not create blueprint'])
  })
})
