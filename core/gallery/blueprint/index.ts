/** Gallery blueprint: change detection, looping and the blueprint store. */
export {
  detectItemsChange,
  detectContainerChange,
  serializeOptions,
  gallerySetsOwnHeight,
  isLooping,
  isHorizontal,
  type ItemsChange,
  type GalleryContainer,
} from './detectChanges'
export { LOOP_DUPLICATION_TARGET, duplicateId, withLoopCopies, copiesForMinimum } from './withLoopCopies'
export {
  blueprintTransition,
  blueprintMachine,
  initialBlueprintState,
  diffInputs,
  needsRebuild,
  type BlueprintEvent,
  type BlueprintEffect,
} from './blueprintMachine'
export { buildBlueprint, effectiveLoopCopies, SAMPLE_ITEM_SIZE } from './buildBlueprint'
export { BlueprintError } from './BlueprintError'
export { createBlueprintStore, type BlueprintStore, type BlueprintStoreOptions } from './createBlueprintStore'
export {
  EMPTY_BLUEPRINT,
  type Blueprint,
  type BlueprintContainer,
  type BlueprintInputs,
  type BlueprintChange,
  type BlueprintState,
  type BlueprintData,
  type BlueprintRequest,
  type BlueprintReadyEvent,
  type BlueprintPorts,
  type BlueprintLayoutDeps,
  type LayoutLike,
  type LayoutInputItem,
} from './blueprintTypes'
export { galleryLayoutDeps, MAX_LOOPS_MESSAGE, type BlueprintLayout } from './galleryLayoutDeps'
export { buildBlueprintNow, type BlueprintNowInput } from './buildBlueprintNow'
