/**
 * vitrine/gallery: the gallery engine of `core/gallery` with the platform default wired in: option
 * problems reported by `resolveOptions` go to the console when no logger is passed (the core alone
 * reports nowhere). Everything else is re-exported unchanged.
 *
 * @module vitrine/gallery
 */
import { consoleLogger } from '../adapters/browser/consoleLogger'
import {
  resolveOptions as resolveCoreOptions,
  type ResolvedGalleryOptions,
  type ResolveOptionsEnv,
} from '../core/gallery'

export * from '../core/gallery'

/**
 * Resolves any option input into complete `GalleryOptions` (see the core's `resolveOptions`);
 * invalid values are reported to `env.logger`, the console by default.
 */
export function resolveOptions(input?: unknown, env: ResolveOptionsEnv = {}): ResolvedGalleryOptions {
  return resolveCoreOptions(input, { ...env, logger: env.logger ?? consoleLogger('') })
}
