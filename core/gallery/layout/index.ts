/**
 * The gallery layouter: `createLayout`, incremental `appendToLayout`, and `layoutStylesheet` for
 * server-rendered galleries that do not jump on hydration.
 */
export { createLayout, appendToLayout, type CreateLayoutInput, type Layout } from './createLayout'
export { LayoutItem, type LayoutSourceItem, type ItemCrop } from './LayoutItem'
export { toLayoutConfig, type LayoutConfig, type LayoutContainer } from './toLayoutConfig'
// The layouter's numeric codes; the options' names (`CropMethod`, `GroupType`) are the public words.
export type { Mode as LayoutMode, CropMethod as CropMethodCode } from './toLayoutConfig'
export type { GroupTypeTable } from './groupTypeTable'
export type { GroupType } from './groupGeometry'
export {
  layoutStylesheet,
  STYLESHEET_ROOT_PREFIX,
  STYLESHEET_ITEM_ATTRIBUTE,
  DEFAULT_BREAKPOINTS,
  type LayoutStylesheetInput,
} from './layoutStylesheet'
