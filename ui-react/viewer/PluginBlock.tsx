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
      <ErrorBoundary
        onError={(error) =>
          context.logger.error(
            `Vitrine viewer: the ${String(node.type)} block "${node.id}" failed to render and is hidden`,
            error,
          )
        }
      >
        <Plugin node={node} context={context} />
      </ErrorBoundary>
    </Suspense>
  )
}

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  onError: (error: unknown) => void
  children: ReactNode
}

/** Renders nothing once a child throws (browser only: boundaries do not run on the server) and reports it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    try {
      this.props.onError(error)
    } catch {
      // A throwing host callback must not break the page.
    }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
