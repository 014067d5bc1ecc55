import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../options/resolveOptions'
import { blueprintTransition, initialBlueprintState } from '../blueprintMachine'
import type { BlueprintInputs } from '../blueprintTypes'
import { EMPTY_BLUEPRINT } from '../blueprintTypes'

const inputs: BlueprintInputs = {
  items: [],
  container: { width: 100 },
  optionsKey: '{}',
  options: resolveOptions(),
  totalItemsCount: 0,
  loopCopies: 0,
}

describe('blueprint transition', () => {
  it('a request records its id and asks for its inputs', () => {
    const [state, effects] = blueprintTransition(initialBlueprintState(), { type: 'requested', id: 1, request: {} })
    expect(state).toMatchObject({ latestRequestId: 1, status: 'loading' })
    expect(effects).toEqual([{ type: 'fetchInputs', id: 1, request: {} }])
  })
  it('discards inputs, builds and failures of a stale request, returning the same state', () => {
    const [s1] = blueprintTransition(initialBlueprintState(), { type: 'requested', id: 1, request: {} })
    const [s2] = blueprintTransition(s1, { type: 'requested', id: 2, request: {} })
    for (const event of [
      { type: 'inputsReady', id: 1, inputs } as const,
      {
        type: 'built',
        id: 1,
        inputs,
        change: { items: 'changed', options: true, container: true, loop: false },
        blueprint: EMPTY_BLUEPRINT,
      } as const,
      { type: 'failed', id: 1, error: new Error('x') } as const,
    ]) {
      const [s3, effects] = blueprintTransition(s2, event)
      expect(s3).toBe(s2)
      expect(effects).toEqual([])
    }
  })
  it('first inputs ask for a full build', () => {
    const [s1] = blueprintTransition(initialBlueprintState(), { type: 'requested', id: 1, request: {} })
    const [, effects] = blueprintTransition(s1, { type: 'inputsReady', id: 1, inputs })
    expect(effects).toMatchObject([
      { type: 'build', id: 1, append: false, change: { items: 'changed', options: true, container: true } },
    ])
  })
  it("a failure logs 'Could not create blueprint' with the error and keeps the blueprint", () => {
    const error = new Error('boom')
    const [s1] = blueprintTransition(initialBlueprintState(), { type: 'requested', id: 1, request: {} })
    const [s2, effects] = blueprintTransition(s1, { type: 'failed', id: 1, error })
    expect(effects).toEqual([{ type: 'log', id: 1, message: 'Could not create blueprint', error }])
    expect(s2.blueprint).toBe(s1.blueprint)
    expect(s2).toMatchObject({
      status: 'error',
      error: { code: 'BLUEPRINT_BUILD_FAILED', message: 'boom', cause: error },
    })
  })
})
