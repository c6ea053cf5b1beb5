import { createListeners, summarizeEvent, type AgentChange, type AgentState, type BaseEvent, type Diagnostic } from "@reasoning-ui/core";
import { formatDiagnostic } from "@reasoning-ui/core/diagnostics";
import { Lifecycle } from "@reasoning-ui/core/lifecycle";
import type { StoreApi } from "zustand/vanilla";
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

/** The changes the log groups rows by: runs, spans, diagnostics, and the thread commands that replace the thread. */
const FOLLOWED: ReadonlySet<AgentChange["type"]> = new Set(["diagnostic", "run-started", "run-finished", "run-error", "span-started", "span-ended", "thread-reset", "thread-restored"]);

/** The inspector shows each diagnostic's English sentence in every build (the message table comes with it: `@reasoning-ui/core/diagnostics`). */
const toInspector = (d: Diagnostic): InspectorDiagnostic => ({ code: d.code, message: formatDiagnostic(d), at: d.at });

/**
 * A bounded log of `store`'s events for the inspector (docs/architecture.md, "Store and reducer"). It only uses the store's
 * public API — `addEventListener("*")` for the events as sent, the reducer's typed change feed
 * (`addChangeListener`) for runs, spans, lanes and diagnostics, `subscribe` — and only between `start()` and
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
  /** The spans open per lane, keyed by their inspector key: the kit's span lifecycle owner. */
  const open = new Lifecycle("span", now);
  /** span id → inspector key, while the span is open. */
  const spanKeys = new Map<string, string>();
  /** Changes delivered before the event that caused them (the store's order), applied when it arrives. */
  let upcoming: AgentChange[] = [];
  let offChanges: (() => void) | undefined;
  let offEvents: (() => void) | undefined;
  let offState: (() => void) | undefined;
  let flushQueued = false;

  const listeners = createListeners();
  let paused = false;
  let snapshot: EventLogSnapshot = { entries: [], runs: new Map(), spans: new Map(), dropped, paused, behind: 0 };
  let shownSeq = 0;
  let cancelNotify: (() => void) | undefined;
  const notify = () => {
    if (cancelNotify || listeners.size === 0) return;
    cancelNotify = schedule(() => {
      cancelNotify = undefined;
      refresh();
      listeners.emit();
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
    for (const k of open.openIds()) liveSpans.add(k);
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

  const diagnosticRow = (d: Diagnostic, at: number) => {
    const r = ensureRun(at, undefined);
    push({ seq: ++seq, kind: "diagnostic", type: "DIAGNOSTIC", ids: {}, runKey: r.key, receivedAt: at, sinceRunStart: at - r.startedAt, secrets: [], diagnostics: [toInspector(d)] });
  };

  /**
   * Applies the changes that came before an event (or, at a flush, before nothing): runs open and end, spans
   * open and close per lane. Returns the event's diagnostics (raised while folding it: same batch position and
   * type), the span an ending span's event belongs to, and whether a run ended; other diagnostics become rows.
   */
  const applyChanges = (at: number, agentAt: number | undefined, type: string | undefined) => {
    const changes = upcoming;
    upcoming = [];
    const last = changes.length > 0 ? changes[changes.length - 1]!.eventIndex : -2;
    const own: Diagnostic[] = [];
    let closedKey: string | undefined;
    let ended = false;
    for (const c of changes) {
      switch (c.type) {
        case "diagnostic":
          if (type !== undefined && c.eventIndex === last && c.eventIndex >= 0 && c.diagnostic.event?.type === type) own.push(c.diagnostic);
          else diagnosticRow(c.diagnostic, at);
          break;
        case "run-started": {
          run = undefined;
          open.closeAll();
          spanKeys.clear();
          const r = ensureRun(at, c.agentAt ?? agentAt);
          if (c.runId !== undefined) r.runId = c.runId;
          r.threadId = c.threadId;
          break;
        }
        case "span-started": {
          const r = ensureRun(at, agentAt);
          const key = `${r.key}/span-${seq + 1}-${spans.size}`;
          spans.set(key, { key, runKey: r.key, spanId: c.spanId, ...(c.lane !== undefined && { lane: c.lane }), ...(c.title !== undefined && { title: c.title }) });
          open.open(key, c.lane);
          spanKeys.set(c.spanId, key);
          break;
        }
        case "span-ended": {
          const key = spanKeys.get(c.spanId);
          if (key === undefined) break;
          spanKeys.delete(c.spanId);
          open.close(key);
          closedKey = key;
          break;
        }
        case "run-finished":
        case "run-error":
        case "thread-reset": // the store now holds another (or an emptied) thread: what was open there is over
        case "thread-restored":
          ended = true;
          break;
      }
    }
    return { own, closedKey, ended };
  };

  const onChange = (change: AgentChange) => {
    if (FOLLOWED.has(change.type)) upcoming.push(change);
  };

  const onEvent = (event: BaseEvent) => {
    const at = now();
    const agentAt = typeof event.timestamp === "number" && Number.isFinite(event.timestamp) ? event.timestamp : undefined;
    const type = String(event.type);
    const summary = summarizeEvent(event);
    const lane = summary?.subagentRunId;
    const { own, closedKey, ended } = applyChanges(at, agentAt, type);
    const r = ensureRun(at, agentAt);
    let spanKey = ended ? undefined : closedKey !== undefined && spans.get(closedKey)?.lane === lane ? closedKey : open.lastIn(lane);
    if (ended) {
      open.closeAll();
      spanKeys.clear();
      runEnded = true;
    } else if (spanKey !== undefined && !spans.has(spanKey)) spanKey = undefined;
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
      diagnostics: own.map(toInspector),
    };
    push(entry);
    if (secrets.length > 0) hash(entry, secrets);
  };

  /** Changes no delivered event followed (a command such as `endStream`, a value that is not an event): applied, their diagnostics rows of their own. */
  const flush = () => {
    flushQueued = false;
    if (!offChanges || upcoming.length === 0) return;
    const { ended } = applyChanges(now(), undefined, undefined);
    if (ended) {
      open.closeAll();
      spanKeys.clear();
      runEnded = true;
    }
  };

  return {
    capacity,
    start() {
      if (offEvents) return;
      offChanges = store.getState().addChangeListener(onChange);
      offEvents = store.getState().addEventListener("*", onEvent);
      offState = store.subscribe(() => {
        if (flushQueued) return;
        flushQueued = true;
        queueMicrotask(flush);
      });
    },
    stop() {
      offChanges?.();
      offEvents?.();
      offState?.();
      offChanges = offEvents = offState = undefined;
      upcoming = [];
      cancelNotify?.();
      cancelNotify = undefined;
    },
    subscribe(listener) {
      return listeners.subscribe(listener);
    },
    getSnapshot: () => snapshot,
    setPaused(next) {
      if (paused === next) return;
      paused = next;
      refresh();
      listeners.emit();
    },
    clear() {
      entries = [];
      dropped = 0;
      runs = new Map(run ? [[run.key, run]] : []);
      const keep = new Set(open.openIds());
      spans = new Map([...spans].filter(([k]) => keep.has(k)));
      refresh();
      listeners.emit();
    },
  };
}
