import { useMemo, useSyncExternalStore } from "react";
import { frameSubscribe, type ReadableStore } from "./frameSubscribe";

/**
 * Select from a zustand vanilla store with `useSyncExternalStore`; re-renders only when the selection
 * changes under `equalityFn` (default `Object.is`). With `coalesce` (default) notifications arrive at most
 * once per animation frame; otherwise on every store update.
 */
export function useStoreSelector<S, U>(
  store: ReadableStore<S>,
  selector: (state: S) => U,
  equalityFn: (a: U, b: U) => boolean = Object.is,
  coalesce = true,
): U {
  const subscribe = coalesce ? frameSubscribe(store) : store.subscribe;
  const getSelection = useMemo(() => {
    let has = false;
    let lastState: S;
    let last: U;
    return () => {
      const state = store.getState();
      if (has && Object.is(lastState, state)) return last;
      const next = selector(state);
      lastState = state;
      if (has && equalityFn(last, next)) return last;
      has = true;
      last = next;
      return next;
    };
  }, [store, selector, equalityFn]);
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}
