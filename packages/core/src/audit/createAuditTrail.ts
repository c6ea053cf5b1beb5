import type { AgentStore } from "../store/createAgentStore";
import type { AgentChange } from "../reducer/changes";
import { describeRun, type Known } from "./describeRun";
import { describeDecisions } from "./decisions";
import { webCryptoSha256 } from "./digest";
import { newRun, timeOf, track, type RunTracker } from "./runTracker";
import type { AuditRecord, AuditTrail, AuditTrailOptions } from "./types";

/** The client's thread commands on the feed (fork, switch, truncate, restore, reset): not part of any run's record. */
const THREAD_COMMANDS: ReadonlySet<AgentChange["type"]> = new Set(["branch-forked", "branch-switched", "thread-truncated", "thread-restored", "thread-reset"]);
/** What a batch wrote (`content-changed`) or an application's `setState` replaced (`state-set`): no run milestone, nothing to record. */
const UNTRACKED: ReadonlySet<AgentChange["type"]> = new Set(["content-changed", "state-set"]);

/**
 * Records a content-free audit trail of `store`'s runs (docs/audit-trail.md): per run and per reasoning
 * span, the ids, start / end on both clocks (the agent's `timestamp` and the client's receipt time),
 * visibility, outcome (`complete` / `interrupted` / `stopped` / `failed`), content lengths, each encrypted
 * value's length and SHA-256 (Web Crypto, async), the tool calls, token usage and diagnostic codes —
 * never reasoning or answer text, tool arguments or results, or an encrypted value.
 *
 * It listens through the store's public API only: the reducer's typed change feed (`addChangeListener`) for
 * ids and times — the state's own ids, after aliasing, chunk expansion and the deprecated THINKING_* mapping —,
 * `addEventListener("*")` to count events, the state for lengths and outcomes; the feed's `stream-ended` for a run that ends without RUN_FINISHED / RUN_ERROR (a stop, a
 * cut stream). Messages already in the store when it starts are not audited. A run's records are taken
 * when it ends (run record first, then its span records); {@link AuditTrail.records} adds a `running`
 * snapshot of an open run. Memory: at most `maxRecords` records (default 1000), oldest dropped first.
 *
 * Throws a TypeError when Web Crypto is unavailable and no `options.digest` is given.
 *
 * @example
 * const store = createAgentStore();
 * const audit = createAuditTrail(store, { onRecord: (r) => send(JSON.stringify(r)) });
 * await runHttpAgent({ url, store, input: buildRunAgentInput(store.getState()) });
 * const lines = await audit.toJSONLines(); // {"schema":"reasoning-ui.audit/1","kind":"run",…}\n{…"kind":"span"…}\n
 * audit.stop();
 */
