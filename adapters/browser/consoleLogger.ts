import type { Logger } from '../../ports'

/**
 * A {@link Logger} over `console`, each message prefixed with `prefix` (default `[vitrine]`); an empty
 * prefix passes messages through unchanged. The console is looked up at each call, so a test's spy on
 * `console.error` sees messages of a logger made before it.
 */
export function consoleLogger(prefix = '[vitrine]'): Logger {
  const text = (message: string) => (prefix ? `${prefix} ${message}` : message)
  return {
    error: (message, ...details) => console.error(text(message), ...details),
    warn: (message, ...details) => console.warn(text(message), ...details),
    info: (message, ...details) => console.info(text(message), ...details),
  }
}
