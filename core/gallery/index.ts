/**
 * vitrine/gallery: the gallery core. Pure TypeScript (no DOM, Node or React); its public API is filled by its own issue.
 */
export {}
