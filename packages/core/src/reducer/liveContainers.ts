/**
 * The version stamp of a container the reducer mutates in place (docs/architecture.md §5, "one publish per
 * batch"): `messages`, the records (`reasoning`, `spans`, …) and `diagnostics` of a state stay the same objects
 * from batch to batch, so "did it change" cannot be their identity. The reducer stamps each container once per
 * batch that writes it (a process-wide counter, so no two stamps are equal even across stores); a cache keyed by
 * the container (a `WeakMap`) checks the stamp. A container the reducer never wrote (an application's own array)
 * has stamp 0 for ever: caching by its identity alone stays right for it.
 */
const stamps = new WeakMap<object, number>();
let clock = 0;

/** Marks `container` as changed (called by the reducer's draft on its first write of a batch). */
export function touchContainer(container: object): void {
  stamps.set(container, ++clock);
}

/** The stamp of the last batch that wrote `container` (0: never written by a reducer). */
export function containerVersion(container: object): number {
  return stamps.get(container) ?? 0;
}

/** A cache entry: a value derived from a container at one of its versions. */
interface Entry<V> {
  version: number;
  value: V;
}

/** `make()` cached per `(container, containerVersion(container))` in `cache`: recomputed only after the container changed. */
export function derive<K extends object, V>(cache: WeakMap<K, Entry<V>>, container: K, make: () => V): V {
  const version = containerVersion(container);
  const hit = cache.get(container);
  if (hit && hit.version === version) return hit.value;
  const value = make();
  cache.set(container, { version, value });
  return value;
}
