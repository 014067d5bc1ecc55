import { DataSection } from '../DataSection'

/** The data page. */
export default function DataPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Data client</p>
        <h1>Movies</h1>
        <p className="lead">The Movies collection through the data client and its React hooks.</p>
      </header>
      <DataSection />
    </>
  )
}
