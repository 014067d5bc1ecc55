/**
 * vitrine/gallery: the gallery engine in pure TypeScript (no DOM, Node or React): options
 * (defaults, legacy migration, presets, forced corrections), the layouter, the item model and the
 * blueprint store. Runs in a browser, in Node, in a worker or on a server.
 */
export * from './options'
export * from './layout'
export * from './items'
export * from './blueprint'
// Both the options and the layouter name the group types; the options' union is the public one.
export type { GroupType } from './options'
