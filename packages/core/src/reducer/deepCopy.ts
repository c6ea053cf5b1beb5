/**
 * A deep copy of a JSON-like value (what the reducer keeps of an event's `metadata`, `content`, `result`,
 * `usage`, `interrupts`) without recursion, so nesting depth is bounded only by memory (issue 15:
 * `structuredClone` throws "Maximum call stack size exceeded" from a depth of ~3,000, which a hostile producer
 * reaches in a 6 kB frame). Arrays and plain objects (prototype `Object.prototype` or `null`) are copied, an
 * own `__proto__` key stays an ordinary key, shared and cyclic references are preserved; any other object
 * (a `Date`, a class instance an application passed in) is kept by reference. O(size of the value).
 */
export function deepCopy<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  const copies = new Map<object, object>();
  const root = shell(value, copies);
  if (root === value) return value;
  const work: object[] = [value];
  while (work.length > 0) {
    const source = work.pop()!;
    const target = copies.get(source) as Record<string, unknown>;
    if (Array.isArray(source)) {
      for (let i = 0; i < source.length; i++) target[i] = visit(source[i], copies, work);
      continue;
    }
    for (const key of Object.keys(source)) {
      const v = visit((source as Record<string, unknown>)[key], copies, work);
      if (key === "__proto__") Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });
      else target[key] = v;
    }
  }
  return root as T;
}

function isCopied(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** An empty copy of `value` registered in `copies` (or `value` itself when it is not copied). */
function shell(value: object, copies: Map<object, object>): object {
  if (!isCopied(value)) return value;
  const out = Array.isArray(value) ? new Array(value.length) : Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  copies.set(value, out);
  return out;
}

function visit(value: unknown, copies: Map<object, object>, work: object[]): unknown {
  if (typeof value !== "object" || value === null) return value;
  const seen = copies.get(value);
  if (seen) return seen;
  const out = shell(value, copies);
  if (out !== value) work.push(value);
  return out;
}
