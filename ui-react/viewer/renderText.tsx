import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react'
import {
  hashtagHref,
  safeHref,
  safeToken,
  splitHashtags,
  textView,
  type RichNode,
  type TextView,
} from '../../core/document'
import type { RenderContext } from './RenderContext'

/**
 * Renders a TEXT node with its decorations. Undecorated text is returned as a plain string (the fast
 * path); the mention shown is the node's own text; spoiler text stays in the markup, blurred by CSS.
 */
export function renderText(node: RichNode, context: RenderContext, key: number): ReactNode {
  const data = node.textData
  if (!data) return null
  if (data.decorations.length === 0) return context.hashtag ? withHashtags(data.text, context, key) : data.text
  const view = textView(data.text, data.decorations, { linkSettings: context.linkSettings, logger: context.logger })
  return decorate(view, context, key)
}

function decorate(view: TextView, context: RenderContext, key: number): ReactNode {
  const content: ReactNode =
    !view.link && !view.mention && context.hashtag ? withHashtags(view.text, context, key) : view.text
  // Wrappers from the innermost out; the outermost one carries the key (decorated runs sit among siblings).
  const layers: [string, Record<string, unknown> | null][] = []
  if (view.sub) layers.push(['sub', null])
  if (view.sup) layers.push(['sup', null])
  if (view.strike) layers.push(['s', null])
  if (view.underline) layers.push(['u', null])
  if (view.italic) layers.push(['em', null])
  if (view.bold) layers.push(['strong', null])
  const style = inlineStyle(view)
  if (style || view.external) layers.push(['span', { className: view.external ? 'vt-external' : undefined, style }])
  if (view.mention) {
    const href = safeHref(context.mentionHref?.(view.mention))
    layers.push(
      href
        ? ['a', { className: 'vt-mention', href, 'data-mention-id': safeToken(view.mention.id) || undefined }]
        : ['span', { className: 'vt-mention' }],
    )
  }
  if (view.spoiler !== undefined) {
    layers.push([
      'span',
      {
        className: 'vt-spoiler',
        role: 'button',
        tabIndex: 0,
        // A hint, not a name: the button's name is its (blurred) text, as voice control users read it.
        'aria-description': context.t('spoilerTextReveal'),
        'data-spoiler-id': view.spoiler || undefined,
      },
    ])
  }
  const link = view.link
  if (link?.href && !view.mention) {
    layers.push([
      'a',
      link.anchor !== undefined
        ? { href: link.href, 'data-vt-anchor': link.anchor }
        : { href: link.href, target: link.target, rel: link.rel },
    ])
  }
  if (layers.length === 0) return content
  let element: ReactNode = content
  const last = layers.length - 1
  for (let i = 0; i <= last; i++) {
    const [tag, props] = layers[i]
    element = i === last ? createElement(tag, { ...props, key }, element) : createElement(tag, props, element)
  }
  return element
}

function inlineStyle(view: TextView): CSSProperties | undefined {
  if (!view.color && !view.background && !view.fontSize && !view.fontFamily && view.fontWeight === undefined)
    return undefined
  const style: CSSProperties = {}
  if (view.color) style.color = view.color
  if (view.background) style.backgroundColor = view.background
  if (view.fontSize) style.fontSize = view.fontSize
  if (view.fontFamily) style.fontFamily = view.fontFamily
  if (view.fontWeight !== undefined) style.fontWeight = view.fontWeight
  return style
}

function withHashtags(text: string, context: RenderContext, key: number): ReactNode {
  if (!text.includes('#')) return text
  const pieces = splitHashtags(text)
  if (pieces.length === 1 && pieces[0].kind === 'text') return text
  return (
    <Fragment key={key}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <a key={i} className="vt-hashtag" href={safeHref(hashtagHref(piece.tag, context.hashtag))}>
            {piece.text}
          </a>
        ),
      )}
    </Fragment>
  )
}
