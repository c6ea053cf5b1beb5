import type { StoreApi } from "zustand/vanilla";
import { createListeners, type AgentState } from "@reasoning-ui/core";

/** The part of a zustand store a React binding reads (what `useCoalescedSelector` takes). */
export type ReadableStore<S> = Pick<StoreApi<S>, "getState" | "getInitialState" | "subscribe">;

const EMPTY = {} as AgentState;
/**
 * The store a binding reads when it has none (a `Composer` outside any provider, a `Reasoning.Root` given plain
 * props): an empty state object that never changes, so the hooks stay unconditional.
 */
export const NO_STORE: ReadableStore<AgentState> = { getState: () => EMPTY, getInitialState: () => EMPTY, subscribe: () => () => {} };

const cache = new WeakMap<object, ReadableStore<unknown>>();

/**
 * `store` seen through a subscription whose listeners are called at most once per animation frame
 * (`requestAnimationFrame`), however many store updates happen in between (docs/architecture.md, "Budgets and benchmarks", P3).
 * Listeners are handed the state read when the frame flushes (`getState()`, as state and previous state), so nothing
 * is lost or reordered: they simply see the latest state. Where `requestAnimationFrame` is missing (node, SSR) they
 * are called synchronously. One shared view per store, so every hook in the tree flushes in the same frame (one
 * React commit).
 *
 * A straight line (docs/architecture.md, "Store and reducer", the walk of a delta): the flush calls the listeners
 * themselves (no wrapper of this module between the listener set and React), and the view's `getState` is the
 * store's own function, so React reading its snapshot during the flush does not come back into this module.
 */
export function frameStore<S>(store: ReadableStore<S>): ReadableStore<S> {
  const hit = cache.get(store);
  if (hit) return hit as ReadableStore<S>;
  let unsubscribe: (() => void) | undefined;
  let frame: number | undefined;
  const flush = () => {
    frame = undefined;
    const state = store.getState();
    listeners.emit(state, state);
  };
  const onChange = () => {
    if (frame !== undefined) return;
    if (typeof requestAnimationFrame !== "function") return flush();
    frame = requestAnimationFrame(flush);
  };
  // The store is followed while anyone listens: from the first listener to the last one's unsubscribe.
  const listeners = createListeners<[state: S, previous: S]>((size) => {
    if (size > 0) {
      unsubscribe ??= store.subscribe(onChange);
      return;
    }
    unsubscribe?.();
    unsubscribe = undefined;
    if (frame !== undefined && typeof cancelAnimationFrame === "function") cancelAnimationFrame(frame);
    frame = undefined;
  });
  const view: ReadableStore<S> = {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: listeners.subscribe,
  };
  cache.set(store, view as ReadableStore<unknown>);
  return view;
}
