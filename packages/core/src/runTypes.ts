/** Run, turn, diagnostic and subagent types of `@reasoning-ui/core` (part of the public contract, re-exported by `types.ts`). */
import type { Interrupt, ResumeEntry, RunFinishedOutcome, SubagentFinishedOutcome, TokenUsage } from "@ag-ui/core";

/** Run lifecycle as seen by the client. */
export type RunStatus = "idle" | "running" | "finished" | "error" | "cancelled";

/**
 * How one turn (run) ended, kept on its {@link RunRecord}:
 * - `running`: in flight;
 * - `finished`: RUN_FINISHED (success, or `interrupt` — a human-in-the-loop pause is a finished turn);
 * - `stopped`: the user stopped it (the client aborted the stream, or RUN_FINISHED `outcome: cancelled`);
 * - `failed`: RUN_ERROR, or a transport failure (`http_error`, `not_sse`, `strict_violation`, …) — `error` says why;
 * - `cut`: the turn was cut short before RUN_FINISHED / RUN_ERROR — the stream broke (`stream_ended`,
 *   `network_error`, `idle_timeout`), the agent no longer has the run (`run_lost`), or the page went away while it
 *   ran (`page_closed`, on restore). Stored threads saved with this status's former name, `interrupted`, restore as
 *   `cut` ("interrupt" means AG-UI human in the loop only).
 */
export type TurnStatus = "running" | "finished" | "stopped" | "failed" | "cut";

/** @deprecated The former name of the `cut` turn status, as stored threads may still hold it; a restored record reads `cut`. */
export type LegacyTurnStatus = "interrupted";

/**
 * One run of the agent (a turn), kept in {@link AgentState.runs} across later runs: its outcome, its token usage
 * and the messages it produced. Set by `beginRun`, RUN_STARTED, RUN_FINISHED, RUN_ERROR and `endStream`.
 */
export interface RunRecord {
  /** The run's id (`beginRun`'s, replaced by RUN_STARTED's own `runId` when the agent names it differently). */
  runId: string;
  status: TurnStatus;
  /** Why it failed or was cut (RUN_ERROR `message` / `code`, or the transport's error). */
  error?: RunError;
  /** RUN_FINISHED / RUN_ERROR `usage` as reported (AG-UI `TokenUsage[]`, tokens); sum with {@link sumTokenUsage}. */
  usage?: TokenUsage[];
  /** The user message the run answers (the last user message when it began), absent when there was none. */
  userMessageId?: string;
  /** Ids of the messages the run produced (after `userMessageId`), in order; filled when the run settles. */
  messageIds: string[];
  /** The `RunAgentInput.forwardedProps` the run was sent with (`beginRun`'s `info`), resent by a retry. */
  forwardedProps?: Record<string, unknown>;
  /**
   * The interrupts the run ended with (RUN_FINISHED `outcome: { type: "interrupt", interrupts }`, AG-UI 1.0
   * human in the loop), deep-copied as they arrived; what `selectInterrupts` derives the pending prompts from
   * (docs/architecture.md, "Interrupts"). Absent for any other outcome.
   */
  interrupts?: Interrupt[];
  /** The `RunAgentInput.resume` the run was sent with (answers to an earlier run's interrupts), as sent. */
  resume?: ResumeEntry[];
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

/**
 * The values a diagnostic's sentence is built from, by name: ids (cut to 128 characters), event types, field
 * names, counts, and `variant` when one code has several sentences (e.g. `invalid_event`). Never an encrypted
 * value, a delta or content. `formatDiagnostic` (`@reasoning-ui/core/diagnostics`) turns code + params into the
 * English sentence.
 */
export type DiagnosticParams = { readonly [name: string]: string | number | undefined };

/**
 * A recovery made by the lenient reducer (or an input it had to ignore); never contains an encrypted value.
 * Production diagnostics are codes (docs/architecture.md, "Diagnostics as codes"): the English sentences live in
 * one message table that only development builds, the event inspector and `formatDiagnostic` load.
 */
export interface Diagnostic {
  /** Stable machine-readable code, e.g. `unknown_message_id`, `malformed_frame`, `unknown_event_type`. */
  code: string;
  /**
   * What happened, for a developer. In development builds (`process.env.NODE_ENV !== "production"`, as React
   * decides) the English sentence; in production builds the `code` alone, so the sentences are not shipped —
   * `formatDiagnostic(d)` from `@reasoning-ui/core/diagnostics` builds the sentence from `code` and `params` in
   * any build. A client transport's diagnostic (CUSTOM `reasoning-ui.diagnostic`) keeps the message it sent.
   * At most 300 characters.
   */
  message: string;
  /** The values the sentence is built from ({@link DiagnosticParams}), when it has any. */
  params?: DiagnosticParams;
  /** The event type involved, when there was one. */
  eventType?: string;
  /** The event involved (type and ids only, see {@link DiagnosticEvent}), when there was one. */
  event?: DiagnosticEvent;
  /** ms since epoch. */
  at: number;
  /**
   * A flood of one problem: how many more diagnostics of the same `code`, variant and `eventType` followed this one
   * in a row and were counted here instead of kept (after 64 in a row; each kept its own params, event and time,
   * which are not recorded). Absent when none.
   */
  repeats?: number;
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
