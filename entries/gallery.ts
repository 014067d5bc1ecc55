/**
 * vitrine/gallery: the gallery engine of `core/gallery` with the platform defaults wired in: option
 * problems reported by `resolveOptions` go to the console when no logger is passed (the core alone
 * reports nowhere), and `createGalleryController` runs on the system clock, the console logger and,
 * from its worker threshold, the package's layout worker, unless other ports are passed. Everything
 * else is re-exported unchanged.
 *
 * @module vitrine/gallery
 */
import { consoleLogger } from '../adapters/browser/consoleLogger'
import { defaultLayoutWorker, lazyLayoutPort } from '../adapters/browser/defaultLayoutWorker'
import { systemClock } from '../adapters/browser/systemClock'
import {
  createGalleryController as createCoreGalleryController,
  resolveOptions as resolveCoreOptions,
  type GalleryController,
  type GalleryControllerOptions as CoreGalleryControllerOptions,
  type ResolvedGalleryOptions,
  type ResolveOptionsEnv,
} from '../core/gallery'
import type { Clock } from '../ports'

export * from '../core/gallery'

/**
 * Resolves any option input into complete `GalleryOptions` (see the core's `resolveOptions`);
 * invalid values are reported to `env.logger`, the console by default.
 */
export function resolveOptions(input?: unknown, env: ResolveOptionsEnv = {}): ResolvedGalleryOptions {
  return resolveCoreOptions(input, { ...env, logger: env.logger ?? consoleLogger('') })
}

/** Options of {@link createGalleryController}: the core's, with `clock` optional (default: the system clock). */
export interface GalleryControllerOptions extends Omit<CoreGalleryControllerOptions, 'clock'> {
  readonly clock?: Clock
}

/**
 * The gallery widget without a view (see the core's `createGalleryController`): `clock` defaults to
 * the system clock, `logger` to the console, `layout` to the package's layout worker (started only
 * when a gallery reaches the worker threshold; stopped by `dispose()`), `openUrl` to `window.open`.
 */
export function createGalleryController(options: GalleryControllerOptions): GalleryController {
  const logger = options.logger ?? consoleLogger()
  const own = options.layout ? null : lazyLayoutPort(() => defaultLayoutWorker(logger))
  const controller = createCoreGalleryController({
    ...options,
    clock: options.clock ?? systemClock(),
    logger,
    layout: options.layout ?? own ?? undefined,
    openUrl:
      options.openUrl ??
      (typeof window === 'undefined' ? undefined : (url, target) => void window.open(url, target, 'noopener')),
  })
  if (!own) return controller
  return {
    ...controller,
    dispose() {
      controller.dispose()
      own.dispose()
    },
  }
}
