import type { MapProvider } from '../../../ports/mapProvider'
import type { PollService } from '../../../ports/pollService'

/** What the card and interactive nodes take from the viewer's props. */
export interface CardOptions {
  /** False on a site that is not published yet: vertical embed buttons are disabled with a tooltip. */
  sitePublished: boolean
  /** Where polls read and send votes; without it polls are read-only. */
  pollService?: PollService
  /** Shows MAP nodes in a sandboxed frame; without it a map is a static card with a link. */
  mapProvider?: MapProvider
}

/** Card options when the host set none: published, no poll service, no map provider. */
export const DEFAULT_CARD_OPTIONS: CardOptions = { sitePublished: true }
