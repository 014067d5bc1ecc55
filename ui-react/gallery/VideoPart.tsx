/** The autoplaying videos' part (loaded only with `playTrigger: 'AUTO'`, see galleryParts). */
import type { RefObject } from 'react'
import type { Logger } from '../../ports/logger'
import { useVideoScrollHelper } from './useVideoScrollHelper'

/** Plays autoplaying videos while in view and pauses them out of it (see useVideoScrollHelper). */
export function VideoScrollHelper(props: {
  itemsRef: RefObject<HTMLElement | null>
  logger: Logger | undefined
}): null {
  useVideoScrollHelper(props.itemsRef, true, props.logger)
  return null
}
