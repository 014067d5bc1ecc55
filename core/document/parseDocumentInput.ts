/**
 * The first step of reading a `content` value, all that rendering needs: the value (its JSON text parsed)
 * and whether it is a rich-content document (an object with a `nodes` array, even an empty one).
 * `readDocumentInput` says why a value is not one; the viewer loads it only then.
 */
export function parseDocumentInput(content: unknown): { value: unknown; isDocument: boolean } {
  let value = content
  if (typeof content === 'string' && /^\s*[[{]/.test(content))
    try {
      value = JSON.parse(content)
    } catch {
      // Not JSON: the string itself, which is not a document.
    }
  const nodes = typeof value === 'object' && value !== null ? (value as { nodes?: unknown }).nodes : undefined
  return { value, isDocument: !Array.isArray(value) && Array.isArray(nodes) }
}
