import {
  cloneElement,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type HTMLAttributes,
  type ReactNode,
} from 'react'
import {
  localeDirection,
  normalizeDocument,
  paywallClass,
  relFlagsFromString,
  themeVariables,
  type HashtagSettings,
  type LinkSettings,
  type OEmbedPort,
  type RichContent,
  type RichContentInput,
  type Theme,
} from '../../core/document'
import type { Logger } from '../../ports/logger'
import type { MapProvider } from '../../ports/mapProvider'
import type { PollService } from '../../ports/pollService'
import { ownValue } from '../../core/shared/ownValue'
import { viewerMessages, type ViewerMessages } from './viewerMessages'
import { ErrorBoundary } from './PluginBlock'
import { createPluginRegistry, type ViewerPlugin } from './createPluginRegistry'
import type { RenderContext, ViewerAction } from './RenderContext'
import { renderNodes } from './renderNodes'
import { useLocaleMessages } from './useLocaleMessages'
import { useViewerBehaviour, type BehaviourCallbacks, type ViewerLoadedReport } from './useViewerBehaviour'
import { viewerCss } from './viewerCss'
import { parseDocumentInput } from '../../core/document/parseDocumentInput'
import { cardText } from './cards/cardText'
import type { Clock } from '../../ports/clock'
import { NO_VIEWER_PORTS, ViewerPortsContext } from './viewerPorts'

/** Props of {@link RichContentViewer}; only `content` is required. */
export interface RichContentViewerProps {
  /**
   * A Ricos "nodes" document (`{ nodes: [...] }`), or its JSON text. A value that is not one (null, HTML,
   * a wrapped document, Draft.js content) renders a short notice instead, logs one line and calls
   * `onError` with a `DocumentError` saying what was passed; inside a document, what cannot be read is
   * dropped, never thrown.
   */
  content: RichContentInput | string
  /** Palette and custom styles for paragraph, headings, quote and code block. */
  theme?: Theme
  /**
   * Locale code: sets `lang`, the UI strings (whose bundle loads after mount; English on the server and
   * at hydration) and the direction of the viewer's own controls (ar, he, fa, ur ... are right to
   * left, set on the root). The content's direction never comes from the locale: each text block
   * follows its own text.
   */
  locale?: string
  /** Mobile font sizes. */
  isMobile?: boolean
  /** Renderers for media and interactive nodes (image, gallery, video, poll ...). */
  plugins?: ViewerPlugin[]
  /** Default link target (BLANK, a new tab) and rel flags. */
  linkSettings?: LinkSettings
  /** @deprecated Use `linkSettings.rel`. A string such as "nofollow ugc"; warns once. */
  relValue?: string
  /** Turns `#tag` text into links to the post search page (`/search/posts?query=%23tag` by default). */
  hashtag?: boolean | HashtagSettings
  /** Address of a mention; without it mentions render as styled text. */
  mentionHref?: (mention: { name?: string; slug?: string; id?: string }) => string | undefined
  /** Adds a class (default `paywall`) to the first `count` (default 3) top-level nodes. */
  paywall?: boolean | { className?: string; count?: number }
  /** UI strings to use instead of the locale's bundle (keys of the i18n bundles). */
  messages?: ViewerMessages
  /** Renders the viewer stylesheet in a `<style>` (default true). */
  injectStyles?: boolean
  /** Extra class on the root element. */
  className?: string
  /**
   * Where the viewer's own errors and warnings go. Default: the nearest `ViewerPortsContext`'s (the
   * console in the `vitrine/react` and `vitrine/react/viewer` entries).
   */
  logger?: Logger
  /** The time players and polls run on. Default: the nearest `ViewerPortsContext`'s (the system clock in the entries). */
  clock?: Clock
  /** Looks up thumbnails of provider videos that have none (oEmbed); a failed lookup leaves the poster empty. */
  oembed?: OEmbedPort
  /**
   * A viewer-level failure: a `content` that is not a document (a `DocumentError`, once per value, after
   * mount; the viewer shows a notice) or a render failure (the viewer renders nothing).
   */
  onError?: (error: unknown) => void
  /** False while the site is unpublished: product, event and booking buttons are disabled with a tooltip. Default true. */
  sitePublished?: boolean
  /** The poll service polls vote through (e.g. `fetchPollService` from `vitrine/adapters/browser`); without it polls are read-only. */
  pollService?: PollService
  /** An embeddable map provider (e.g. `openStreetMap()` from `vitrine/document`); without it maps are static cards. */
  mapProvider?: MapProvider
  /** Called once after mount with counts of plugins and links. */
  onViewerLoaded?: (report: ViewerLoadedReport) => void
  /** Spoiler reveals, button and link clicks, collapsible toggles. */
  onViewerAction?: (action: ViewerAction) => void
}

