"use client";
import { useMemo, useRef, useSyncExternalStore } from "react";
import { useAgentContext } from "../context/AgentContext";
import { frameStore, type ReadableStore } from "./frameStore";
import { useIsoLayoutEffect } from "./useIsoLayoutEffect";

/**
 * The one binding of a store to React in the kit (docs/architecture.md, "Public contract and conventions"): `selector(store.getState())`, read
 * through React's own `useSyncExternalStore` (React 18 and 19 have it, so no `use-sync-external-store` shim is
 * bundled) and, unless `<AgentProvider coalesce={false}>`, through the store's once-per-frame view
 * (`frameStore`): at most one re-render per animation frame however many updates the store publishes.
 *
 * Re-renders only when the selection changes under `equalityFn`; an equal selection keeps the identity of the one
 * last rendered, even with an inline selector (a new function every render), as zustand's `useStoreWithEqualityFn`
 * does. The rendered value is remembered in a layout effect, never written during render.
 *
 * `selector` is called as `selector(state, arg, previous)`: `arg` (compared by identity: a new one is a new
 * selection) and its own previous result for this `arg`, so a core selector with structural sharing
 * (`selectReasoningBlock(state, ids, previous)`) is passed as it is. No closure of the calling hook sits between
 * React and the core selector: the walk from a store change to the selection is a straight line
 * (docs/architecture.md, "Store and reducer").
 */
export function useCoalescedSelector<S, U, A = undefined>(
  store: ReadableStore<S>,
  selector: (state: S, arg: A, previous: U | undefined) => U,
  equalityFn: (a: U, b: U) => boolean = Object.is,
  arg?: A,
): U {
  const { coalesce } = useAgentContext();
  const view = coalesce ? frameStore(store) : store;
  /** The value last committed: an equal new selection is replaced by it. */
  const committed = useRef<{ value: U } | null>(null);
  const [getSnapshot, getServerSnapshot] = useMemo(() => {
    let memo: { state: S; value: U } | undefined;
    const select = (state: S): U => {
      if (memo && Object.is(memo.state, state)) return memo.value;
      let value = selector(state, arg as A, memo?.value);
      const previous = memo ?? committed.current;
      if (previous && equalityFn(previous.value, value)) value = previous.value;
      memo = { state, value };
      return value;
    };
    return [() => select(view.getState()), () => select(view.getInitialState())];
  }, [view, selector, equalityFn, arg]);
  const value = useSyncExternalStore(view.subscribe, getSnapshot, getServerSnapshot);
  useIsoLayoutEffect(() => {
    committed.current = { value };
  });
  return value;
}
