import type { Logger } from '../../../ports/logger'

type LooseConsole = {
  error?: (...args: unknown[]) => void
  warn?: (...args: unknown[]) => void
  info?: (...args: unknown[]) => void
}

/**
 * The Logger used when the caller passes none: the platform console found through `globalThis`
 * (typed loosely so the core carries no DOM or Node types), or silence where there is no console.
 */
export function platformLogger(): Logger {
  const found = (globalThis as unknown as { console?: LooseConsole }).console
  const call =
    (level: keyof LooseConsole) =>
    (message: string, ...details: unknown[]): void => {
      const fn = found?.[level]
      if (typeof fn === 'function') fn.call(found, message, ...details)
    }
  return { error: call('error'), warn: call('warn'), info: call('info') }
}
