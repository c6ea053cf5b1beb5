/**
 * Shared state types of `@reasoning-ui/core` (the public contract of docs/architecture.md §3).
 *
 * Protocol shapes (`Message`, `BaseEvent`, `RunAgentInput`, …) are re-exported from `@ag-ui/core` 1.x;
 * only the reasoning bookkeeping and run status are ours.
 */
import type { BaseEvent, Message, RunAgentInput, RunFinishedOutcome, SubagentFinishedOutcome, TokenUsage } from "@ag-ui/core";
import type { JsonPatchSupport } from "./reducer/jsonPatch";
import type { StrictVerification } from "./reducer/strict";

export type { JsonPatchSupport };

export type { BaseEvent, Message, RunAgentInput, RunFinishedOutcome, SubagentFinishedOutcome, TokenUsage };

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
  /**
   * ms since epoch on the client's clock: when the client received the opening event. Every `startedAt` /
   * `endedAt` in the state is on this one clock, so a live elapsed time is `Date.now() − startedAt`.
   */
  startedAt?: number;
  /** ms since epoch on the client's clock: when the client received the closing event (or settled it). */
  endedAt?: number;
  /** The opening event's own `timestamp` (the agent's clock, ms), when it had one; never mixed with the client's. */
  agentStartedAt?: number;
  /** The closing event's own `timestamp` (the agent's clock, ms), when it had one. */
  agentEndedAt?: number;
}

/**
 * When the client saw a tool call start (TOOL_CALL_START) and its result arrive (TOOL_CALL_RESULT), ms since
 * epoch on the client's clock (the one clock of every live figure; agent timestamps are not used). Absent for
 * calls that came in a snapshot or history.
 */
export interface ToolCallTimes {
  startedAt: number;
  /** Set by the call's TOOL_CALL_RESULT. */
  endedAt?: number;
}

/** A `REASONING_START … REASONING_END` span: one "thinking" episode, possibly several reasoning messages. */
export interface ReasoningSpan {
  spanId: string;
  /** Title of the episode, when the producer gave one (deprecated `THINKING_START.title`). */
  title?: string;
  /** The subagent invocation that reasoned (REASONING_START `subagentRunId`); absent for the parent agent. */
  subagentRunId?: string;
  /** Reasoning message ids inside the span, in arrival order. */
  messageIds: string[];
  status: ReasoningStatus;
  /** Receipt of REASONING_START on the client's clock, ms since epoch (see {@link ReasoningInfo.startedAt}). */
  startedAt?: number;
  /** Receipt of REASONING_END (or the run's end) on the client's clock, ms since epoch. */
  endedAt?: number;
  /** REASONING_START's own `timestamp` (agent's clock, ms), when it had one. */
  agentStartedAt?: number;
  /** REASONING_END's own `timestamp` (agent's clock, ms), when it had one. */
  agentEndedAt?: number;
}

/** Run lifecycle as seen by the client. */
export type RunStatus = "idle" | "running" | "finished" | "error" | "cancelled";

/**
 * How one turn (run) ended, kept on its {@link RunRecord}:
 * - `running`: in flight;
 * - `finished`: RUN_FINISHED (success, or `interrupt` — a human-in-the-loop pause is a finished turn);
 * - `stopped`: the user stopped it (the client aborted the stream, or RUN_FINISHED `outcome: cancelled`);
 * - `failed`: RUN_ERROR, or a transport failure (`http_error`, `not_sse`, `strict_violation`, …) — `error` says why;
 * - `interrupted`: the stream was cut before RUN_FINISHED / RUN_ERROR (`stream_ended`, `network_error`, `idle_timeout`).
 */
export type TurnStatus = "running" | "finished" | "stopped" | "failed" | "interrupted";

/**
 * One run of the agent (a turn), kept in {@link AgentState.runs} across later runs: its outcome, its token usage
 * and the messages it produced. Set by `beginRun`, RUN_STARTED, RUN_FINISHED, RUN_ERROR and `endStream`.
 */
export interface RunRecord {
  /** The run's id (`beginRun`'s, replaced by RUN_STARTED's own `runId` when the agent names it differently). */
  runId: string;
  status: TurnStatus;
  /** Why it failed or was interrupted (RUN_ERROR `message` / `code`, or the transport's error). */
  error?: RunError;
  /** RUN_FINISHED / RUN_ERROR `usage` as reported (AG-UI `TokenUsage[]`, tokens); sum with {@link sumTokenUsage}. */
  usage?: TokenUsage[];
  /** The user message the run answers (the last user message when it began), absent when there was none. */
  userMessageId?: string;
  /** Ids of the messages the run produced (after `userMessageId`), in order; filled when the run settles. */
  messageIds: string[];
  /** ms since epoch, client clock: when the run began (`beginRun` or RUN_STARTED). */
  startedAt: number;
  /** ms since epoch, client clock: when it settled. */
  endedAt?: number;
}