const warnedRelValue = new WeakSet<Logger>()

/**
 * Renders a rich-content document as semantic HTML. Synchronous and provider-free: with only `content`
 * it renders the complete markup with `renderToString`. Whatever the document, it never throws:
 * unreadable input is normalised, each node is guarded, and a viewer-level failure calls `onError` and
 * renders nothing. It throws only without ports ({@link NO_VIEWER_PORTS}): the entries' viewer has them.
 */
export function RichContentViewer(props: RichContentViewerProps): ReactElement | null {
  const idPrefix = useId()
  const root = useRef<HTMLDivElement>(null)
  const [debug, setDebug] = useState(false)
  const ports = useContext(ViewerPortsContext)
  const logger = props.logger ?? ports?.logger
  const clock = props.clock ?? ports?.clock
  if (!logger || !clock) throw new Error(NO_VIEWER_PORTS)
  const localeMessages = useLocaleMessages(typeof props.locale === 'string' ? props.locale : 'en', logger)
  const reading = useMemo(() => parseDocumentInput(props.content), [props.content])
  const content = useMemo(() => normalizeDocument(reading.value, { logger }), [reading, logger])
  // The latest callbacks, stored after each render (before the behaviour's effects read them).
  const callbacks = useRef<BehaviourCallbacks>(props)
  useEffect(() => {
    callbacks.current = props
  })
  useDocumentErrorReport(reading.isDocument ? undefined : props.content, logger, callbacks)
  useViewerBehaviour(root, callbacks, content, setDebug)
  let view: ViewerMarkup
  try {
    view = renderViewer(props, content, !reading.isDocument, { logger, clock }, idPrefix, debug, localeMessages)
  } catch (error) {
    try {
      if (props.onError) props.onError(error)
      else logger.error('Vitrine viewer: the document could not be rendered', error)
    } catch {
      // A throwing host callback must not break the page either.
    }
    return null
  }
  return (
    <ErrorBoundary onError={view.reportError}>
      <div ref={root} {...view.attributes}>
        {/* The library's own constant stylesheet, as raw text: React 18's server renderer escapes the text
            children of <style> (`>` becomes `&gt;`), which breaks its child selectors. */}
        {props.injectStyles === false ? null : <style dangerouslySetInnerHTML={{ __html: viewerCss }} />}
        {view.body}
      </div>
    </ErrorBoundary>
  )
}

/** The root element's attributes, its rendered nodes and where a node's render failure goes. */
interface ViewerMarkup {
  attributes: HTMLAttributes<HTMLDivElement>
  body: ReactNode[]
  reportError: (error: unknown) => void
}

/**
 * Reports a `content` that is not a document once per problem, never once per render (an inline value is a
 * new object on every render): one logged line, then `onError` with a `DocumentError`. After mount (so a
 * host may set state in it), with the messages in their own chunk: the first render does not carry them.
 */
function useDocumentErrorReport(
  notDocument: unknown,
  logger: Logger,
  callbacks: { current: Pick<RichContentViewerProps, 'onError'> },
): void {
  const reported = useRef<{ message: string } | undefined>(undefined)
  useEffect(() => {
    if (notDocument === undefined && reported.current === undefined) return
    void import('../../core/document/documentError').then(({ contentError }) => {
      const error = notDocument === undefined ? undefined : contentError(notDocument)
      if (reported.current?.message === error?.message) return
      reported.current = error
      if (!error) return
      logger.error(error.message)
      try {
        callbacks.current.onError?.(error)
      } catch {
        // A throwing host callback must not break the page either.
      }
    })
  }, [notDocument, logger, callbacks])
}

