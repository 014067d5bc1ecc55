import { Fragment, type CSSProperties, type ReactNode } from 'react'
import { hashtagHref, safeHref, splitHashtags, textView, type RichNode, type TextView } from '../../core/document'
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
  let content: ReactNode = !view.link && !view.mention && context.hashtag ? withHashtags(view.text, context, key) : view.text
  if (view.sub) content = <sub>{content}</sub>
  if (view.sup) content = <sup>{content}</sup>
  if (view.strike) content = <s>{content}</s>
  if (view.underline) content = <u>{content}</u>
  if (view.italic) content = <em>{content}</em>
  if (view.bold) content = <strong>{content}</strong>
  const style = inlineStyle(view)
  if (style || view.external) content = <span className={view.external ? 'vt-external' : undefined} style={style}>{content}</span>
  if (view.mention) {
    const href = safeHref(context.mentionHref?.(view.mention))
    content = href ? (
      <a className="vt-mention" href={href} data-mention-id={view.mention.id ? view.mention.id.slice(0, 100) : undefined}>{content}</a>
    ) : (
      <span className="vt-mention">{content}</span>
    )
  }
  if (view.spoiler !== undefined) {
    content = (
      <span className="vt-spoiler" role="button" tabIndex={0} aria-label={context.t('spoilerTextReveal')} data-spoiler-id={view.spoiler || undefined}>
        {content}
      </span>
    )
  }
  const link = view.link
  if (link?.href && !view.mention) {
    content = link.anchor !== undefined ? (
      <a href={link.href} data-vt-anchor={link.anchor}>{content}</a>
    ) : (
      <a href={link.href} target={link.target} rel={link.rel}>{content}</a>
    )
  }
  // Decorated runs sit among siblings, so they need keys; a fragment adds no markup.
  return content === view.text ? content : <Fragment key={key}>{content}</Fragment>
}

function inlineStyle(view: TextView): CSSProperties | undefined {
  if (!view.color && !view.background && !view.fontSize && !view.fontFamily && view.fontWeight === undefined) return undefined
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
        piece.kind === 'text' ? piece.text : (
          <a key={i} className="vt-hashtag" href={safeHref(hashtagHref(piece.tag, context.hashtag))}>{piece.text}</a>
        ),
      )}
    </Fragment>
  )
}
