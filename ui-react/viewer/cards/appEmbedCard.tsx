import {
  anchorId,
  appEmbedView,
  linkAttributes,
  safeToken,
  type DurationParts,
  type RichNode,
} from '../../../core/document'
import type { NodeRenderer, RenderContext } from '../RenderContext'
import { cardText } from './cardText'
import { DEFAULT_CARD_OPTIONS } from './CardOptions'

/** A booking duration in the visitor's language: "45 min", "2 hr", "1 hr 30 min". */
export function durationText(context: Pick<RenderContext, 't'>, d: DurationParts): string {
  if (d.kind === 'minutes') return cardText(context, 'durationMinutes', { minutes: d.minutes })
  if (d.kind === 'hours') return cardText(context, 'durationHours', { hours: d.hours })
  return cardText(context, 'durationHoursMinutes', { hours: d.hours, minutes: d.minutes })
}

/**
 * An APP_EMBED (product, event or booking) as a card: image 185 px wide, the name cut at 80 characters,
 * the event's schedule and place or the booking's durations, and Buy Now / Register Now / Book Now.
 * On an unpublished site the button is disabled and explains why in a tooltip.
 */
export const appEmbedCard: NodeRenderer = (node: RichNode, context, key) => {
  const view = appEmbedView(node.appEmbedData, { published: (context.cards ?? DEFAULT_CARD_OPTIONS).sitePublished })
  const cta = cardText(context, view.ctaKey)
  const link = view.action.kind === 'link' ? linkAttributes({ url: view.action.href }, context.linkSettings) : undefined
  const report = () => context.report({ pluginId: 'APP_EMBED', actionName: 'click', value: view.kind })
  const tipId = `${context.idPrefix}tip-${safeToken(node.id) || key}`
  const image = view.image ? (
    <img
      src={view.image.src}
      width={view.image.width}
      height={view.image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  ) : null
  return (
    <div
      key={key}
      id={node.id ? anchorId(node.id) : undefined}
      className={`vt-card vt-card-${view.kind.toLowerCase()}`}
    >
      {image ? (
        link ? (
          <a
            className="vt-card-media"
            href={link.href}
            target={link.target}
            rel={link.rel}
            tabIndex={-1}
            aria-label={view.fullName || view.name}
            data-vt-reported
            onClick={report}
          >
            {image}
          </a>
        ) : (
          <div className="vt-card-media">{image}</div>
        )
      ) : null}
      <div className="vt-card-body">
        <p className="vt-card-name" title={view.fullName}>
          {view.name}
        </p>
        {view.scheduling ? <p className="vt-card-meta vt-card-when">{view.scheduling}</p> : null}
        {view.location ? <p className="vt-card-meta vt-card-where">{view.location}</p> : null}
        {view.durations.length ? (
          <p className="vt-card-meta vt-card-duration">
            {view.durations.map((d) => durationText(context, d)).join(' · ')}
          </p>
        ) : null}
        {link ? (
          <a
            className="vt-card-cta"
            href={link.href}
            target={link.target}
            rel={link.rel}
            data-vt-reported
            onClick={report}
          >
            {cta}
          </a>
        ) : view.action.kind === 'disabled' ? (
          <span className="vt-card-cta-wrap" tabIndex={0} aria-describedby={tipId}>
            <button type="button" className="vt-card-cta" disabled>
              {cta}
            </button>
            <span role="tooltip" id={tipId} className="vt-tooltip">
              {cardText(context, 'embedUnpublished')}
            </span>
          </span>
        ) : null}
      </div>
    </div>
  )
}
