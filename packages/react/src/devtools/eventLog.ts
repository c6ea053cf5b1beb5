import { summarizeEvent, type AgentState, type BaseEvent, type Diagnostic } from "@reasoning-ui/core";
import type { StoreApi } from "zustand/vanilla";
import { DiagnosticMatcher } from "./diagnosticMatcher";
import { jsonSize, redactEvent, shortHash } from "./redact";
import { DEFAULT_EVENT_CAPACITY, DEFAULT_REFRESH_MS, type EventLog, type EventLogOptions, type EventLogSnapshot, type InspectorDiagnostic, type InspectorEntry, type InspectorRun, type InspectorSpan } from "./types";

const frame = (fn: () => void): (() => void) => {
  if (typeof requestAnimationFrame === "function") {
    const id = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
};
/** Runs `fn` on an animation frame at least `delayMs` from now (0: the next frame). */
const schedule = (fn: () => void, delayMs: number): (() => void) => {
  if (delayMs <= 0) return frame(fn);
  let cancel: () => void = () => {};
  const id = setTimeout(() => (cancel = frame(fn)), delayMs);
  return () => (clearTimeout(id), cancel());
};

const toInspector = (d: Diagnostic): InspectorDiagnostic => ({ code: d.code, message: d.message, at: d.at });
const str = (e: Record<string, unknown>, k: string) => (typeof e[k] === "string" ? (e[k] as string) : undefined);

/**
 * A bounded log of `store`'s events for the inspector (docs/architecture.md §12). It only uses the store's
 * public API — `addEventListener("*")`, `subscribe`, `getState()` — and only between `start()` and
 * `stop()`, so a store nobody inspects pays nothing. Per event: a redacted, bounded copy (encrypted values
 * → length + 8-hex SHA-256 prefix computed with Web Crypto, strings cut at 240 characters, 400 nodes),
 * its JSON size, run / span / lane grouping and the diagnostics it raised. At most `capacity` entries are
 * kept (default {@link DEFAULT_EVENT_CAPACITY}); the oldest are dropped first and counted. Subscribers are
 * notified at most once per `refreshMs` (default {@link DEFAULT_REFRESH_MS}, on an animation frame), so a
 * fast stream costs the page a few inspector renders per second, not one per frame.
 *
 * @example
 * const log = createEventLog(store, { capacity: 500 });
 * log.start();
 * const off = log.subscribe(() => console.log(log.getSnapshot().entries.length));
 * // … later
 * off();
 * log.stop();
 */
export function createEventLog(store: StoreApi<AgentState>, options: EventLogOptions = {}): EventLog {
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_EVENT_CAPACITY));
  const slack = Math.max(1, capacity >> 3);
  const now = options.now ?? Date.now;
  const refreshMs = Math.max(0, options.refreshMs ?? DEFAULT_REFRESH_MS);
  let entries: InspectorEntry[] = [];
  let runs = new Map<string, InspectorRun>();
  let spans = new Map<string, InspectorSpan>();
  let seq = 0;
  let dropped = 0;
  let run: InspectorRun | undefined;
  /** Set by RUN_FINISHED / RUN_ERROR: what arrives next (before a RUN_STARTED) is outside any run. */
  let runEnded = false;
  /** lane ("" for the parent) → open span key */
  const open = new Map<string, string>();
  let matcher: DiagnosticMatcher | undefined;
  let offEvents: (() => void) | undefined;
  let offState: (() => void) | undefined;
  let flushQueued = false;

  const listeners = new Set<() => void>();
  let paused = false;
  let snapshot: EventLogSnapshot = { entries: [], runs: new Map(), spans: new Map(), dropped, paused, behind: 0 };
  let shownSeq = 0;
  let cancelNotify: (() => void) | undefined;
  const notify = () => {
    if (cancelNotify || listeners.size === 0) return;
    cancelNotify = schedule(() => {
      cancelNotify = undefined;
      refresh();
      for (const fn of [...listeners]) fn();
    }, refreshMs);
  };
  const refresh = () => {
    if (paused) {
      snapshot = { ...snapshot, paused, behind: seq - shownSeq };
      return;
    }
    const kept = entries.length > capacity ? entries.slice(entries.length - capacity) : entries.slice();
    snapshot = { entries: kept, runs: new Map(runs), spans: new Map(spans), dropped: dropped + (entries.length - kept.length), paused, behind: 0 };
    shownSeq = seq;
  };

  const push = (entry: InspectorEntry) => {
    entries.push(entry);
    if (entries.length > capacity + slack) {
      const cut = entries.length - capacity;
      entries.splice(0, cut);
      dropped += cut;
      prune();
    }
    notify();
  };
  /** Forgets run and span groups no kept entry refers to (after the ring buffer dropped some). */
  const prune = () => {
    const liveRuns = new Set<string>();
    const liveSpans = new Set<string>();
    for (const e of entries) {
      liveRuns.add(e.runKey);
      if (e.spanKey) liveSpans.add(e.spanKey);
    }
    if (run) liveRuns.add(run.key);
    for (const k of open.values()) liveSpans.add(k);
    for (const k of runs.keys()) if (!liveRuns.has(k)) runs.delete(k);
    for (const k of spans.keys()) if (!liveSpans.has(k)) spans.delete(k);
  };
  const ensureRun = (at: number, agentAt: number | undefined): InspectorRun => {
    if (run && !runEnded) return run;
    runEnded = false;
    run = { key: `run-${seq}`, startedAt: at, ...(agentAt !== undefined && { agentStartedAt: agentAt }) };
    runs.set(run.key, run);
    return run;
  };
  const hash = (entry: InspectorEntry, found: ReturnType<typeof redactEvent>["secrets"]) => {
    found.forEach((s, i) => {
      const value = s.value!;
      s.value = undefined;
      void shortHash(value).then((h) => {
        if (h === undefined) return;
        s.slot.sha256 = h;
        const at = entries.findIndex((e) => e.seq === entry.seq);
        if (at < 0) return;
        const current = entries[at]!;
        entries[at] = { ...current, secrets: current.secrets.map((x, j) => (j === i ? { ...x, sha256: h } : x)) };
        notify();
      });
    });
  };

  const onEvent = (event: BaseEvent) => {
    const e = event as unknown as Record<string, unknown>;
    const at = now();
    const agentAt = typeof e.timestamp === "number" && Number.isFinite(e.timestamp) ? e.timestamp : undefined;
    const type = String(event.type);
    if (type === "RUN_STARTED") {
      run = undefined;
      open.clear();
    }
    const r = ensureRun(at, agentAt);
    if (type === "RUN_STARTED") {
      const runId = str(e, "runId");
      const threadId = str(e, "threadId");
      if (runId !== undefined) r.runId = runId;
      if (threadId !== undefined) r.threadId = threadId;
    }
    const lane = str(e, "subagentRunId");
    const laneKey = lane ?? "";
    let spanKey = open.get(laneKey);
    if (type === "REASONING_START" || type === "THINKING_START") {
      spanKey = `${r.key}/span-${seq + 1}`;
      const spanId = type === "REASONING_START" ? str(e, "messageId") : undefined;
      const title = str(e, "title");
      spans.set(spanKey, { key: spanKey, runKey: r.key, ...(spanId !== undefined && { spanId }), ...(lane !== undefined && { lane }), ...(title !== undefined && { title }) });
      open.set(laneKey, spanKey);
    } else if (type === "REASONING_END" || type === "THINKING_END") {
      open.delete(laneKey);
    } else if (type === "RUN_FINISHED" || type === "RUN_ERROR") {
      spanKey = undefined;
      open.clear();
      runEnded = true;
    }
    const summary = summarizeEvent(event);
    const { type: _t, subagentRunId: _l, ...ids } = summary ?? { type };
    const { value, secrets } = redactEvent(event);
    const size = jsonSize(event);
    const entry: InspectorEntry = {
      seq: ++seq,
      kind: "event",
      type,
      ids,
      ...(lane !== undefined && { lane }),
      runKey: r.key,
      ...(spanKey !== undefined && { spanKey }),
      receivedAt: at,
      sinceRunStart: at - r.startedAt,
      ...(agentAt !== undefined && { agentTimestamp: agentAt }),
      ...(agentAt !== undefined && r.agentStartedAt !== undefined && { agentSinceRunStart: agentAt - r.agentStartedAt }),
      ...(size !== undefined && { size }),
      secrets: secrets.map((s) => ({ path: s.path, length: s.length })),
      event: value,
      diagnostics: (matcher?.take(store.getState(), summary) ?? []).map(toInspector),
    };
    push(entry);
    if (secrets.length > 0) hash(entry, secrets);
  };

  /** Diagnostics no delivered event raised (stream end, a value that is not an event) become rows of their own. */
  const flush = () => {
    flushQueued = false;
    if (!matcher) return;
    for (const d of matcher.leftovers(store.getState())) {
      const at = now();
      const r = ensureRun(at, undefined);
      push({ seq: ++seq, kind: "diagnostic", type: "DIAGNOSTIC", ids: {}, runKey: r.key, receivedAt: at, sinceRunStart: at - r.startedAt, secrets: [], diagnostics: [toInspector(d)] });
    }
  };

  return {
    capacity,
    start() {
      if (offEvents) return;
      matcher = new DiagnosticMatcher(store.getState());
      offEvents = store.getState().addEventListener("*", onEvent);
      offState = store.subscribe(() => {
        if (flushQueued) return;
        flushQueued = true;
        queueMicrotask(flush);
      });
    },
    stop() {
      offEvents?.();
      offState?.();
      offEvents = offState = undefined;
      matcher = undefined;
      cancelNotify?.();
      cancelNotify = undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setPaused(next) {
      if (paused === next) return;
      paused = next;
      refresh();
      for (const fn of [...listeners]) fn();
    },
    clear() {
      entries = [];
      dropped = 0;
      runs = new Map(run ? [[run.key, run]] : []);
      const keep = new Set(open.values());
      spans = new Map([...spans].filter(([k]) => keep.has(k)));
      refresh();
      for (const fn of [...listeners]) fn();
    },
  };
}
