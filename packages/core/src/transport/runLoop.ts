import type { BaseEvent } from "@ag-ui/core";
import type { AgentState, RunStatus } from "../types";
import { AgentStreamError } from "./AgentStreamError";
import { loadRunErrors, toRunErrorOnDemand } from "./runErrorOnDemand";
import type { AgentRunRequest } from "./runner";

/** Default idle timeout of both transports: two minutes without a frame, a comment or an event. */
export const DEFAULT_IDLE_TIMEOUT_MS = 120_000;

/** What a transport gives the run loop: where events come from. */
export interface RunSource {
  /**
   * Starts the run and resolves when the agent's stream has ended (rejects with the failure that ended it).
   * `emit` folds a batch of events into the store; `alive` says the agent is still there (re-arms the idle
   * timer); `signal` aborts when the run is stopped, times out or the store rejects an event.
   */
  start(ctx: { emit(events: readonly BaseEvent[]): void; alive(): void; signal: AbortSignal }): Promise<void>;
  /** Releases what `start` holds (unsubscribe, abort a request) once the run is over, however it ended. */
  stop?(): void;
}

type Outcome = Parameters<AgentState["endStream"]>[0];

/**
 * The one run loop under every transport (`runHttpAgent`, `fromAgUiAgent`): `beginRun(input.runId)`, the
 * source started, batches folded with `applyEvents`, an idle timer (`idleTimeoutMs`, default
 * {@link DEFAULT_IDLE_TIMEOUT_MS}; `0` or `Infinity` turns it off) re-armed whenever the source says it is
 * alive, abort through `signal`, one error mapping (`toRunError`), and always `endStream`. Never rejects:
 * resolves with the final status; whatever arrived before a failure is kept.
 */
export async function runLoop(request: AgentRunRequest & { idleTimeoutMs?: number }, source: RunSource): Promise<RunStatus> {
  const { input, store, signal } = request;
  const idleMs = request.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const controller = new AbortController();
  let failure: unknown;
  let settled = false;
  let rejected = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  void loadRunErrors(); // the error mapping loads while the run goes on, so a failure waits for no download
  const fail = (err: unknown) => {
    if (failure === undefined) failure = err;
    controller.abort(err);
  };
  const onAbort = () => controller.abort(signal?.reason);
  // `alive` only notes the time (it runs for every frame: re-arming a timer each time costs more than the frame);
  // the one timer, when it fires, sleeps again for what is left or ends the run.
  const idleOn = idleMs > 0 && idleMs < Infinity;
  let lastAlive = 0;
  const check = () => {
    const quiet = Date.now() - lastAlive;
    if (quiet >= idleMs) fail(new AgentStreamError("idle_timeout", `No data from the agent for ${idleMs} ms`));
    else timer = setTimeout(check, idleMs - quiet);
  };
  const alive = () => {
    if (settled || !idleOn) return;
    lastAlive = Date.now();
    timer ??= setTimeout(check, idleMs);
  };
  // Events are applied in batches, one `applyEvents` (one store notification) per macrotask turn: whatever the
  // source delivered meanwhile (several network chunks when they arrive faster than they are folded) goes in
  // together. Publishing a state is O(1) (the reducer writes its containers in place, docs/architecture.md, "Store and reducer"), but
  // each publish still wakes every subscriber, so batching by time keeps a flood to one notification per turn.
  let buffer: BaseEvent[] = [];
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(scheduled);
    scheduled = undefined;
    const batch = buffer;
    buffer = [];
    // Events that arrived before a stop or a timeout are kept; after a store rejected one, none is applied.
    if (rejected || batch.length === 0) return;
    try {
      store.getState().applyEvents(batch);
    } catch (err) {
      rejected = true;
      fail(err);
    }
  };
  const emit = (events: readonly BaseEvent[]) => {
    if (settled || rejected || events.length === 0) return;
    for (const e of events) buffer.push(e);
    scheduled ??= setTimeout(flush, 0);
  };
  const aborted = new Promise<void>((resolve) => controller.signal.addEventListener("abort", () => resolve(), { once: true }));
  let caught: unknown;
  let threw = false;
  try {
    store.getState().beginRun(input.runId, { forwardedProps: input.forwardedProps as Record<string, unknown> | undefined, resume: input.resume });
    if (signal?.aborted) throw signal.reason;
    signal?.addEventListener("abort", onAbort, { once: true });
    alive();
    const started = source.start({ emit, alive, signal: controller.signal });
    started.catch(() => undefined); // once the run is aborted, a late rejection is expected and must not go unhandled
    await Promise.race([started, aborted]);
  } catch (err) {
    (threw = true), (caught = err);
  }
  flush(); // what arrived is applied (a strict store rejecting it sets `failure`)
  settled = true;
  clearTimeout(timer);
  signal?.removeEventListener("abort", onAbort);
  controller.abort();
  try {
    source.stop?.();
  } catch {
    /* a source that throws on stop must not make the run reject */
  }
  let outcome: Outcome = { status: "finished" };
  if (failure !== undefined && !(failure instanceof AgentStreamError && failure.code === "run_cancelled")) outcome = { status: "error", error: await toRunErrorOnDemand(failure, input) };
  else if (failure !== undefined) outcome = { status: "cancelled" };
  else if (signal?.aborted) outcome = { status: "cancelled" };
  else if (threw && caught instanceof AgentStreamError && caught.code === "run_cancelled") outcome = { status: "cancelled" }; // stopped elsewhere (another tab)
  else if (threw) outcome = { status: "error", error: await toRunErrorOnDemand(caught, input) };
  try {
    store.getState().endStream(outcome);
  } catch {
    /* a store that throws here must not make the run reject */
  }
  return store.getState().status;
}
