/**
 * The one base of the errors Vitrine throws where an API must throw (the `wix-data` style calls, the
 * official identity client's shape, the emulator's services) or a status snapshot carries an error:
 * every subclass has a required string `code` a caller can branch on, and the error it was made from,
 * if any, is the standard `cause` (passed as `ErrorOptions`, never copied by hand).
 *
 * Misuse (a wrong argument type, a missing port) is not a `VitrineError`: it throws a plain `TypeError`
 * or `RangeError` whose message names the call and what to pass.
 */
export class VitrineError<TCode extends string = string> extends Error {
  /** What went wrong, stable across releases (e.g. `WDE0025`, `invalidPassword`, `BLUEPRINT_BUILD_FAILED`). */
  readonly code: TCode
  constructor(code: TCode, message: string, options?: ErrorOptions) {
    // Only a real cause becomes `cause`: an error made without one has no `cause` property at all.
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'VitrineError'
    this.code = code
  }
}

/** The `code` of `error` when it carries a string one (any thrown value is accepted), else undefined. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code
  return typeof code === 'string' ? code : undefined
}
