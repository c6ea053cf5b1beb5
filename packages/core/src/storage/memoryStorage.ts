import type { ThreadStorage } from "./types";
import { threadStorage } from "./threadStorage";

/**
 * A {@link ThreadStorage} in memory (lost on reload): the fallback where no browser storage exists, and for tests
 * and Node. Values are copied in and out with `structuredClone`, as a real storage does, so a saved thread never
 * aliases the live state.
 *
 * @example
 * const session = createAgentSession({ url: "/api/agent", storage: memoryStorage() });
 */
export function memoryStorage(): ThreadStorage & { readonly size: number } {
  const map = new Map<string, unknown>();
  return threadStorage({
    get size() {
      return map.size;
    },
    load: (key) => (map.has(key) ? structuredClone(map.get(key)) : undefined),
    save: (key, value) => void map.set(key, structuredClone(value)),
    remove: (key) => void map.delete(key),
  });
}
