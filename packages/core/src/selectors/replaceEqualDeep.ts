const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * Structural sharing, as TanStack Query's `replaceEqualDeep` does: returns `next`, except that every part of it
 * that is deeply equal to the same part of `previous` is replaced by `previous`'s object. So a derived view that
 * did not change keeps its identity (`Object.is` equality is enough for a subscriber), and when one part changed
 * only that part and its ancestors are new objects — unchanged siblings keep theirs.
 *
 * Walks plain objects and arrays only (class instances, Maps, Dates are compared by identity); O(size of `next`).
 *
 * @example
 * const a = { parts: [{ id: "r1", text: "x" }], status: "streaming" };
 * const b = replaceEqualDeep(a, { parts: [{ id: "r1", text: "x" }], status: "complete" });
 * b !== a; b.parts === a.parts; // the unchanged part is shared
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const prev = previous as Record<string | number, unknown>;
  const nextRecord = next as unknown as Record<string | number, unknown>;
  const keys: Array<string | number> = arrays ? Array.from({ length: (next as unknown[]).length }, (_, i) => i) : Object.keys(nextRecord);
  const prevSize = arrays ? (previous as unknown[]).length : Object.keys(prev).length;
  const copy = (arrays ? new Array(keys.length) : {}) as Record<string | number, unknown>;
  let same = prevSize === keys.length;
  for (const key of keys) {
    const had = arrays ? (key as number) < prevSize : Object.prototype.hasOwnProperty.call(prev, key);
    const value = had ? replaceEqualDeep(prev[key], nextRecord[key]) : nextRecord[key];
    copy[key] = value;
    if (!had || !Object.is(value, prev[key])) same = false;
  }
  return (same ? previous : copy) as T;
}
