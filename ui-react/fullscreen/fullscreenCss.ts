import css from './fullscreen.css' with { type: 'text' }

/** The fullscreen viewer's stylesheet (fullscreen.css), injected with the viewer, which is lazy. */
export const fullscreenCss: string = css