function renderViewer(
  props: RichContentViewerProps,
  content: RichContent,
  notDocument: boolean,
  ports: { logger: Logger; clock: Clock },
  idPrefix: string,
  debug: boolean,
  localeMessages: ViewerMessages,
): ViewerMarkup {
  const { logger } = ports
  let linkSettings = props.linkSettings ?? {}
  if (typeof props.relValue === 'string') {
    if (!warnedRelValue.has(logger)) {
      warnedRelValue.add(logger)
      logger.warn('Vitrine viewer: the relValue prop is deprecated; use linkSettings.rel')
    }
    linkSettings = { ...linkSettings, rel: { ...relFlagsFromString(props.relValue), ...linkSettings.rel } }
  }
  const registry = createPluginRegistry(props.plugins)
  const messages = props.messages
  const context: RenderContext = {
    renderers: registry.renderers,
    components: registry.components,
    linkSettings,
    hashtag: props.hashtag === true ? {} : props.hashtag || undefined,
    mentionHref: props.mentionHref,
    logger,
    clock: ports.clock,
    isMobile: Boolean(props.isMobile),
    idPrefix,
    direction: localeDirection(props.locale),
    locale: safeLocale(props.locale),
    t: (key) =>
      ownValue<string>(messages, key) ?? ownValue<string>(localeMessages, key) ?? ownValue(viewerMessages, key) ?? key,
    report: (action) => props.onViewerAction?.(action),
    onError: props.onError,
    oembed: props.oembed,
    renderNodes,
    cards: {
      sitePublished: props.sitePublished !== false,
      pollService: props.pollService,
      mapProvider: props.mapProvider,
    },
    missing: new Set(),
  }
  // A value that is not a document shows a notice where the document would be, never an empty box.
  let body: ReactNode[] = notDocument
    ? [
        <p key="vt-doc-error" className="vt-doc-error" role="alert">
          {cardText(context, 'documentUnreadable')}
        </p>,
      ]
    : renderNodes(content.nodes, context)
  if (props.paywall) body = withPaywall(body, props.paywall === true ? {} : props.paywall)
  const vars = themeVariables({
    theme: props.theme,
    documentStyle: content.documentStyle,
    isMobile: props.isMobile,
    logger,
  })
  let className = props.isMobile ? 'vt-viewer vt-mobile' : 'vt-viewer'
  if (debug) className += ' vt-debug'
  if (typeof props.className === 'string') className += ` ${props.className}`
  const reportError = (error: unknown) =>
    props.onError ? props.onError(error) : logger.error('Vitrine viewer: the document could not be rendered', error)
  const attributes = {
    className,
    // The locale's direction reaches the viewer's own controls by inheritance; the content does not
    // take it: every text block, list, quote, table and layout carries dir="auto" (or the direction the
    // document sets), and aligned blocks (images, buttons, dividers) align physically.
    dir: props.locale ? localeDirection(props.locale) : undefined,
    lang: safeLocale(props.locale),
    style: vars,
  }
  return { attributes, body, reportError }
}

function withPaywall(body: ReactNode[], settings: { className?: string; count?: number }): ReactNode[] {
  return body.map((element, i) => {
    const paywall = paywallClass(i, settings)
    if (!paywall || !isValidElement<{ className?: string }>(element)) return element
    if (typeof element.type !== 'string')
      return (
        <div key={i} className={paywall}>
          {element}
        </div>
      )
    return cloneElement(element, {
      className: element.props.className ? `${element.props.className} ${paywall}` : paywall,
    })
  })
}

function safeLocale(locale: unknown): string | undefined {
  return typeof locale === 'string' && /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(locale)
    ? locale.replace('_', '-')
    : undefined
}
