/** A document with every media node, its files served by the Chromium test (relative addresses). */
const text = (value: string) => ({ type: 'TEXT', id: '', nodes: [], textData: { text: value, decorations: [] } })
const para = (id: string, value: string) => ({ type: 'PARAGRAPH', id, nodes: [text(value)] })
const heading = (id: string, value: string) => ({
  type: 'HEADING',
  id,
  headingData: { level: 2 },
  nodes: [text(value)],
})
const filler = (id: string) =>
  para(
    id,
    'Media blocks render on the server at their final size; players and the fullscreen viewer load after hydration. '.repeat(
      4,
    ),
  )

export const mediaDocument = {
  nodes: [
    heading('h1', 'A walk by the sea'),
    para('p1', 'Click the photograph to open it full screen.'),
    {
      type: 'IMAGE',
      id: 'photo',
      nodes: [],
      imageData: {
        image: { src: { url: '/media/sea.svg' }, width: 1200, height: 700 },
        altText: 'Waves at dusk',
        caption: 'The bay at dusk',
        containerData: { width: { size: 'CONTENT' }, alignment: 'CENTER' },
      },
    },
    {
      type: 'IMAGE',
      id: 'secret',
      nodes: [],
      imageData: {
        image: { src: { url: '/media/hills.svg' }, width: 1200, height: 700 },
        altText: 'Green hills',
        containerData: {
          width: { size: 'CONTENT' },
          alignment: 'CENTER',
          spoiler: { enabled: true, description: 'The ending of the walk', buttonText: 'Show the ending' },
        },
      },
    },
    heading('h2', 'Gallery'),
    {
      type: 'GALLERY',
      id: 'shore',
      nodes: [],
      galleryData: {
        items: ['sea', 'hills', 'dunes', 'rocks'].map((name, i) => ({
          image: { media: { src: { url: `/media/${name}.svg` }, width: i % 2 ? 800 : 1200, height: 800 } },
          title: name[0].toUpperCase() + name.slice(1),
          altText: `The ${name}`,
        })),
        options: { layout: { type: 'GRID', numberOfColumns: 4 }, item: { crop: 'FILL', ratio: 1 } },
      },
    },
    heading('h3', 'Listen'),
    {
      type: 'AUDIO',
      id: 'tone',
      nodes: [],
      audioData: {
        audio: { src: { url: '/media/tone.wav' }, duration: 4 },
        name: 'Harbour bell',
        authorName: 'Vitrine tests',
        coverImage: { src: { url: '/media/rocks.svg' } },
      },
    },
    {
      type: 'FILE',
      id: 'notes',
      nodes: [],
      fileData: { src: { url: '/media/notes.pdf' }, name: 'walk-notes.pdf', type: 'pdf', size: 48213 },
    },
    heading('h4', 'Watch'),
    {
      type: 'VIDEO',
      id: 'provider',
      nodes: [],
      videoData: { video: { src: { url: 'https://www.youtube.com/watch?v=5XxIwPKMlek' } } },
    },
    filler('f1'),
    filler('f2'),
    filler('f3'),
    filler('f4'),
    filler('f5'),
    filler('f6'),
    {
      type: 'VIDEO',
      id: 'clip',
      nodes: [],
      videoData: {
        video: { src: { url: '/media/clip.webm' } },
        thumbnail: { src: { url: '/media/dunes.svg' }, width: 640, height: 360 },
        options: { autoPlay: true, playInLoop: true },
      },
    },
    filler('f7'),
    filler('f8'),
    filler('f9'),
    filler('f10'),
    filler('f11'),
    filler('f12'),
    {
      type: 'IMAGE',
      id: 'far',
      nodes: [],
      imageData: { image: { src: { url: '/media/rocks.svg' }, width: 1200, height: 800 }, altText: 'Rocks at the end' },
    },
  ],
}

/** Media whose files are missing: each player's load failure must reach the viewer's onError. */
export const brokenDocument = {
  nodes: [
    {
      type: 'AUDIO',
      id: 'lost-audio',
      nodes: [],
      audioData: { audio: { src: { url: '/media/missing.wav' } }, name: 'Lost' },
    },
    { type: 'VIDEO', id: 'lost-video', nodes: [], videoData: { video: { src: { url: '/media/missing.webm' } } } },
  ],
}

/** The document's gallery with downloads disabled (rendered in German by the test page's `?locked`). */
export const lockedGalleryDocument = {
  nodes: mediaDocument.nodes.flatMap((node) =>
    'galleryData' in node ? [{ ...node, galleryData: { ...node.galleryData, disableDownload: true } }] : [],
  ),
}

/**
 * A THUMBNAIL gallery whose first item links to a page of the site (same tab) and whose strip sits
 * on the left, 12 px between thumbnails (the test page's `?linked`).
 */
export const linkedGalleryDocument = {
  nodes: [
    {
      type: 'GALLERY',
      id: 'trail',
      nodes: [],
      galleryData: {
        items: ['sea', 'hills', 'dunes', 'rocks'].map((name, i) => ({
          image: {
            media: { src: { url: `/media/${name}.svg` }, width: 1200, height: 800 },
            ...(i === 0 ? { link: { url: '/linked/sea', target: 'SELF' } } : {}),
          },
          title: name[0]!.toUpperCase() + name.slice(1),
          altText: `The ${name}`,
        })),
        options: {
          layout: { type: 'THUMBNAIL' },
          item: { crop: 'FILL' },
          thumbnails: { placement: 'LEFT', spacing: 12 },
        },
      },
    },
  ],
}
