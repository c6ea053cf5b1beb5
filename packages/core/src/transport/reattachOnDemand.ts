import type { RunStatus } from "../types";
import type * as Reattach from "./reattach";
import type { ResumeHttpAgentOptions } from "./resumeHttpAgent";

/*
 * The re-attach transport on first use (docs/architecture.md, "Budgets and benchmarks"): the re-attach loop (`reattach.ts`: following a
 * logged run after a drop, the status and cancel routes) and `resumeHttpAgent` (a restored open run) load through
 * `import()`, not with the page. `runHttpAgent` preloads them as soon as a run turns out to be logged (its first
 * `<runId>:<seq>` id), so "Reconnecting…" after a drop waits for no download; the session loads them when a stored
 * open run is re-attached. A failed load is tried again at the next call.
 */

let loading: Promise<typeof Reattach> | undefined;

/** The re-attach module, loaded once (a failed load is forgotten, so the next call tries again). */
export function loadReattach(): Promise<typeof Reattach> {
  return (loading ??= import("./reattach").catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
}

/** Starts loading the re-attach module (a run is logged: it may drop); O(1) once started (it is called per batch). Never rejects. */
export function preloadReattach(): void {
  if (!loading) void loadReattach().catch(() => undefined);
}

/** `followLoggedRun` of `reattach.ts`, loaded on first use. */
export const followLoggedRun = async (...args: Parameters<typeof Reattach.followLoggedRun>): Promise<void> => (await loadReattach()).followLoggedRun(...args);

/** `cancelLoggedRun` of `reattach.ts`, loaded on first use (false when it cannot be loaded: the cancel was not sent). */
export const cancelLoggedRun = async (...args: Parameters<typeof Reattach.cancelLoggedRun>): Promise<boolean> =>
  loadReattach().then(
    (m) => m.cancelLoggedRun(...args),
    () => false,
  );

let resuming: Promise<typeof import("./resumeHttpAgent")> | undefined;
const loadResume = () =>
  (resuming ??= import("./resumeHttpAgent").catch((err: unknown) => {
    resuming = undefined;
    throw err;
  }));

/** Starts loading `resumeHttpAgent` and the loop (a restored thread has an open run: it is about to be re-attached). Never rejects. */
export function preloadResume(): void {
  if (!resuming) void loadResume().catch(() => undefined);
}

/** `resumeHttpAgent` (`resumeHttpAgent.ts`), loaded on first use: re-attaches a restored open run. */
export const resumeHttpAgent = async (options: ResumeHttpAgentOptions): Promise<RunStatus> => (await loadResume()).resumeHttpAgent(options);
