/**
 * vitrine/react/viewer: the rich-content viewer for React: the component, its plugin registry and its
 * stylesheet.
 *
 * @module vitrine/react/viewer
 */
export { RichContentViewer, type RichContentViewerProps } from './RichContentViewer'
export { ViewerPortsContext, NO_VIEWER_PORTS, type ViewerPorts } from './viewerPorts'
export { createPluginRegistry, lazyBehaviour, type ViewerPlugin, type PluginRegistry } from './createPluginRegistry'
export type { NodeRenderer, NodeRendererProps, RenderContext, ViewerAction } from './RenderContext'
export type { CardOptions } from './cards/CardOptions'
export type { ViewerLoadedReport } from './useViewerBehaviour'
export { renderNodes, renderNode } from './renderNodes'
export { viewerCss } from './viewerCss'
export { viewerMessages, type ViewerMessages, type ViewerMessageKey } from './viewerMessages'
