import { useCallback, type Ref } from "react";

/** One callback ref that feeds every given ref (object or function). */
export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  }, refs);
}
