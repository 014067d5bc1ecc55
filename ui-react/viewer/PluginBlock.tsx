import { Component, Suspense, type ComponentType, type ReactNode } from 'react'
import type { RichNode } from '../../core/document'
import type { NodeRendererProps, RenderContext } from './RenderContext'

/** Props of {@link PluginBlock}. */
export interface PluginBlockProps {
  component: ComponentType<NodeRendererProps>
  node: RichNode
  context: RenderContext
}

/**
 * Isolates a plugin component: in the browser an error boundary hides a failing block; on the server the
 * Suspense boundary lets renderToString emit nothing for it instead of throwing. Nothing here suspends,
 * so the plugin's markup is in the server output.
 */
export function PluginBlock({ component: Plugin, node, context }: PluginBlockProps) {
  return (
    <Suspense fallback={null}>
      <BlockBoundary context={context} node={node}>
        <Plugin node={node} context={context} />
      </BlockBoundary>
    </Suspense>
  )
}

class BlockBoundary extends Component<{ context: RenderContext; node: RichNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.context.logger.error(`Vitrine viewer: the ${String(this.props.node.type)} block "${this.props.node.id}" failed to render and is hidden`, error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