export function createAuditTrail(store: AgentStore, options: AuditTrailOptions = {}): AuditTrail {
  const sha256 = options.digest ?? webCryptoSha256();
  const now = options.now ?? Date.now;
  const maxRecords = Math.max(1, options.maxRecords ?? 1000);
  const initial = store.getState();
  const known: Known = {
    spans: new Set(Object.keys(initial.spans)),
    reasoning: new Set(Object.keys(initial.reasoning)),
    toolCalls: new Set(),
    messages: new Set(initial.messages.map((m) => m.id)),
    diagnostics: new WeakSet(initial.diagnostics),
  };
  for (const m of initial.messages) if (m.role === "assistant") for (const tc of m.toolCalls ?? []) known.toolCalls.add(tc.id);

  const taken: AuditRecord[] = [];
  let dropped = 0;
  /** Records are produced in run order even though their digests resolve asynchronously. */
  let chain: Promise<void> = Promise.resolve();
  let current: RunTracker | null = null;
  let lastEndedRunId: string | undefined;

  const keep = (records: AuditRecord[]) => {
    for (const r of records) {
      taken.push(r);
      try {
        options.onRecord?.(r);
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
    if (taken.length > maxRecords) dropped += taken.splice(0, taken.length - maxRecords).length;
  };
  const end = (run: RunTracker) => {
    const state = store.getState();
    if (!run.endedAt) run.endedAt = { client: now() };
    lastEndedRunId = run.runId;
    const records = describeRun(run, state, known, sha256, false, true);
    chain = chain.then(() => records.then(keep));
  };
  const open = (at: ReturnType<typeof timeOf>, threadId?: string, runId?: string) => {
    const state = store.getState();
    current = newRun(threadId ?? state.threadId, runId ?? state.runId, at);
    return current;
  };

  // Each event's changes arrive right before the event itself: a run opens on `run-started` (or on the
  // first change / event outside a run) and is taken once its RUN_FINISHED / RUN_ERROR event is delivered.
  /** The client receipt time of the event being delivered: read once per event, shared by its changes. */
  let receivedAt: number | undefined;
  let receivedFor = -1;
  const clientTime = (change: AgentChange) => {
    if (change.eventIndex < 0) return now();
    if (receivedAt === undefined || receivedFor !== change.eventIndex) (receivedAt = now()), (receivedFor = change.eventIndex);
    return receivedAt;
  };
  const offChanges = store.getState().addChangeListener((change: AgentChange) => {
    if (change.type === "run-begun") return decisions(change.runId);
    if (change.type === "stream-ended") return streamEnded(change);
    if (change.type === "diagnostic" || change.type === "message-added" || THREAD_COMMANDS.has(change.type) || UNTRACKED.has(change.type)) return;
    const at = timeOf(change, clientTime(change));
    if (change.type === "run-started") {
      if (current) end(current);
      open(at, change.threadId, change.runId);
      return;
    }
    track(current ?? open(at), change, at);
  });
  const offEvents = store.getState().addEventListener("*", (event) => {
    const client = receivedAt ?? now();
    receivedAt = undefined;
    const run = current ?? open(timeOf({ ...(typeof event.timestamp === "number" && Number.isFinite(event.timestamp) && { agentAt: event.timestamp }) }, client));
    run.eventCount++;
    if (run.end) {
      end(run);
      current = null;
    }
  });
  /** Answers a run carried (AG-UI 1.0 `resume`): decision records when it begins (`run-begun`), once per run. */
  const decided = new Set<string>();
  const decisions = (runId: string) => {
    const state = store.getState();
    const run = state.runs[state.runs.length - 1];
    if (!run?.resume || run.runId !== runId || run.status !== "running" || decided.has(run.runId)) return;
    decided.add(run.runId);
    let actor: string | undefined;
    try {
      actor = options.actor?.();
    } catch {
      actor = undefined;
    }
    const records = describeDecisions(run, state, sha256, now(), actor);
    chain = chain.then(() => records.then(keep));
  };
  /**
   * A run the transport ended (`stream-ended`: stop, cut stream, HTTP error). Delivered after the command's
   * publish, with no event behind it: a run RUN_FINISHED / RUN_ERROR already took is not taken twice.
   */
  const streamEnded = (change: Extract<AgentChange, { type: "stream-ended" }>) => {
    const settled = { status: change.status, ...(change.code !== undefined && { errorCode: change.code }) };
    // The open run, unless it already settled or the store has moved on to another run id (beginRun).
    const run = current && !current.settled && (current.runId === undefined || current.runId === change.runId) ? current : null;
    if (run) {
      run.settled = settled;
      end(run);
      current = null;
    } else if (change.runId !== undefined && change.runId !== lastEndedRunId && change.runId !== current?.runId && settled.status !== "finished") {
      // It failed before any event arrived (e.g. HTTP 500): still a run the client attempted.
      const failed = newRun(store.getState().threadId, change.runId);
      failed.settled = settled;
      end(failed);
    }
  };

  return {
    async records() {
      await chain;
      const out = taken.slice();
      if (current) out.push(...(await describeRun(current, store.getState(), known, sha256, true, false)));
      return out;
    },
    async toJSONLines() {
      const records = await this.records();
      return records.map((r) => `${JSON.stringify(r)}\n`).join("");
    },
    get dropped() {
      return dropped;
    },
    stop() {
      offChanges();
      offEvents();
    },
  };
}
