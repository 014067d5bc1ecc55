import type { Logger } from '../../ports'

/** One logged message. */
export interface LogEntry {
  readonly level: 'error' | 'warn' | 'info'
  readonly message: string
  readonly details: unknown[]
}

/** A logger that keeps what it is told, so "logs an error" is testable. */
export interface RecordingLogger extends Logger {
  readonly entries: LogEntry[]
  /** Messages logged at `level`. */
  messages(level?: LogEntry['level']): string[]
  /** Forgets every recorded entry. */
  clear(): void
}

/** Creates a {@link RecordingLogger}. */
export function recordingLogger(): RecordingLogger {
  const entries: LogEntry[] = []
  const log =
    (level: LogEntry['level']) =>
    (message: string, ...details: unknown[]) => {
      entries.push({ level, message, details })
    }
  return {
    entries,
    error: log('error'),
    warn: log('warn'),
    info: log('info'),
    messages: (level) => entries.filter((e) => !level || e.level === level).map((e) => e.message),
    clear: () => {
      entries.length = 0
    },
  }
}
