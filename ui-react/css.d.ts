/**
 * A component stylesheet imported `with { type: 'text' }`: its text, minified, which the component
 * renders in its own `<style>` (scripts/cssText.mjs gives every bundler and Node the same string).
 */
declare module '*.css' {
  const text: string
  export default text
}
