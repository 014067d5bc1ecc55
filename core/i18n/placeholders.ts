/** Values for a message's `{placeholders}`. */
export type MessageParams = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * `template` with each `{name}` replaced by `params[name]`; a placeholder without a value stays as
 * written, so a missing parameter is visible rather than silently dropped.
 */
export function fillPlaceholders(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

/** The placeholder names used in `template`, sorted (for checking translations). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]).sort()
}