/** What went wrong with the run (from RUN_ERROR, HTTP, SSE framing or a cut stream). */
export interface RunError {
  message: string;
  /**
   * RUN_ERROR's `code`, or one of ours: `http_error`, `not_sse`, `malformed_frame`, `frame_too_large`,
   * `buffer_overflow`, `stream_ended`, `network_error`, `idle_timeout`, `strict_violation`, `agent_error` (a
   * `fromAgUiAgent` source failed otherwise).
   */
  code?: string;
  /** HTTP failures (`http_error`): the reply's status code. */
  status?: number;
  /**
   * HTTP failures (`http_error`): the reply's body as text, cut to 64 KiB, every encrypted value the request
   * sent replaced by `[encrypted value]` — for developers (logs, devtools); `message` is what to show a user.
   */
  body?: string;
}

/**
 * The identifying part of the event a diagnostic is about: its type and ids, nothing else — never an
 * `encryptedValue`, `delta`, `content`, snapshot or patch (they may be large or secret). Only string
 * fields named here are copied, each cut to 128 characters.
 */
export interface DiagnosticEvent {
  type: string;
  messageId?: string;
  toolCallId?: string;
  parentMessageId?: string;
  entityId?: string;
  subtype?: string;
  subagentRunId?: string;
  stepName?: string;
  runId?: string;
  threadId?: string;
  name?: string;
}

/** A recovery made by the lenient reducer (or an input it had to ignore); never contains an encrypted value. */
export interface Diagnostic {
  /** Stable machine-readable code, e.g. `unknown_message_id`, `malformed_frame`, `unknown_event_type`. */
  code: string;
  message: string;
  /** The event type involved, when there was one. */
  eventType?: string;
  /** The event involved (type and ids only, see {@link DiagnosticEvent}), when there was one. */
  event?: DiagnosticEvent;
  /** ms since epoch. */
  at: number;
}

/**
 * How the last run ended, from RUN_FINISHED `outcome` (AG-UI 1.x `RunFinishedOutcome`; an absent outcome
 * means `{ type: "success" }`). For `success`, `pendingToolCallIds` is the producer's list when it sent
 * a non-empty one, else derived from the stream as `@ag-ui/client` 1.x does: tool calls started in the
 * run without a TOOL_CALL_RESULT, in start order (omitted when none). `result` is RUN_FINISHED `result`.
 */
export type RunOutcome =
  | { type: "success"; pendingToolCallIds?: string[]; result?: unknown }
  | Extract<RunFinishedOutcome, { type: "interrupt" }>
  | Extract<RunFinishedOutcome, { type: "cancelled" }>;

/** Lifecycle of a subagent invocation: `finished` (SUBAGENT_FINISHED success), `suspended` (SUBAGENT_FINISHED suspended), `error` (SUBAGENT_ERROR), `interrupted` (the run ended while it was running). */
export type SubagentStatus = "running" | "finished" | "suspended" | "error" | "interrupted";

/**
 * One subagent invocation (AG-UI 1.x SUBAGENT_STARTED / FINISHED / ERROR), keyed by `subagentRunId`
 * in {@link AgentState.subagents}. Its messages stay in {@link AgentState.messages}, each carrying
 * `subagentRunId`; its steps are kept here, apart from the parent's {@link AgentState.steps}.
 */
export interface SubagentState {
  subagentRunId: string;
  status: SubagentStatus;
  /** What SUBAGENT_STARTED said about the invocation. */
  info: {
    name: string;
    description?: string;
    parentSubagentRunId?: string;
    parentToolCallId?: string;
    parentMessageId?: string;
  };
  /** SUBAGENT_FINISHED `outcome` (absent means success). */
  outcome?: SubagentFinishedOutcome;
  /** SUBAGENT_FINISHED `result`, any JSON value. */
  result?: unknown;
  /** SUBAGENT_ERROR `message` and `code`. */
  error?: RunError;
  /** Names of this subagent's active steps (STEP_STARTED / STEP_FINISHED carrying its `subagentRunId`), in start order. */
  steps: string[];
  /** ms since epoch (event `timestamp` when present, else receipt time). */
  startedAt?: number;
  endedAt?: number;
}

/**
 * Listener of {@link AgentState.addEventListener}: called with each event exactly as it was passed to
 * `applyEvent(s)` (chunks and deprecated THINKING_* events unexpanded), after the state it produced was
 * published. Must not throw; an exception is re-thrown asynchronously (like `EventTarget`), never
 * interrupting ingest.
 */
