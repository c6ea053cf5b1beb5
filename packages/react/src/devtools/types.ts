import type { DiagnosticEvent } from "@reasoning-ui/core";

/** Events an event log keeps by default (a ring buffer: the oldest are dropped first, and counted). */
export const DEFAULT_EVENT_CAPACITY = 1000;

/** Least time between two notifications of an event log's subscribers, ms (then on an animation frame). */
export const DEFAULT_REFRESH_MS = 250;

/** A diagnostic the store recorded, shown inline on the event that raised it (or on its own when no event did). */
export interface InspectorDiagnostic {
  code: string;
  message: string;
  /** ms since epoch. */
  at: number;
}

/** An encrypted value in an event, as the inspector shows it: never its content. */
export interface InspectorSecret {
  /** Where it was in the event, e.g. `encryptedValue`, `messages[2].encryptedValue`. */
  path: string;
  /** Length in UTF-16 code units. */
  length: number;
  /** First 8 hex digits of its SHA-256 (Web Crypto); undefined until computed, or where Web Crypto is missing. */
  sha256?: string;
}

/** One row of the log: an event as delivered by the store, or a diagnostic no event raised. */
export interface InspectorEntry {
  /** 1, 2, 3… in arrival order (gaps never; the first kept one is > 1 once entries were dropped). */
  seq: number;
  kind: "event" | "diagnostic";
  /** The event `type` (as sent: chunks and THINKING_* unexpanded), or `DIAGNOSTIC`. */
  type: string;
  /** The event's ids (`messageId`, `toolCallId`, `entityId`, `runId`, …), as `summarizeEvent` picks them. */
  ids: Omit<DiagnosticEvent, "type" | "subagentRunId">;
  /** The lane: the event's `subagentRunId` (absent for the parent agent). */
  lane?: string;
  /** Key of the run group in {@link EventLogSnapshot.runs}. */
  runKey: string;
  /** Key of the span group in {@link EventLogSnapshot.spans}, when the event belongs to a reasoning span. */
  spanKey?: string;
  /** Client receipt time, ms since epoch. */
  receivedAt: number;
  /** ms from the run's first receipt to this one (client clock). */
  sinceRunStart: number;
  /** The event's `timestamp` as sent (agent clock, not normative). */
  agentTimestamp?: number;
  /** ms from the run's first agent `timestamp` to this one (agent clock), when both exist. */
  agentSinceRunStart?: number;
  /** Characters of the event's JSON. */
  size?: number;
  secrets: InspectorSecret[];
  /** The event with encrypted values replaced by `{ $encrypted, length, sha256 }` and long strings cut. */
  event?: unknown;
  diagnostics: InspectorDiagnostic[];
}

/** A run group: RUN_STARTED … RUN_FINISHED / RUN_ERROR, or events outside a run (before RUN_STARTED, after the run ended); `runId` absent then. */
export interface InspectorRun {
  key: string;
  runId?: string;
  threadId?: string;
  /** Client receipt time of its first entry, ms since epoch. */
  startedAt: number;
  agentStartedAt?: number;
}

/** A span group: REASONING_START … REASONING_END (or THINKING_START … THINKING_END) in one lane. */
export interface InspectorSpan {
  key: string;
  runKey: string;
  /** REASONING_START `messageId`; absent for deprecated THINKING_START (it has no id). */
  spanId?: string;
  lane?: string;
  title?: string;
}

/** What the inspector renders: an immutable view of the log. */
export interface EventLogSnapshot {
  /** Kept entries, oldest first (at most `capacity`). */
  entries: readonly InspectorEntry[];
  runs: ReadonlyMap<string, InspectorRun>;
  spans: ReadonlyMap<string, InspectorSpan>;
  /** Entries dropped by the ring buffer since the log started (or was cleared). */
  dropped: number;
  paused: boolean;
  /** Entries recorded while paused and not shown yet. */
  behind: number;
}

/** Options of `createEventLog`. */
export interface EventLogOptions {
  /** Entries kept (ring buffer). Default {@link DEFAULT_EVENT_CAPACITY}. */
  capacity?: number;
  /** Client clock, ms since epoch. Default `Date.now`. */
  now?: () => number;
  /** Least ms between two notifications (0: every animation frame). Default {@link DEFAULT_REFRESH_MS}. */
  refreshMs?: number;
}

/**
 * A bounded log of one store's events, fed by `addEventListener("*")` between `start()` and `stop()`.
 * Subscribers are notified at most once per `refreshMs` (on an animation frame).
 */
export interface EventLog {
  readonly capacity: number;
  /** Starts listening to the store (idempotent). */
  start(): void;
  /** Stops listening (idempotent): the store has no listener of this log left. */
  stop(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): EventLogSnapshot;
  /** Paused: recording goes on, the snapshot stays as it was (its `behind` counts what is waiting). */
  setPaused(paused: boolean): void;
  /** Forgets every entry (the current run and span stay open for what comes next). */
  clear(): void;
}
