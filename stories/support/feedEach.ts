/**
 * Calls `each(item)` for every item, one every `intervalMs` (0 or less: all at once), then `done()`, the way an
 * adapter's input would arrive. Returns the cleanup for a `useEffect` (stops the timer).
 */
export function feedEach<T>(items: readonly T[], intervalMs: number, each: (item: T) => void, done: () => void): () => void {
  if (intervalMs <= 0) {
    items.forEach((item) => each(item));
    done();
    return () => {};
  }
  let i = 0;
  const timer = setInterval(() => {
    if (i < items.length) each(items[i++]!);
    else {
      clearInterval(timer);
      done();
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
