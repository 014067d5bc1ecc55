import type { Logger } from '../../ports'

/** Options of {@link consoleLogger}. */
export interface ConsoleLoggerOptions {
  /** The least severe level written: `info` (default) writes everything, `error` only errors. */
  readonly level?: 'info' | 'warn' | 'error'
}

const SEVERITY = { info: 0, warn: 1, error: 2 } as const

/**
 * The project's one {@link Logger} over `console`: each message prefixed with `prefix` (default
 * `[vitrine]`; an empty prefix passes messages through unchanged), levels below `options.level`
 * dropped. The console is looked up at each call, so a spy on `console.error` sees every message.
 */
export function consoleLogger(prefix = '[vitrine]', options: ConsoleLoggerOptions = {}): Logger {
  const least = SEVERITY[options.level ?? 'info']
  const text = (message: string) => (prefix ? `${prefix} ${message}` : message)
  const write = (level: keyof typeof SEVERITY) =>
    SEVERITY[level] < least
      ? () => undefined
      : (message: string, ...details: unknown[]) => console[level](text(message), ...details)
  return { error: write('error'), warn: write('warn'), info: write('info') }
}
