import { useMemo } from "react";

/**
 * A selector for `useAgentStore` that hands a core selector its own previous result, so core's structural
 * sharing keeps an unchanged view's identity and `Object.is` is the whole equality check. `deps` says when
 * the selector is a new one (e.g. other ids).
 */
export function useSharedSelector<S, U>(select: (state: S, previous: U | undefined) => U, deps: readonly unknown[]): (state: S) => U {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => {
    let last: U | undefined;
    return (state: S) => (last = select(state, last));
  }, deps);
}
