import type { Logger } from '../../../ports/logger'
import type { ItemDto } from '../items/mediaItemTypes'
import type { LayoutBox } from '../items/createRenderedItem'
import type { ResolvedGalleryOptions } from '../options/resolvedOptions'
import type { GalleryContainer, ItemsChange } from './detectChanges'
import type { StatusState } from '../../shared/status'
import type { BlueprintError } from './BlueprintError'

/** What the blueprint needs of a layout: its size and one box per item. */
export interface LayoutLike {
  width: number
  height: number
  items: readonly LayoutBox[]
}

/** An item as handed to the layouter: the normalised item, with a usable size. */
export type LayoutInputItem = ItemDto

/** The layout functions the blueprint runs (the layouter's `createLayout` and append API). */
export interface BlueprintLayoutDeps<TLayout extends LayoutLike> {
  /** Resolved options from raw option input (`resolveOptions`). */
  resolveOptions(input?: unknown): ResolvedGalleryOptions
  /** A complete layout; throws 'Layouter: cannot create layout, galleryWidth is undefined or 0'. */
  createLayout(params: {
    items: readonly LayoutInputItem[]
    container: GalleryContainer
    options: ResolvedGalleryOptions
  }): TLayout
  /** Extends `layout` (made for a prefix of `items`) to all of `items`, when the layouter can. */
  appendLayout?(params: {
    layout: TLayout
    items: readonly LayoutInputItem[]
    container: GalleryContainer
    options: ResolvedGalleryOptions
  }): TLayout
}

/** The container as laid out: the host's container plus the gallery's own size. */
export interface BlueprintContainer extends GalleryContainer {
  height: number
  galleryWidth: number
  galleryHeight: number
  scrollBase: number
}

/** Everything a gallery needs to render: items (with loop copies), their layout, options, sizes. */
export interface Blueprint<TLayout extends LayoutLike = LayoutLike> {
  items: readonly ItemDto[]
  structure: TLayout | null
  container: BlueprintContainer
  options: ResolvedGalleryOptions | null
  totalItemsCount: number
}

/** The inputs the current blueprint was built from; the next request is compared with them. */
export interface BlueprintInputs {
  /** The host's items, normalised, without loop copies. */
  items: readonly ItemDto[]
  container: GalleryContainer
  /** `serializeOptions` of the option input. */
  optionsKey: string
  options: ResolvedGalleryOptions
  totalItemsCount: number
  /** Loop copies asked for by loading past the end (the ≥30 rule may add more at build time). */
  loopCopies: number
}

/** What differed between the previous inputs and a request's. */
export interface BlueprintChange {
  items: ItemsChange
  options: boolean
  container: boolean
  loop: boolean
}

/**
 * The store's snapshot: the one status convention (`status` 'idle' | 'loading' | 'ready' | 'error',
 * `error` a {@link BlueprintError} exactly when 'error', cleared by the next success) and the blueprint.
 */
export type BlueprintState<TLayout extends LayoutLike = LayoutLike> = StatusState<BlueprintError> &
  BlueprintData<TLayout>

/** The data part of a {@link BlueprintState}. */
export interface BlueprintData<TLayout extends LayoutLike = LayoutLike> {
  /** Id of the latest request; results of older ones are discarded. */
  readonly latestRequestId: number
  /** The current blueprint: the empty one until the first build succeeds. */
  readonly blueprint: Blueprint<TLayout>
  readonly inputs: BlueprintInputs | null
  /** How many times a blueprint was built (layouts run). */
  readonly builds: number
  readonly lastChange: BlueprintChange | null
}

/** What a caller may pass to a request; missing parts come from the ports or the previous inputs. */
export interface BlueprintRequest {
  items?: readonly unknown[]
  container?: GalleryContainer
  options?: unknown
  totalItemsCount?: number
  /** Loop copies (set by `loadMoreItems` when looping past the end). */
  loopCopies?: number
}

/** What `onBlueprintReady` receives. */
export interface BlueprintReadyEvent<TLayout extends LayoutLike = LayoutLike> {
  blueprint: Blueprint<TLayout>
  blueprintChanged: boolean
  requestId: number
}

/** The host callbacks and the logger, each optional. */
export interface BlueprintPorts<TLayout extends LayoutLike = LayoutLike> {
  logger?: Logger
  /** The container to lay out in (width, and height for galleries that take it). */
  fetchContainer?(): GalleryContainer | Promise<GalleryContainer>
  /** The host's media items, in any shape `toItemDto` reads. */
  fetchItems?(): readonly unknown[] | Promise<readonly unknown[]>
  /** The gallery options, in any shape `resolveOptions` accepts. */
  fetchOptions?(): unknown
  /** Asks the host for items from `fromIndex`; may return them, or pass them to a later request. */
  fetchMoreItems?(fromIndex: number): void | readonly unknown[] | Promise<void | readonly unknown[]>
  /** How many items the gallery has in all, loaded or not. */
  getTotalItemsCount?(): number | Promise<number>
  /** Called with each new blueprint once it is built. */
  onBlueprintReady?(event: BlueprintReadyEvent<TLayout>): void
}

/** The blueprint before any build: no items, no layout, zero sizes. */
export const EMPTY_BLUEPRINT: Blueprint<never> = Object.freeze({
  items: [],
  structure: null,
  container: { width: 0, height: 0, galleryWidth: 0, galleryHeight: 0, scrollBase: 0 },
  options: null,
  totalItemsCount: 0,
}) as Blueprint<never>
