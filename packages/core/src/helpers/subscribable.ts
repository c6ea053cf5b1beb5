/**
 * One listener set for every subscribable thing of the kit (stores' side channels, controllers, logs), after
 * TanStack Query's `Subscribable`: `subscribe` returns its own unsubscribe; `emit` calls each listener once, in
 * subscription order, over a snapshot — a listener that unsubscribes itself or subscribes another during `emit`
 * changes the next emit, not this one. A listener that throws does not stop the others: its error is rethrown
 * asynchronously (`queueMicrotask`), where the host's error reporting sees it.
 */

/** A set of listeners taking `Args`. */
export interface Listeners<Args extends unknown[] = []> {
  /** Adds `listener`; returns the function that removes it (idempotent). Subscribing the same function twice keeps one. */
  subscribe(listener: (...args: Args) => void): () => void;
  /** Calls every listener with `args`. */
  emit(...args: Args): void;
  /** How many listeners are subscribed. */
  readonly size: number;
  /** Removes every listener. */
  clear(): void;
}

/**
 * A new, empty {@link Listeners} set. `onChange(size)` (optional) runs after each subscribe and unsubscribe that
 * changed the set — to start work on the first listener and stop it after the last.
 *
 * @example
 * const changes = createListeners<[version: number]>();
 * const off = changes.subscribe((v) => console.log(v));
 * changes.emit(2); // logs 2
 * off();
 */
export function createListeners<Args extends unknown[] = []>(onChange?: (size: number) => void): Listeners<Args> {
  const set = new Set<(...args: Args) => void>();
  // The snapshot `emit` iterates, taken on the first emit after a change (not per emit: a log emits per event).
  // A change during an emit drops it, so that emit goes on over the old one and the next takes a new one.
  let snapshot: ((...args: Args) => void)[] | undefined;
  return {
    subscribe(listener) {
      const before = set.size;
      set.add(listener);
      if (set.size !== before) (snapshot = undefined), onChange?.(set.size);
      return () => {
        if (set.delete(listener)) (snapshot = undefined), onChange?.(set.size);
      };
    },
    emit(...args) {
      if (set.size === 0) return;
      for (const listener of (snapshot ??= [...set])) {
        try {
          listener(...args);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    get size() {
      return set.size;
    },
    clear() {
      if (set.size === 0) return;
      set.clear();
      snapshot = undefined;
      onChange?.(0);
    },
  };
}
