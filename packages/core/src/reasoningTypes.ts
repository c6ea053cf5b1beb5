/** Reasoning (and tool-call timing) bookkeeping types of `@reasoning-ui/core` (part of the public contract, re-exported by `types.ts`). */

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
