/** Why the latest blueprint build failed: the layouter's or an item's error, kept as `cause`. */
export class BlueprintError extends Error {
  /** Always `BLUEPRINT_BUILD_FAILED` (a build is the one thing that can fail). */
  readonly code = 'BLUEPRINT_BUILD_FAILED'
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'BlueprintError'
  }
}
