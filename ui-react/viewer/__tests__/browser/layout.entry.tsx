import { createRoot } from 'react-dom/client'
import { RichContentViewer } from '../../../../entries/reactViewer'

// The test calls renderDocument(name, locale): the page fetches that fixture document from the test
// server and renders it, then sets `rendered`.
const root = createRoot(document.getElementById('root')!)
Object.assign(window, {
  async renderDocument(name: string, locale?: string) {
    const content = await (await fetch(`/doc?name=${encodeURIComponent(name)}`)).json()
    ;(window as unknown as { rendered?: string }).rendered = undefined
    root.render(
      <RichContentViewer
        key={`${name}/${locale}`}
        content={content}
        locale={locale}
        logger={{ error: () => {}, warn: () => {}, info: () => {} }}
        onViewerLoaded={() => ((window as unknown as { rendered?: string }).rendered = name)}
      />,
    )
  },
})
