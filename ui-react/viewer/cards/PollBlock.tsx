import type { ComponentType } from 'react'
import { anchorId, initialPollDisplay, pollView, type RichNode } from '../../../core/document'
import { lazyBehaviour } from '../createPluginRegistry'
import type { NodeRenderer, NodeRendererProps } from '../RenderContext'
import { PollMarkup } from './PollMarkup'

/** The poll before its interactive part loads: question and every option in the server markup. */
export function PollStatic({ node, context }: NodeRendererProps) {
  const view = pollView(node.pollData, node.id)
  return (
    <PollMarkup
      view={view}
      display={initialPollDisplay(view)}
      context={context}
      id={node.id ? anchorId(node.id) : undefined}
    />
  )
}

const loadInteractive = () => import('./PollInteractive')

// Created on first use: plugins.tsx imports the built-in table, which imports this module.
let PollBlock: ComponentType<NodeRendererProps> | undefined

/** The POLL renderer of the built-in table: static markup first, voting loaded after hydration in its own chunk. */
export const pollBlock: NodeRenderer = (node: RichNode, context, key) => {
  PollBlock ??= lazyBehaviour(PollStatic, loadInteractive)
  return <PollBlock key={key} node={node} context={context} />
}
