import { GALLERY_LAYOUTS } from '../../core/gallery/options/constants'

/** The options a visitor changes live on the gallery page. */
export interface GallerySettingsValue {
  layout: string
  spacing: number
  columns: number
  crop: 'FILL' | 'FIT'
  thumbnails: 'NONE' | 'BOTTOM' | 'TOP' | 'LEFT' | 'RIGHT'
  arrows: 'ON_GALLERY' | 'OUTSIDE_GALLERY' | 'MOUSE_CURSOR'
  info: 'OVERLAY' | 'SHOW_BELOW' | 'SHOW_ABOVE'
  autoSlide: boolean
  loop: boolean
  rtl: boolean
}

/** Every preset the engine supports (magic is retired, empty shows nothing). */
export const LAYOUTS = GALLERY_LAYOUTS.filter((layout) => layout !== 'magic' && layout !== 'empty')

/** The settings the page opens with. */
export const DEFAULT_SETTINGS: GallerySettingsValue = {
  layout: 'collage',
  spacing: 8,
  columns: 3,
  crop: 'FILL',
  thumbnails: 'NONE',
  arrows: 'ON_GALLERY',
  info: 'OVERLAY',
  autoSlide: false,
  loop: false,
  rtl: false,
}

/** The gallery options (pro-gallery 5 nested format) of `s`. */
export function optionsOf(s: GallerySettingsValue): Record<string, unknown> {
  return {
    layoutParams: {
      structure: {
        galleryLayout: s.layout,
        itemSpacing: s.spacing,
        numberOfColumns: s.columns,
        responsiveMode: 'SET_ITEMS_PER_ROW',
      },
      crop: { method: s.crop, enable: true },
      thumbnails: { enable: s.thumbnails !== 'NONE', alignment: s.thumbnails === 'NONE' ? 'BOTTOM' : s.thumbnails },
      navigationArrows: { enable: true, position: s.arrows },
      info: { placement: s.info },
    },
    behaviourParams: {
      item: { clickAction: 'ACTION' },
      gallery: {
        layoutDirection: s.rtl ? 'RIGHT_TO_LEFT' : 'LEFT_TO_RIGHT',
        horizontal: {
          loop: s.loop,
          autoSlide: { behaviour: s.autoSlide ? 'INTERVAL' : 'OFF', interval: 3, pauseOnHover: true, speed: 400 },
        },
      },
    },
  }
}

type Setter = (patch: Partial<GallerySettingsValue>) => void

function Choice<T extends string>(props: {
  label: string
  value: T
  options: readonly (readonly [T, string])[]
  onChange: (v: T) => void
}) {
  return (
    <label className="field">
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

function Toggle(props: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="toggle">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  )
}

/** The live options panel. */
export function GallerySettings({ value, onChange }: { value: GallerySettingsValue; onChange: Setter }) {
  return (
    <form className="gallery-settings card" aria-label="Gallery options" onSubmit={(e) => e.preventDefault()}>
      <Choice
        label="Layout"
        value={value.layout}
        options={LAYOUTS.map((l) => [l, l[0].toUpperCase() + l.slice(1)] as const)}
        onChange={(layout) => onChange({ layout })}
      />
      <label className="field">
        Spacing {value.spacing} px
        <input
          type="range"
          min={0}
          max={40}
          value={value.spacing}
          onChange={(e) => onChange({ spacing: Number(e.target.value) })}
        />
      </label>
      <label className="field">
        Columns {value.columns}
        <input
          type="range"
          min={1}
          max={6}
          value={value.columns}
          onChange={(e) => onChange({ columns: Number(e.target.value) })}
        />
      </label>
      <Choice
        label="Crop"
        value={value.crop}
        options={[
          ['FILL', 'Fill'],
          ['FIT', 'Fit'],
        ]}
        onChange={(crop) => onChange({ crop })}
      />
      <Choice
        label="Thumbnails"
        value={value.thumbnails}
        options={[
          ['NONE', 'None'],
          ['BOTTOM', 'Bottom'],
          ['TOP', 'Top'],
          ['LEFT', 'Left'],
          ['RIGHT', 'Right'],
        ]}
        onChange={(thumbnails) => onChange({ thumbnails })}
      />
      <Choice
        label="Arrows"
        value={value.arrows}
        options={[
          ['ON_GALLERY', 'On the gallery'],
          ['OUTSIDE_GALLERY', 'Outside'],
          ['MOUSE_CURSOR', 'Follow the mouse'],
        ]}
        onChange={(arrows) => onChange({ arrows })}
      />
      <Choice
        label="Info"
        value={value.info}
        options={[
          ['OVERLAY', 'On hover'],
          ['SHOW_BELOW', 'Below'],
          ['SHOW_ABOVE', 'Above'],
        ]}
        onChange={(info) => onChange({ info })}
      />
      <div className="toggles">
        <Toggle label="Auto-slide" checked={value.autoSlide} onChange={(autoSlide) => onChange({ autoSlide })} />
        <Toggle label="Loop" checked={value.loop} onChange={(loop) => onChange({ loop })} />
        <Toggle label="Right to left" checked={value.rtl} onChange={(rtl) => onChange({ rtl })} />
      </div>
    </form>
  )
}
