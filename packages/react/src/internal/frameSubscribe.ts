/** The part of a zustand store the React binding needs. */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

type Subscribe = (listener: () => void) => () => void;
const cache = new WeakMap<ReadableStore<unknown>, Subscribe>();

/**
 * A `subscribe` for `store` whose listeners are called at most once per animation frame
 * (`requestAnimationFrame`), however many store updates happen in between. Listeners read the
 * state fresh (`store.getState()`), so nothing is lost or reordered: they simply see the latest state.
 * Where `requestAnimationFrame` is missing (node, SSR) listeners are called synchronously.
 * One shared instance per store, so every hook in the tree flushes in the same frame (one React render).
 */
export function frameSubscribe<S>(store: ReadableStore<S>): Subscribe {
  const hit = cache.get(store as ReadableStore<unknown>);
  if (hit) return hit;
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;
  let frame: number | undefined;
  const flush = () => {
    frame = undefined;
    for (const l of Array.from(listeners)) l();
  };
  const onChange = () => {
    if (frame !== undefined) return;
    if (typeof requestAnimationFrame !== "function") return flush();
    frame = requestAnimationFrame(flush);
  };
  const subscribe: Subscribe = (listener) => {
    listeners.add(listener);
    unsubscribe ??= store.subscribe(onChange);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && unsubscribe) {
        unsubscribe();
        unsubscribe = undefined;
        if (frame !== undefined && typeof cancelAnimationFrame === "function") cancelAnimationFrame(frame);
        frame = undefined;
      }
    };
  };
  cache.set(store as ReadableStore<unknown>, subscribe);
  return subscribe;
}
