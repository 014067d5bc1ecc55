/** Gallery options: types, defaults, presets, legacy migration and `resolveOptions`. */
export * from './types'
