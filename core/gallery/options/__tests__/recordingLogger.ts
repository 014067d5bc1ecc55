import type { Logger } from '../../../../ports/logger'

/** A Logger that records every message by level, for assertions. */
export function recordingLogger(): Logger & { errors: string[]; warnings: string[]; infos: string[] } {
  const errors: string[] = []
  const warnings: string[] = []
  const infos: string[] = []
  return {
    errors,
    warnings,
    infos,
    error: (message) => void errors.push(message),
    warn: (message) => void warnings.push(message),
    info: (message) => void infos.push(message),
  }
}
