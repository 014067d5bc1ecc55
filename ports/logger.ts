/** Where the cores report errors, warnings and console messages (never thrown, never silent). */
export interface Logger {
  /** Something failed; the caller went on with a fallback. */
  error(message: string, ...details: unknown[]): void
  /** Something was refused or ignored (an invalid option, an impossible navigation). */
  warn(message: string, ...details: unknown[]): void
  /** A fact worth knowing (a deprecated name used, a default applied). */
  info(message: string, ...details: unknown[]): void
}
