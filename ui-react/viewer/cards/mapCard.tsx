import {
  anchorId,
  EMBED_SANDBOX,
  mapSearchUrl,
  mapView,
  MAP_DEFAULT_HEIGHT,
  openStreetMapLink,
  safeHref,
  safeMediaUrl,
  type RichNode,
} from '../../../core/document'
import type { NodeRenderer } from '../RenderContext'
import { cardText } from './cardText'
import { DEFAULT_CARD_OPTIONS } from './CardOptions'

/**
 * A MAP: with a map provider, its embeddable map in a sandboxed frame; without one, a static card with
 * the place and address. Both link out to the map (the provider's, else OpenStreetMap).
 */
export const mapCard: NodeRenderer = (node: RichNode, context, key) => {
  const view = mapView(node.mapData)
  const location = view.location
  if (!location && !view.address) return null
  const provider = (context.cards ?? DEFAULT_CARD_OPTIONS).mapProvider
  const embed = provider && location ? safeMediaUrl(provider.embedUrl(location)) : undefined
  const href = safeHref(
    location
      ? provider
        ? provider.linkUrl(location)
        : openStreetMapLink(location)
      : view.address
        ? mapSearchUrl(view.address)
        : undefined,
  )
  const height = location?.height ?? MAP_DEFAULT_HEIGHT
  return (
    <div key={key} id={node.id ? anchorId(node.id) : undefined} className="vt-map">
      {embed ? (
        <iframe
          className="vt-map-frame"
          src={embed}
          sandbox={EMBED_SANDBOX}
          title={view.name ? `${provider!.name}: ${view.name}` : provider!.name}
          width="100%"
          height={height}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="vt-map-static" style={{ height: Math.min(height, 200) }} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              fill="currentColor"
            />
          </svg>
        </div>
      )}
      <div className="vt-map-caption">
        <span className="vt-map-text">
          {view.name ? <span className="vt-map-name">{view.name}</span> : null}
          {view.address && view.address !== view.name ? <span className="vt-map-address">{view.address}</span> : null}
        </span>
        {href ? (
          <a
            className="vt-map-link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-vt-reported
            onClick={() => context.report({ pluginId: 'MAP', actionName: 'click', value: href })}
          >
            {cardText(context, 'mapOpen')}
          </a>
        ) : null}
      </div>
    </div>
  )
}
