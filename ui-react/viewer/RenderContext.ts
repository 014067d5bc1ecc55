import type { ComponentType, ReactNode } from 'react'
import {
  textDirection,
  type HashtagSettings,
  type LinkSettings,
  type OEmbedPort,
  type RichNode,
} from '../../core/document'
import type { Clock } from '../../ports/clock'
import type { Logger } from '../../ports/logger'
import type { ViewerMessageKey } from './viewerMessages'
import type { CardOptions } from './cards/CardOptions'

/** An action reported to the host (`onViewerAction`): spoiler reveals, button and link clicks, expansions. */
export interface ViewerAction {
  /** The node type or feature: 'SPOILER', 'BUTTON', 'LINK', 'ANCHOR', 'HASHTAG', 'COLLAPSIBLE_LIST', or a plugin's type. */
  pluginId: string
  actionName: string
  value?: string
}

/** What a node renderer receives. */
export interface NodeRendererProps {
  node: RichNode
  context: RenderContext
}

/**
 * A node renderer: a plain function returning markup. It is called during render (not as a component),
 * so it must not use hooks; return a component element for anything stateful.
 */
export type NodeRenderer = (node: RichNode, context: RenderContext, key: number) => ReactNode

/** Everything the render functions share for one viewer render (built once, never per node). */
export interface RenderContext {
  renderers: Readonly<Record<string, NodeRenderer>>
  /** Plugin components (media, interactive) isolated by an error boundary. */
  components: Readonly<Record<string, ComponentType<NodeRendererProps>>>
  linkSettings: LinkSettings
  hashtag?: HashtagSettings
  /** The address of a mention, or undefined to render it without a link. */
  mentionHref?: (mention: { name?: string; slug?: string; id?: string }) => string | undefined
  logger: Logger
  /** The time players and polls run on. */
  clock: Clock
  isMobile: boolean
  /** Prefix for generated element ids (from useId, stable across server and client). */
  idPrefix: string
  /**
   * The locale's direction, for the viewer's own controls only (buttons, menus, players, arrows):
   * put `dir={context.direction}` on them. Content never takes it.
   */
  direction: 'ltr' | 'rtl'
  /**
   * The viewer's locale code (undefined for English), for parts that load their own strings after an
   * interaction, such as the fullscreen viewer: its labels and direction follow the viewer's.
   */
  locale?: string
  /**
   * The direction the document sets for the content being rendered (a collapsible list's LTR/RTL);
   * undefined when each text block follows its own text (`dir="auto"`, see {@link contentDir}).
   */
  contentDir?: 'ltr' | 'rtl'
  /** The viewer's UI string for `key` in the current locale. */
  t: (key: ViewerMessageKey) => string
  /** Reports an action to the host. */
  report: (action: ViewerAction) => void
  /** The host's `onError` (player load failures); undefined when the host gave none. */
  onError?: (error: unknown) => void
  /** The host's oEmbed lookup for provider video thumbnails. */
  oembed?: OEmbedPort
  /** Renders child nodes at a list nesting level. */
  renderNodes: (nodes: readonly RichNode[], context: RenderContext, listLevel?: number) => ReactNode[]
  /** Options of the card and interactive nodes (poll service, site publication, map provider). */
  cards?: CardOptions
  /** Node types already reported as missing a renderer in this render. */
  missing: Set<string>
}

/** The `dir` of a text block: `auto` (its own text decides) unless the document set a direction above it. */
export function contentDir(context: Pick<RenderContext, 'contentDir'>): 'auto' | undefined {
  return context.contentDir ? undefined : 'auto'
}

/**
 * The `dir` of a container (list, quote, table, layout): the direction of its first letter. A browser's
 * `dir="auto"` skips children that carry their own `dir`, so containers get the computed value.
 */
export function containerDir(
  node: RichNode,
  context: Pick<RenderContext, 'contentDir'>,
): 'ltr' | 'rtl' | 'auto' | undefined {
  return context.contentDir ? undefined : (textDirection(node) ?? 'auto')
}
