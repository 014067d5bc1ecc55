import css from './gallery.css' with { type: 'text' }

/**
 * The gallery widget's stylesheet (gallery.css), rendered once per gallery with the markup, so a
 * server-rendered gallery is styled before any script runs.
 */
export const galleryCss: string = css
