/**
 * The brand of resolved options. `resolveOptions` is the only producer of
 * {@link ResolvedGalleryOptions}; the layouter accepts nothing else, so raw option input cannot
 * reach it by accident (a type error at compile time, a clear `TypeError` at run time).
 */
import type { GalleryOptions } from './types'

/**
 * The brand's key. An own enumerable symbol property: JSON, `structuredClone` and key listings
 * ignore it, while a spread of resolved options (`{ ...resolved, targetItemSize: 300 }`) keeps it.
 */
export const RESOLVED_OPTIONS_BRAND: unique symbol = Symbol('vitrine.resolvedGalleryOptions')

/** Complete gallery options as `resolveOptions` returns them: the only options the layouter takes. */
export type ResolvedGalleryOptions = GalleryOptions & { readonly [RESOLVED_OPTIONS_BRAND]: true }

/** Brands complete options; only `resolveOptions` calls this. */
export function brandResolved(options: GalleryOptions): ResolvedGalleryOptions {
  Object.defineProperty(options, RESOLVED_OPTIONS_BRAND, { value: true, enumerable: true })
  return options as ResolvedGalleryOptions
}

/** True when `value` came from `resolveOptions` (or is a spread copy of its output). */
export function isResolvedOptions(value: unknown): value is ResolvedGalleryOptions {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { [RESOLVED_OPTIONS_BRAND]?: unknown })[RESOLVED_OPTIONS_BRAND] === true
  )
}

/**
 * Throws a `TypeError` naming `caller` and the function to call first unless `value` is the
 * output of `resolveOptions`.
 */
export function assertResolvedOptions(value: unknown, caller: string): asserts value is ResolvedGalleryOptions {
  if (isResolvedOptions(value)) return
  const got =
    value === undefined ? 'no options' : typeof value === 'object' && value !== null ? 'raw options' : String(value)
  throw new TypeError(
    `${caller}: options must be an object returned by resolveOptions (got ${got}); call resolveOptions(input) first and pass its result`,
  )
}
