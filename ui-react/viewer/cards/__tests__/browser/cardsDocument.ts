// The document the Chromium tests of the card and interactive nodes render. Images are served by the
// test server (no network), the poll's ids match the poll the test creates in the emulator.
const text = (t: string) => ({ type: 'TEXT', id: '', nodes: [], textData: { text: t, decorations: [] } })

/** Content that is 580 px tall and tries to reach the page: it records what it could do in data-result. */
export const PROBE_HTML =
  '<div style="height:560px;padding:10px;box-sizing:content-box;background:linear-gradient(135deg,#dbeafe,#ede9fe);font:16px system-ui">' +
  '<b>Embedded widget</b><p>This frame grows to its content.</p></div>' +
  '<script>var r={};try{r.doc=String(parent.document.title)}catch(e){r.doc="blocked:"+e.name}' +
  'try{top.location.href="https://example.invalid/";r.top="attempted"}catch(e){r.top="blocked:"+e.name}' +
  'document.body.setAttribute("data-result",JSON.stringify(r))</script>'

/** The poll's options, as the emulator stores them. */
export const POLL_OPTIONS = [
  { id: 'ts', title: 'TypeScript' },
  { id: 'rs', title: 'Rust' },
  { id: 'go', title: 'Go' },
  { id: 'py', title: 'Python' },
  { id: 'kt', title: 'Kotlin' },
  { id: 'sw', title: 'Swift' },
]

/** One of each card and interactive node. */
export const cardsDocument = {
  nodes: [
    { type: 'HEADING', id: 'top', headingData: { level: 2 }, nodes: [text('Interactive and card nodes')] },
    {
      type: 'POLL',
      id: 'poll-node',
      nodes: [],
      pollData: {
        poll: {
          id: 'lang-poll',
          title: 'Which language do you write most?',
          options: POLL_OPTIONS,
          settings: {
            permissions: { view: 'EVERYONE', vote: 'ALL', allowMultipleVotes: false },
            showVoters: true,
            showVotesCount: true,
          },
        },
        layout: { poll: { type: 'LIST' }, options: { enableImage: false } },
        design: { poll: { background: { type: 'COLOR', color: '#e8eefc' } } },
      },
    },
    {
      type: 'APP_EMBED',
      id: 'product',
      nodes: [],
      appEmbedData: {
        type: 'PRODUCT',
        name: 'Hand-thrown stoneware mug, speckled glaze, 350 ml, dishwasher safe and made to order in our studio',
        url: 'https://shop.example.com/mug',
        image: { src: { url: '/img/mug.svg' }, width: 400, height: 300 },
      },
    },
    {
      type: 'APP_EMBED',
      id: 'event',
      nodes: [],
      appEmbedData: {
        type: 'EVENT',
        name: 'Spring ceramics open studio',
        url: 'https://shop.example.com/events/open-studio',
        image: { src: { url: '/img/event.svg' }, width: 400, height: 300 },
        eventData: { scheduling: 'April 12, 2027, 10:00 – 16:00', location: 'Studio 4, Harbour Street' },
      },
    },
    {
      type: 'APP_EMBED',
      id: 'booking',
      nodes: [],
      appEmbedData: {
        type: 'BOOKING',
        name: 'Wheel-throwing lesson',
        url: 'https://shop.example.com/book/wheel',
        image: { src: { url: '/img/booking.svg' }, width: 400, height: 300 },
        bookingData: { durations: '90' },
      },
    },
    {
      type: 'LINK_PREVIEW',
      id: 'preview',
      nodes: [],
      linkPreviewData: {
        link: { url: 'https://www.example.org/articles/glazes', target: 'BLANK', rel: { nofollow: true } },
        title: 'A field guide to stoneware glazes',
        description: 'Why the same glaze turns blue in one kiln and green in another, with firing charts.',
        thumbnailUrl: '/img/glaze.svg',
      },
    },
    {
      type: 'HTML',
      id: 'probe',
      nodes: [],
      htmlData: { html: PROBE_HTML, containerData: { width: { custom: '600' }, height: { custom: '550' } } },
    },
    {
      type: 'EMBED',
      id: 'tall',
      nodes: [],
      embedData: {
        containerData: { width: { custom: '600' }, height: { custom: '300' } },
        oembed: {
          type: 'rich',
          title: 'A tall post',
          html: '<div style="height:2000px;background:#fef3c7">Very tall post</div>',
        },
      },
    },
    {
      type: 'MAP',
      id: 'map',
      nodes: [],
      mapData: {
        mapSettings: { lat: 48.8584, lng: 2.2945, address: 'Champ de Mars, 75007 Paris', locationName: 'Eiffel Tower' },
      },
    },
  ],
}
