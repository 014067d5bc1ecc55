import { GallerySection } from '../GallerySection'

/** The gallery page. */
export default function GalleryPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Media gallery</p>
        <h1>Gallery</h1>
        <p className="lead">Pick a preset and watch the layout engine place generated pictures.</p>
      </header>
      <GallerySection />
    </>
  )
}
