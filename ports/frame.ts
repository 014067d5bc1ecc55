/** A message that arrived from a frame opened through {@link FramePort}. */
export interface FrameMessage {
  /** The origin the message came from, as the platform reported it. */
  readonly origin: string
  readonly data: unknown
}

/** What to do with a frame's messages. */
export interface FrameOptions {
  /**
   * Only messages from this origin (and from the opened frame's own window) are delivered.
   * The adapter checks both; the core checks the origin again.
   */
  readonly expectedOrigin: string
  /** Called with each message that passed the origin and source checks. */
  onMessage(message: FrameMessage): void
  /** The frame could not be loaded. */
  onError?(error: Error): void
}

/** An open frame; `close()` removes it and stops listening (idempotent). */
export interface FrameHandle {
  /** Removes the frame and stops listening. */
  close(): void
}

/** Loads a URL out of sight (a hidden iframe in browsers) and reports its postMessage answers. */
export interface FramePort {
  /** Opens `url` in a hidden frame and reports its messages to `options.onMessage`. */
  open(url: string, options: FrameOptions): FrameHandle
}
