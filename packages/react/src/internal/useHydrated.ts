import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `false` while rendering on the server and while hydrating that markup, `true` otherwise (a client render, and after
 * hydration — React re-renders with the client value). Parts loaded on first use render their plain fallback until
 * then, so a server render never suspends on a chunk (`renderToString` has no Suspense) and hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
