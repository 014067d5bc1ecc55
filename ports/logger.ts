/** Where the core reports what the spec calls "logs an error" or "console message". */
export interface Logger {
  error(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  info(message: string, ...details: unknown[]): void
}
