/**
 * The version stamp of a container the reducer mutates in place (docs/architecture.md, "Store and reducer", "one publish per
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

/**
 * The shape stamps of a `messages` array (docs/architecture.md, "Store and reducer"): what a list of rows depends on — which
 * messages, in which order, with which roles, reasoning spans and tool calls — changes far less often than the
 * array's content (every delta copies a message in place). The draft stamps once per batch that changed it:
 * - `version`: any change of shape (a message added, inserted, replaced, a tool call added, a span regrouped);
 * - `reshaped`: the last change that was not messages appended at the end (a consumer that followed the list
 *   by appending its new rows must start over);
 * - `calls`: the last batch that added a tool call (a tool result's row depends on whether its call is known).
 */
export interface MessagesShape {
  version: number;
  reshaped: number;
  calls: number;
}

const shapes = new WeakMap<object, MessagesShape>();

/** Stamps a change of shape of `messages` (see {@link MessagesShape}): `reshaped` unless it only appended; `calls` when it added a tool call. */
export function touchShape(messages: object, reshaped: boolean, calls: boolean): void {
  let s = shapes.get(messages);
  if (s === undefined) shapes.set(messages, (s = { version: 0, reshaped: 0, calls: 0 }));
  s.version = ++clock;
  if (reshaped) s.reshaped = s.version;
  if (calls) s.calls = s.version;
}

/** The shape stamps of `messages`, or `undefined` for an array a reducer never wrote (an application's own: cache it by identity). */
export function shapeOf(messages: object): Readonly<MessagesShape> | undefined {
  return shapes.get(messages);
}
