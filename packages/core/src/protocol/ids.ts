/** A random id with a readable prefix, e.g. `thinking-3f2a…` (uses `crypto.randomUUID`). */
export function generateId(prefix: string): string {
  return `${prefix}-${globalThis.crypto.randomUUID()}`;
}