export type AgentEventListener = (event: BaseEvent) => void;

/** Options of {@link createAgentStore}. */
export interface AgentStoreOptions {
  /** Thread id for the next `RunAgentInput`; a random one is generated when omitted. */
  threadId?: string;
  /** History to start from (e.g. restored from storage). Reasoning in it is `complete`. */
  messages?: Message[];
  /**
   * Strict verification: pass `strict` from `@reasoning-ui/core/strict` to reject protocol violations with a
   * typed `AgentProtocolError` instead of recovering (opt-in, so lenient apps do not ship it). The former
   * boolean `strict: true` throws a `TypeError` naming the module; `false` or omitted is lenient.
   */
  strict?: StrictVerification | false;
  /**
   * RFC 6902 support for STATE_DELTA and ACTIVITY_DELTA: pass `jsonPatch` from `@reasoning-ui/core/json-patch`
   * (opt-in, so apps whose agents send no patches do not ship a patch library). Without it those events are
   * ignored with the diagnostic `json_patch_unavailable` (state and activity content stay as they were).
   */
  jsonPatch?: JsonPatchSupport;
}

/**
 * The store's state: plain data plus its actions. Every action is a command to the store's one reducer;
 * an application may also `setState` (e.g. restore `messages`): the reducer then re-derives what it remembers.
 */
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
  /**
   * When each streamed tool call started and got its result, keyed by tool call id ({@link ToolCallTimes}, the
   * client's clock): the durations of tool steps in `selectTurnTimeline` and `selectToolCall`. Entries follow
   * the messages: dropped with them by a MESSAGES_SNAPSHOT, `truncateAfter` or `reset`.
   */
  toolCallTimes: Record<string, ToolCallTimes>;
  /** Agent state from STATE_SNAPSHOT / STATE_DELTA. */
  state?: unknown;
  status: RunStatus;
  error?: RunError;
  diagnostics: Diagnostic[];
  /** Names of the parent agent's active steps (STEP_STARTED … STEP_FINISHED), in start order; cleared at RUN_STARTED. */
  steps: string[];
  /** Subagent invocations keyed by `subagentRunId` (SUBAGENT_STARTED / FINISHED / ERROR); kept across runs. */
  subagents: Record<string, SubagentState>;
  /** How the last run ended (RUN_FINISHED `outcome`); cleared at RUN_STARTED. */
  outcome?: RunOutcome;
  /**
   * Token usage of the last run as reported (RUN_FINISHED / RUN_ERROR `usage`): one AG-UI `TokenUsage` entry
   * per provider and model, counts in tokens; `reasoningTokens` is part of `outputTokens`, never added to
   * it. Sum across entries with {@link sumTokenUsage}. Cleared at RUN_STARTED.
   */
  usage?: TokenUsage[];
  /**
   * Every run of the thread, oldest first, each with its own outcome, error, usage and messages
   * ({@link RunRecord}); kept across later runs, at most 100 (the oldest are dropped first). `reset` clears it;
   * `truncateAfter` keeps the runs before the cut.
   */
  runs: RunRecord[];
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
  /**
   * Starts over: no messages (or `messages`, normalised, reasoning `complete`), status `idle`, no error,
   * outcome, usage, diagnostics, steps, subagents or agent state, on `threadId` (default: the current one).
   * Listeners stay subscribed.
   */
  reset(options?: { threadId?: string; messages?: Message[] }): void;
  /**
   * Rewinds the conversation to a turn: keeps the messages up to and including `messageId` (byte-identical,
   * encrypted values included, with their reasoning bookkeeping) and the runs that ended before it; drops every
   * later message and run. Status becomes `idle`. Used to retry or regenerate a turn: pass the turn's user
   * message, then run again. An unknown id changes nothing (diagnostic `unknown_message_id`). Do not call it
   * while a run streams into the store (stop it first).
   */
  truncateAfter(messageId: string): void;
  /**
   * Subscribes to incoming events of one `type` (e.g. `"CUSTOM"`, `"RAW"`) or of every type (`"*"`):
   * how RAW and CUSTOM — which change no state — reach an application. Events that fail validation (not
   * an object with a string `type`) are not delivered; in strict mode the rejected event and those after
   * it in the batch are not delivered. Returns the unsubscribe function. O(1) per event when nobody listens.
   *
   * @example
   * const off = store.getState().addEventListener("CUSTOM", (e) => console.log((e as CustomEvent).name));
   */
  addEventListener(type: string, listener: AgentEventListener): () => void;
}
