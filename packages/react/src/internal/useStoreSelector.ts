import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { frameSubscribe, type ReadableStore } from "./frameSubscribe";

/**
 * Select from a zustand vanilla store with `useSyncExternalStore`; re-renders only when the selection
 * changes under `equalityFn` (default `Object.is`). With `coalesce` (default) notifications arrive at most
 * once per animation frame; otherwise on every store update. A selection equal to the one last rendered
 * keeps that one's identity, also when `selector` is a new (inline) function on every render.
 */
export function useStoreSelector<S, U>(
  store: ReadableStore<S>,
  selector: (state: S) => U,
  equalityFn: (a: U, b: U) => boolean = Object.is,
  coalesce = true,
): U {
  const subscribe = coalesce ? frameSubscribe(store) : store.subscribe;
  const rendered = useRef<{ value: U } | null>(null);
  const getSelection = useMemo(() => {
    let has = false;
    let lastState: S;
    let last: U;
    return () => {
      const state = store.getState();
      if (has && Object.is(lastState, state)) return last;
      const next = selector(state);
      const previous = rendered.current;
      if (has) {
        if (!equalityFn(last, next)) last = next;
      } else last = previous && equalityFn(previous.value, next) ? previous.value : next;
      has = true;
      lastState = state;
      return last;
    };
  }, [store, selector, equalityFn]);
  const selection = useSyncExternalStore(subscribe, getSelection, getSelection);
  useEffect(() => {
    rendered.current = { value: selection };
  }, [selection]);
  return selection;
}
