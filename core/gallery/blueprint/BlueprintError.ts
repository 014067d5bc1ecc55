import { VitrineError } from '../../shared/errors'

/** Why the latest blueprint build failed: the layouter's or an item's error, kept as `cause`. */
export class BlueprintError extends VitrineError<'BLUEPRINT_BUILD_FAILED'> {
  constructor(cause: unknown) {
    // Always `BLUEPRINT_BUILD_FAILED` (a build is the one thing that can fail).
    super('BLUEPRINT_BUILD_FAILED', cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'BlueprintError'
  }
}
