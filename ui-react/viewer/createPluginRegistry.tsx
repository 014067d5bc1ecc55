import type { ComponentType } from 'react'
import type { NodeRenderer, NodeRendererProps } from './RenderContext'
import { ownTable } from '../../core/shared/ownValue'
import { builtinRenderers } from './builtinRenderers'

/**
 * A viewer plugin: renders one node type. `render` is a plain function (no hooks, fastest, guarded per
 * node); `component` may hold state and is isolated by an error boundary. Interactive behaviour should
 * come through {@link lazyBehaviour}, so it loads after hydration and stays out of the initial bundle.
 */
export interface ViewerPlugin {
  /** The node type, e.g. 'VIDEO', 'GALLERY', 'POLL'. */
  type: string
  render?: NodeRenderer
  component?: ComponentType<NodeRendererProps>
}

/** The lookup tables a viewer renders from. */
export interface PluginRegistry {
  renderers: Readonly<Record<string, NodeRenderer>>
  components: Readonly<Record<string, ComponentType<NodeRendererProps>>>
}

const defaultRegistry: PluginRegistry = { renderers: builtinRenderers, components: {} }

/** Builds the registry: built-in renderers first, then plugins (a plugin replaces a built-in of its type). */
export function createPluginRegistry(plugins?: readonly ViewerPlugin[] | null): PluginRegistry {
  if (!plugins || !Array.isArray(plugins) || plugins.length === 0) return defaultRegistry
  // Tables without a prototype: a plugin typed "__proto__" or "constructor" is an ordinary entry.
  const renderers = ownTable<NodeRenderer>(builtinRenderers)
  const components = ownTable<ComponentType<NodeRendererProps>>()
  for (const plugin of plugins) {
    if (!plugin || typeof plugin.type !== 'string') continue
    if (typeof plugin.render === 'function') {
      renderers[plugin.type] = plugin.render
      delete components[plugin.type]
    } else if (plugin.component) {
      components[plugin.type] = plugin.component
      delete renderers[plugin.type]
    }
  }
  return { renderers, components }
}

export { lazyBehaviour } from './lazyBehaviour'
