import type { Transition } from '../../shared/createStore'
import { failedWith, statusOf } from '../../shared/status'
import { BlueprintError } from './BlueprintError'
import { effectiveLoopCopies } from './buildBlueprint'
import { detectContainerChange, detectItemsChange } from './detectChanges'
import {
  EMPTY_BLUEPRINT,
  type Blueprint,
  type BlueprintChange,
  type BlueprintInputs,
  type BlueprintRequest,
  type BlueprintState,
  type LayoutLike,
} from './blueprintTypes'

/** Events of the blueprint machine; every result event carries the id of its request. */
export type BlueprintEvent<TLayout extends LayoutLike = LayoutLike> =
  | { type: 'requested'; id: number; request: BlueprintRequest }
  | { type: 'inputsReady'; id: number; inputs: BlueprintInputs }
  | { type: 'built'; id: number; inputs: BlueprintInputs; change: BlueprintChange; blueprint: Blueprint<TLayout> }
  | { type: 'failed'; id: number; error: unknown }

/** Effects the runner performs, as data. */
export type BlueprintEffect<TLayout extends LayoutLike = LayoutLike> =
  | { type: 'fetchInputs'; id: number; request: BlueprintRequest }
  | { type: 'build'; id: number; inputs: BlueprintInputs; change: BlueprintChange; append: boolean }
  | { type: 'notify'; id: number; blueprint: Blueprint<TLayout>; changed: boolean }
  | { type: 'log'; id: number; message: string; error: unknown }

/** The state before the first request. */
export function initialBlueprintState<TLayout extends LayoutLike>(): BlueprintState<TLayout> {
  return {
    ...statusOf('idle'),
    latestRequestId: 0,
    blueprint: EMPTY_BLUEPRINT,
    inputs: null,
    builds: 0,
    lastChange: null,
  }
}

/**
 * What differs between the built inputs and a request's: items (count, id, url, title,
 * description, text), options (serialized form), container (width; height unless the gallery sets
 * its own), and the loop copies a build would use.
 */
export function diffInputs(previous: BlueprintInputs | null, next: BlueprintInputs): BlueprintChange {
  if (!previous) return { items: 'changed', options: true, container: true, loop: effectiveLoopCopies(next) > 0 }
  const options = previous.optionsKey !== next.optionsKey
  return {
    items: detectItemsChange(previous.items, next.items),
    options,
    container: detectContainerChange(previous.container, next.container, next.options),
    loop: effectiveLoopCopies(previous) !== effectiveLoopCopies(next),
  }
}

/** `next` with its first `previous.length` records replaced by the previous ones (unchanged content). */
function keepExisting<T>(previous: readonly T[], next: readonly T[]): readonly T[] {
  if (previous.length === 0) return next
  if (previous.length === next.length) return previous
  return Object.freeze(previous.concat(next.slice(previous.length)))
}

/** True when a change needs a new blueprint. */
export const needsRebuild = (change: BlueprintChange): boolean =>
  change.items !== 'none' || change.options || change.container || change.loop

/**
 * The blueprint machine's pure transition. A request records its id and asks for its inputs;
 * inputs of a stale request are discarded; unchanged inputs notify without rebuilding; changed ones
 * ask for a build, incremental when only items (or loop copies) were added; a stale build result is
 * discarded; a failure logs 'Could not create blueprint' and keeps the previous blueprint.
 */
export const blueprintTransition = <TLayout extends LayoutLike>(
  state: BlueprintState<TLayout>,
  event: BlueprintEvent<TLayout>,
): readonly [BlueprintState<TLayout>, BlueprintEffect<TLayout>[]] => {
  if (event.type !== 'requested' && event.id !== state.latestRequestId) return [state, []]
  switch (event.type) {
    case 'requested': {
      const next = { ...state, latestRequestId: Math.max(state.latestRequestId, event.id), ...statusOf('loading') }
      return [next, [{ type: 'fetchInputs', id: event.id, request: event.request }]]
    }
    case 'inputsReady': {
      const change = diffInputs(state.inputs, event.inputs)
      const previous = state.inputs
      // Unchanged or appended: the existing item records are kept, new ones follow them.
      const items =
        previous && change.items !== 'changed' ? keepExisting(previous.items, event.inputs.items) : event.inputs.items
      const inputs = items === event.inputs.items ? event.inputs : { ...event.inputs, items }
      if (!needsRebuild(change)) {
        // The latest total count, container and option input count from now on; the blueprint stays.
        const next = { ...state, ...statusOf('ready'), lastChange: change, inputs }
        return [next, [{ type: 'notify', id: event.id, blueprint: next.blueprint, changed: false }]]
      }
      const append =
        !!previous &&
        state.blueprint.structure !== null &&
        !change.options &&
        !change.container &&
        change.items !== 'changed'
      return [state, [{ type: 'build', id: event.id, inputs, change, append }]]
    }
    case 'built': {
      const next: BlueprintState<TLayout> = {
        ...state,
        blueprint: event.blueprint,
        inputs: event.inputs,
        builds: state.builds + 1,
        lastChange: event.change,
        ...statusOf('ready'),
      }
      return [next, [{ type: 'notify', id: event.id, blueprint: next.blueprint, changed: true }]]
    }
    case 'failed': {
      const next: BlueprintState<TLayout> = { ...state, ...failedWith(new BlueprintError(event.error)) }
      return [next, [{ type: 'log', id: event.id, message: 'Could not create blueprint', error: event.error }]]
    }
  }
}

/** The transition typed as the shared {@link Transition}. */
export const blueprintMachine: Transition<BlueprintState, BlueprintEvent, BlueprintEffect> = blueprintTransition
