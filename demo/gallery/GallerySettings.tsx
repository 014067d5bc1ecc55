import { GALLERY_LAYOUTS } from '../../core/gallery/options/constants'
import type { InfoPlacement, SlideAnimation } from '../../core/gallery/options/enums'

/** The options a visitor changes live on the gallery page. */
export interface GallerySettingsValue {
  layout: string
  spacing: number
  columns: number
  /** Items in columns (vertical) or rows (horizontal); PRESET keeps the preset's own. */
  orientation: 'PRESET' | 'VERTICAL' | 'HORIZONTAL'
  /** NONE keeps every picture's own shape. */
  crop: 'FILL' | 'FIT' | 'NONE'
  thumbnails: 'NONE' | 'BOTTOM' | 'TOP' | 'LEFT' | 'RIGHT'
  /** Thumbnails over the slides instead of beside them. */
  thumbnailsOnGallery: boolean
  arrows: 'ON_GALLERY' | 'OUTSIDE_GALLERY' | 'MOUSE_CURSOR'
  info: InfoPlacement
  slideAnimation: SlideAnimation
  autoSlide: boolean
  loop: boolean
  rtl: boolean
}

/** Every preset the engine supports (magic is retired, empty shows nothing). */
export const LAYOUTS = GALLERY_LAYOUTS.filter((layout) => layout !== 'magic' && layout !== 'empty')

/** Height of the info box above or below a picture (px): a title and a one-line description. */
export const INFO_HEIGHT = 64

/** The settings the page opens with. */
export const DEFAULT_SETTINGS: GallerySettingsValue = {
  layout: 'collage',
  spacing: 8,
  columns: 3,
  orientation: 'PRESET',
  crop: 'FILL',
  thumbnails: 'NONE',
  thumbnailsOnGallery: false,
  arrows: 'ON_GALLERY',
  info: 'OVERLAY',
  slideAnimation: 'SCROLL',
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
        ...(s.orientation === 'PRESET' ? {} : { layoutOrientation: s.orientation }),
      },
      crop: s.crop === 'NONE' ? { enable: false } : { method: s.crop, enable: true },
      thumbnails: {
        enable: s.thumbnails !== 'NONE',
        alignment: s.thumbnails === 'NONE' ? 'BOTTOM' : s.thumbnails,
        position: s.thumbnailsOnGallery ? 'ON_GALLERY' : 'OUTSIDE_GALLERY',
      },
      navigationArrows: { enable: true, position: s.arrows },
      // The info box above or below a picture holds a title and a one-line description: 64 px, not the
      // widget's default 200 px, which left 150 px of empty space under every picture.
      info: { placement: s.info, height: INFO_HEIGHT },
    },
    behaviourParams: {
      item: { clickAction: 'ACTION' },
      gallery: {
        layoutDirection: s.rtl ? 'RIGHT_TO_LEFT' : 'LEFT_TO_RIGHT',
        horizontal: {
          loop: s.loop,
          slideAnimation: s.slideAnimation,
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
          ['NONE', 'None: each picture its own shape'],
        ]}
        onChange={(crop) => onChange({ crop })}
      />
      <Choice
        label="Orientation"
        value={value.orientation}
        options={[
          ['PRESET', 'As the preset'],
          ['VERTICAL', 'Columns'],
          ['HORIZONTAL', 'Rows'],
        ]}
        onChange={(orientation) => onChange({ orientation })}
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
          ['ON_GALLERY', 'Inside'],
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
          ['BELOW', 'Below'],
          ['ABOVE', 'Above'],
          ['ALTERNATE_VERTICALLY', 'Above and below, alternating'],
          ['RIGHT', 'Right of the picture'],
          ['LEFT', 'Left of the picture'],
          ['ALTERNATE_HORIZONTALLY', 'Left and right, alternating'],
        ]}
        onChange={(info) => onChange({ info })}
      />
      <Choice
        label="Slide animation"
        value={value.slideAnimation}
        options={[
          ['SCROLL', 'Scroll'],
          ['FADE', 'Fade'],
          ['DECK', 'Deck'],
        ]}
        onChange={(slideAnimation) => onChange({ slideAnimation })}
      />
      <div className="toggles">
        <Toggle
          label="Thumbnails over the slides"
          checked={value.thumbnailsOnGallery}
          onChange={(thumbnailsOnGallery) => onChange({ thumbnailsOnGallery })}
        />
        <Toggle label="Auto-slide" checked={value.autoSlide} onChange={(autoSlide) => onChange({ autoSlide })} />
        <Toggle label="Loop" checked={value.loop} onChange={(loop) => onChange({ loop })} />
        <Toggle label="Right to left" checked={value.rtl} onChange={(rtl) => onChange({ rtl })} />
      </div>
    </form>
  )
}
