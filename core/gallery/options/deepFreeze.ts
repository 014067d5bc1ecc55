/**
 * Freezes plain data recursively and returns it, so shared tables (the defaults, the presets) cannot
 * be changed by a caller; `resolveOptions` always returns fresh, unfrozen copies.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  }
  return value
}
