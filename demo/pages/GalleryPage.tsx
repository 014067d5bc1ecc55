import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Gallery } from '../../entries/reactGallery'
import { resolveOptions } from '../../core/gallery/options/resolveOptions'
import { data } from '../client'
import { DEFAULT_SETTINGS, GallerySettings, optionsOf, type GallerySettingsValue } from '../gallery/GallerySettings'
import { picture, pictures, type GalleryPicture } from '../gallery/pictures'
import { useMediaQuery } from '../site/useHydrated'

const SHOWCASE_COUNT = 300
const INFINITE_TOTAL = 10_000
const PAGE = 60

/** The infinite gallery: 10,000 photos, the next 60 read from the data service as you scroll. */
function InfiniteGallery({ isMobile }: { isMobile: boolean }) {
  const [items, setItems] = useState<GalleryPicture[]>([])
  const [total, setTotal] = useState<number>()
  const [error, setError] = useState<string>()
  const loading = useRef(false)
  // Reads one page and hands it to the state setters from the promise, so the first page can be asked
  // for from an effect without setting state synchronously in it.
  const load = useCallback((from: number): Promise<void> => {
    if (loading.current) return Promise.resolve()
    loading.current = true
    return data
      .query('Photos')
      .ascending('n')
      .skip(from)
      .limit(PAGE)
      .find()
      .then(
        (page) => {
          const rows = page.items as unknown as { n: number; width: number; height: number }[]
          setTotal(page.totalCount ?? INFINITE_TOTAL)
          const more = rows.map((row) => {
            const base = picture(row.n, location.origin)
            return { ...base, metaData: { ...base.metaData, width: row.width, height: row.height } }
          })
          setItems((current) => (current.length === from ? [...current, ...more] : current))
        },
        (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      )
      .finally(() => {
        loading.current = false
      })
  }, [])
  useEffect(() => {
    void load(0)
  }, [load])
  const options = useMemo(
    () => optionsOf({ ...DEFAULT_SETTINGS, layout: 'grid', columns: isMobile ? 2 : 5, spacing: 6 }),
    [isMobile],
  )
  return (
    <section className="stack" aria-labelledby="infinite-title">
      <div>
        <h2 id="infinite-title">{INFINITE_TOTAL.toLocaleString('en')} photos, loaded as you scroll</h2>
        <p className="muted">
          Each page of 60 comes from the <code>Photos</code> collection through the data client; the widget renders only
          what is near the screen.
        </p>
        <p className="muted small" data-testid="infinite-status" aria-live="polite">
          {error
            ? `The photos could not be read: ${error}`
            : `${items.length.toLocaleString('en')} of ${(total ?? INFINITE_TOTAL).toLocaleString('en')} photos loaded`}
        </p>
      </div>
      {items.length > 0 && (
        <Gallery
          id="infinite"
          items={items}
          options={options}
          totalItemsCount={total ?? INFINITE_TOTAL}
          getMoreItems={(from) => void load(from)}
          isMobile={isMobile}
        />
      )}
    </section>
  )
}

const VIEWS = [
  ['showcase', `Every preset · ${SHOWCASE_COUNT} pictures`],
  ['infinite', `${INFINITE_TOTAL.toLocaleString('en')} photos from the data service`],
] as const

/**
 * The gallery page: every preset over 300 generated pictures with live options, and (second tab, so
 * neither has to be scrolled past to reach the other) 10,000 photos read from the data service.
 */
export default function GalleryPage() {
  const [view, setView] = useState<(typeof VIEWS)[number][0]>('showcase')
  const [settings, setSettings] = useState<GallerySettingsValue>(DEFAULT_SETTINGS)
  const [current, setCurrent] = useState(0)
  const isMobile = useMediaQuery('(max-width: 640px)')
  const items = useMemo(() => (typeof location === 'undefined' ? [] : pictures(0, SHOWCASE_COUNT, location.origin)), [])
  const options = useMemo(() => optionsOf(settings), [settings])
  // A one-row gallery takes the height of its box: give it one (its own height would follow its
  // content, such as a strip of 300 thumbnails beside the slides).
  const horizontal = useMemo(
    () => resolveOptions(options).layoutParams.structure.scrollDirection === 'HORIZONTAL',
    [options],
  )
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Media gallery</p>
        <h1>Gallery</h1>
        <p className="lead">
          {SHOWCASE_COUNT} pictures drawn on this machine, from panoramas to portraits. Change the layout and its
          options: the widget lays them out again at once. Click a picture for the fullscreen viewer.
        </p>
      </header>
      <div className="tabs gallery-tabs" role="tablist" aria-label="Galleries">
        {VIEWS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            aria-selected={view === id}
            className="tab"
            onClick={() => setView(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'showcase' ? (
        <div className="gallery-layout" role="tabpanel" id="panel-showcase" aria-labelledby="tab-showcase">
          <GallerySettings value={settings} onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))} />
          <div className="stack gallery-stage" data-testid="showcase">
            <p className="muted small" aria-live="polite" data-testid="gallery-current">
              {settings.layout}: picture {current + 1} of {SHOWCASE_COUNT}
            </p>
            <div className={horizontal ? 'gallery-frame one-row' : 'gallery-frame'}>
              <Gallery
                id="showcase"
                items={items}
                options={options}
                isMobile={isMobile}
                eventsListener={(name, event) => {
                  if (name === 'CURRENT_ITEM_CHANGED') setCurrent((event as { idx?: number })?.idx ?? 0)
                }}
              />
            </div>
          </div>
        </div>
      ) : (
        <div role="tabpanel" id="panel-infinite" aria-labelledby="tab-infinite">
          <InfiniteGallery isMobile={isMobile} />
        </div>
      )}
    </>
  )
}
