import type * as Sse from "./parseSseStream";

/*
 * The SSE parser on first use (docs/architecture.md, "Transport and re-attach"): `parseSseStream.ts` and `eventsource-parser`
 * are needed by a run's reply, never by the first frame, so `runHttpAgent` loads them through `import()` when a run
 * starts — while its request is in flight, so the reply waits for no download. A failed load is the run's
 * `network_error` (retryable) and is tried again at the next run.
 */

let loading: Promise<typeof Sse> | undefined;

/** The SSE parser module, loaded once (a failed load is forgotten, so the next call tries again). */
export function loadSseParser(): Promise<typeof Sse> {
  return (loading ??= import("./parseSseStream").catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
}
