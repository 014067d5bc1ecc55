import type { Logger } from '../../ports'

/** A {@link Logger} over `console`, each message prefixed with `prefix`. */
export function consoleLogger(prefix = '[vitrine]'): Logger {
  return {
    error: (message, ...details) => console.error(`${prefix} ${message}`, ...details),
    warn: (message, ...details) => console.warn(`${prefix} ${message}`, ...details),
    info: (message, ...details) => console.info(`${prefix} ${message}`, ...details),
  }
}
