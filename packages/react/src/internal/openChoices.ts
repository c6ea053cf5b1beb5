
/** Most user open/close choices remembered per store (the oldest are forgotten first). */
const MAX_CHOICES = 1000;

const byStore = new WeakMap<object, Map<string, boolean>>();

/**
 * The reader's own open/close choices of reasoning blocks, per store and block (its message ids): the first manual
 * toggle wins for that block for good, also when the row re-mounts (a list re-keyed, a virtualised list scrolling
 * it back in). Kept in memory beside the store (a `WeakMap`, gone with the store), bounded.
 */
export const openChoices = {
  get(store: object, key: string): boolean | undefined {
    return byStore.get(store)?.get(key);
  },
  set(store: object, key: string, open: boolean): void {
    let map = byStore.get(store);
    if (!map) byStore.set(store, (map = new Map()));
    map.delete(key);
    map.set(key, open);
    if (map.size > MAX_CHOICES) map.delete(map.keys().next().value!);
  },
};
