import { VitrineError } from '../../shared/errors'

/** Why a media player shows status `error`: the media could not be loaded or played (`MEDIA_FAILED`). */
export class MediaError extends VitrineError<'MEDIA_FAILED'> {
  constructor(message = 'The media could not be played', cause?: unknown) {
    super('MEDIA_FAILED', message, { cause })
    this.name = 'MediaError'
  }
}
