// The official clients always call https://www.wixapis.com (and edge.wixapis.com for cached reads).
// This fetch sends those calls to the emulator instead, unchanged otherwise: how a Node program
// points `@wix/sdk` and `@wix/data` at `npm start` (see docs/emulator.md, "Other origins").

const WIXAPIS = /^https:\/\/(www|edge)\.wixapis\.com(?=\/|$)/

/** A `fetch` that answers `https://www.wixapis.com/...` and `https://edge.wixapis.com/...` from `emulatorUrl`. */
export function wixapisFetch(emulatorUrl: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init)
    if (!WIXAPIS.test(request.url)) return base(request)
    return base(new Request(request.url.replace(WIXAPIS, emulatorUrl), request))
  }
}
