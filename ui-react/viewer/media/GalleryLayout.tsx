import { useEffect, useMemo, useRef, useState } from 'react'
import { useIsomorphicLayoutEffect } from '../../useIsomorphicLayoutEffect'
import { Gallery } from '../../gallery'
import { galleryEngineOptions, VIEWER_GALLERY } from '../../../core/document'
import { GalleryStatic, type GalleryPartProps } from '../staticParts'

/**
 * The interactive gallery (lazy chunk): the `<Gallery>` widget with the viewer's options, at the width
 * of the viewer's column (measured before paint, then followed with a 100 ms debounce) and the
 * viewer's height (500, 620 with thumbnails). Items expand into the widget's fullscreen viewer unless
 * `disableExpand`; expansions are reported to the host.
 */
export default function GalleryLayout(props: GalleryPartProps) {
  const { view, context } = props
  // The engine scales media ids and passes absolute addresses through; a site-relative address is made
  // absolute. An item's link becomes the engine's direct link: a click follows it.
  const items = useMemo(
    () =>
      view.items.map(({ link, ...item }) => ({
        ...item,
        ...(item.mediaUrl.startsWith('/') || item.mediaUrl.startsWith('.')
          ? { mediaUrl: new URL(item.mediaUrl, location.href).href }
          : {}),
        ...(link?.href ? { directLink: { url: link.href, target: link.target ?? '_blank' } } : {}),
      })),
    [view.items],
  )
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useIsomorphicLayoutEffect(() => {
    setWidth(box.current?.clientWidth ?? 0)
  }, [])
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new ResizeObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(() => setWidth(element.clientWidth), VIEWER_GALLERY.containerDebounceMs)
    })
    observer.observe(element)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [])
  return (
    <div ref={box} className="vt-gallery-live" data-layout={view.layout}>
      {width > 0 ? (
        <Gallery
          id={view.id}
          items={items}
          options={{
            ...galleryEngineOptions(view, props.data, context.isMobile),
            itemClick: view.disableExpand ? 'nothing' : 'expand',
          }}
          container={{ width, height: view.container.height }}
          isMobile={context.isMobile}
          locale={context.locale}
          disableDownload={view.disableDownload}
          // The viewer's ports; how an item link opens (and any layout worker) comes from the nearest
          // GalleryPortsContext.
          clock={context.clock}
          logger={context.logger}
          eventsListener={(name, data) => {
            if (name === 'ITEM_ACTION_TRIGGERED')
              context.report({ pluginId: 'GALLERY', actionName: 'expand', value: (data as { itemId?: string }).itemId })
          }}
        />
      ) : (
        <GalleryStatic {...props} />
      )}
    </div>
  )
}
