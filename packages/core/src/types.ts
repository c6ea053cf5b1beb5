/**
 * Shared state types of `@reasoning-ui/core` (the public contract of DESIGN.md §3).
 *
 * Protocol shapes (`Message`, `BaseEvent`, `RunAgentInput`, …) are re-exported from `@ag-ui/core` 1.x;
 * only the reasoning bookkeeping and run status are ours.
 */
import type { BaseEvent, Message, RunAgentInput } from "@ag-ui/core";

export type { BaseEvent, Message, RunAgentInput };

/** Lifecycle of one reasoning message. `interrupted`: the run finished, errored, was cancelled or its stream ended while the message was still open. */
export type ReasoningStatus = "streaming" | "complete" | "interrupted";

/**
 * How much of a reasoning message a person may see (AG-UI "Reasoning" page, visibility modes):
 * - `visible`: visible text and no encrypted value (full chain of thought);
 * - `summary`: visible text plus an encrypted value (a summary is shown, the detailed chain is encrypted);
 * - `hidden`: an encrypted value and no visible text.
 * A message with neither text nor encrypted value yet counts as `visible` (it is about to stream).
 */
export type ReasoningVisibility = "visible" | "summary" | "hidden";

/** Bookkeeping for one reasoning message, keyed by its `messageId` in {@link AgentState.reasoning}. */
export interface ReasoningInfo {
  /** Id of the reasoning message (`role: "reasoning"`) in {@link AgentState.messages}. */
  messageId: string;
  /** Id of the enclosing `REASONING_START … REASONING_END` span, when the message arrived inside one. */
  spanId?: string;
  status: ReasoningStatus;
  visibility: ReasoningVisibility;
  /** ms since epoch: the opening event's `timestamp` when present, else receipt time. */
  startedAt?: number;
  /** ms since epoch: the closing event's `timestamp` when present, else receipt time. */
  endedAt?: number;
}

/** A `REASONING_START … REASONING_END` span: one "thinking" episode, possibly several reasoning messages. */
export interface ReasoningSpan {
  spanId: string;
  /** Title of the episode, when the producer gave one (deprecated `THINKING_START.title`). */
  title?: string;
  /** Reasoning message ids inside the span, in arrival order. */
  messageIds: string[];
  status: ReasoningStatus;
  startedAt?: number;
  endedAt?: number;
}

/** Run lifecycle as seen by the client. */
export type RunStatus = "idle" | "running" | "finished" | "error" | "cancelled";

/** What went wrong with the run (from RUN_ERROR, HTTP, SSE framing or a cut stream). */
export interface RunError {
  message: string;
  /** RUN_ERROR's `code`, or one of ours: `http_error`, `not_sse`, `malformed_frame`, `stream_ended`, `network_error`, `strict_violation`. */
  code?: string;
}

/** A recovery made by the lenient reducer (or an input it had to ignore); never contains an encrypted value. */
export interface Diagnostic {
  /** Stable machine-readable code, e.g. `unknown_message_id`, `malformed_frame`, `unknown_event_type`. */
  code: string;
  message: string;
  /** The event type involved, when there was one. */
  eventType?: string;
  /** ms since epoch. */
  at: number;
}

/** Options of {@link createAgentStore}. */
export interface AgentStoreOptions {
  /** Thread id for the next `RunAgentInput`; a random one is generated when omitted. */
  threadId?: string;
  /** History to start from (e.g. restored from storage). Reasoning in it is `complete`. */
  messages?: Message[];
  /** Reject protocol violations with a typed error instead of recovering (default false). */
  strict?: boolean;
}

/** The store's state: plain data plus the two actions. */
export interface AgentState {
  threadId: string;
  /** Id of the current or last run. */
  runId?: string;
  /** AG-UI 1.x messages in arrival order (the shape `@ag-ui/client` produces). */
  messages: Message[];
  /** Reasoning bookkeeping keyed by reasoning message id. */
  reasoning: Record<string, ReasoningInfo>;
  /** Reasoning spans keyed by span id (the `messageId` of REASONING_START). */
  spans: Record<string, ReasoningSpan>;
  /** Encrypted values whose tool call has not arrived yet, keyed by tool call id (attached when it does). */
  pendingToolCallEncryptedValues: Record<string, string>;
  /** Agent state from STATE_SNAPSHOT / STATE_DELTA. */
  state?: unknown;
  status: RunStatus;
  error?: RunError;
  diagnostics: Diagnostic[];
  /** Fold one event into the state. Never throws in lenient mode. */
  applyEvent(event: BaseEvent): void;
  /** Fold several events with one store notification. */
  applyEvents(events: readonly BaseEvent[]): void;
  /** Append a message the client authored (the user's turn). */
  addMessage(message: Message): void;
  /** Mark a run as starting on the client side (status `running`, error cleared) before any event arrives. */
  beginRun(runId: string): void;
  /**
   * The transport's word that the stream is over: reasoning still `streaming` becomes `interrupted`;
   * status becomes `outcome.status` unless RUN_FINISHED / RUN_ERROR already settled it (a stream that ends
   * without either is an error `stream_ended`). Never drops messages or encrypted values.
   */
  endStream(outcome: { status: "finished" | "error" | "cancelled"; error?: RunError }): void;
}
