/** vitrine/react: thin React bindings over the headless cores. */
export { useStore } from './useStore'
