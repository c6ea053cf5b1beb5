/**
 * Shared state types of `@reasoning-ui/core` (the public contract of docs/architecture.md, "Public contract and conventions").
 *
 * Protocol shapes (`Message`, `BaseEvent`, `RunAgentInput`, …) are re-exported from `@ag-ui/core` 1.x;
 * only the reasoning bookkeeping and run status are ours: `reasoningTypes.ts` (reasoning info, spans, tool-call
 * times) and `runTypes.ts` (runs, errors, diagnostics, subagents), re-exported here beside the store's contract.
 */
import type { BaseEvent, Message, RunAgentInput, RunFinishedOutcome, SubagentFinishedOutcome, TokenUsage } from "@ag-ui/core";
import type { JsonPatchSupport, StrictVerification } from "./extensionTypes";
import type { AgentChangeListener } from "./changeTypes";
import type { ReasoningInfo, ReasoningSpan, ToolCallTimes } from "./reasoningTypes";
import type { Diagnostic, RunError, RunOutcome, RunRecord, RunStatus, SubagentState } from "./runTypes";
import type { BranchPoint, BranchTail } from "./branchTypes";

export type { JsonPatchSupport };

export type { BaseEvent, Message, RunAgentInput, RunFinishedOutcome, SubagentFinishedOutcome, TokenUsage };

export type { ReasoningInfo, ReasoningSpan, ReasoningStatus, ReasoningVisibility, ToolCallTimes } from "./reasoningTypes";
export type { BranchPoint, BranchTail } from "./branchTypes";
export type { Diagnostic, DiagnosticEvent, DiagnosticParams, RunError, RunOutcome, RunRecord, RunStatus, SubagentState, SubagentStatus, TurnStatus, LegacyTurnStatus } from "./runTypes";

/**
 * Listener of {@link AgentState.addEventListener}: called with each event exactly as it was passed to
 * `applyEvent(s)` (chunks and deprecated THINKING_* events unexpanded), after the state it produced was
 * published. Must not throw; an exception is re-thrown asynchronously (like `EventTarget`), never
 * interrupting ingest.
 */
export type AgentEventListener = (event: BaseEvent) => void;

/** Options of {@link createAgentStore}. */
export interface AgentStoreOptions {
  /**
   * Thread id for the next `RunAgentInput`. When omitted the thread id is `""` until the first `addMessage` or
   * `beginRun`, which create a random one: creating a store reads no randomness, time or storage, so a component
   * that creates one during render prerenders deterministically.
   */
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
  /** The thread's id; `""` until the first message or run when the store was created without one. */
  threadId: string;
  /**
   * How many times the reducer has published a change: one higher on every state that differs from the one
   * before it (a fresh store starts at 0, or 1 with initial messages). The containers of a state — `messages`,
   * each message's `toolCalls`, a span's `messageIds`, the records (`reasoning`, `spans`, `subagents`,
   * `toolCallTimes`, `pendingToolCallEncryptedValues`) and `diagnostics` — are LIVE: the reducer writes them
   * in place from batch to batch (docs/architecture.md, "Store and reducer"), while the entities in them (a message, a tool call, a reasoning info, a
   * span, a subagent) are replaced by a new object whenever they change and never mutated. So: "did anything
   * change" is `state !== previous` (or `revision`); "did this message change" is the message's identity; a
   * component that needs the whole list uses `useMessages()` / `selectMessages(state)` (a snapshot array per
   * revision), never a container selected raw from zustand (its identity never changes).
   */
  revision: number;
  /** Id of the current or last run. */
  runId?: string;
  /**
   * AG-UI 1.x messages in arrival order (the shape `@ag-ui/client` produces). A live container (see
   * {@link revision}): the same array across states, written in place; each message in it is replaced, never
   * mutated, when it changes. Copy it (`selectMessages`) to keep a list as it is now.
   */
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
  /**
   * The forks of the thread, keyed by parent message id (`""`: the start of the thread). `messages` is always
   * the ACTIVE branch — what the next turn sends and what selectors and export read; the inactive variants are
   * kept in {@link branchVariants}. Created by {@link fork} (Retry, Regenerate, editing a user message).
   */
  branches: Record<string, BranchPoint>;
  /**
   * The variants of each fork in {@link branches}, by parent message id: a {@link BranchTail} per inactive
   * variant and `null` at the active index (its messages are the tail of `messages`). At most
   * `MAX_BRANCH_VARIANTS` (20) per fork: beyond it the oldest inactive variant is dropped (diagnostic
   * `branch_variant_dropped`).
   */
  branchVariants: Record<string, Array<BranchTail | null>>;
  /** Fold one event into the state. Never throws in lenient mode. */
  applyEvent(event: BaseEvent): void;
  /** Fold several events with one store notification. */
  applyEvents(events: readonly BaseEvent[]): void;
  /** Append a message the client authored (the user's turn). */
  addMessage(message: Message): void;
  /**
   * Mark a run as starting on the client side (status `running`, error cleared) before any event arrives.
   * `info.forwardedProps` (the `RunAgentInput.forwardedProps` the run is sent with) is kept on its
   * {@link RunRecord}, so a retry resends it and a restored thread still knows it. `info.resume` (the
   * `RunAgentInput.resume` answering an earlier run's interrupts) is kept on the record too: an interrupt it
   * answers never prompts again (docs/architecture.md, "Interrupts").
   */
  beginRun(runId: string, info?: { forwardedProps?: Record<string, unknown> | undefined; resume?: RunAgentInput["resume"] | undefined }): void;
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
   * Forks the thread after `parentMessageId` (`""`: before the first message): the current tail after it —
   * messages (same objects, encrypted values untouched), their reasoning / span / tool-call-time bookkeeping, the
   * runs that produced them and the forks nested in it — is kept as a stored variant of the fork
   * ({@link branchVariants}); `messages` ends at `parentMessageId` and a new, empty variant is active; status
   * `idle`. Retry / Regenerate fork at the turn's user message; editing user message U forks at U's parent.
   * An empty tail creates no variant. No-op with a diagnostic for an unknown id (`unknown_message_id`) or while
   * a run streams (`branch_while_running`).
   */
  fork(parentMessageId: string): void;
  /**
   * Makes variant `index` of the fork after `parentMessageId` the active branch: the active tail is stored, the
   * chosen one put back (O(tail) plus one array concat). No-op with a diagnostic for an unknown fork or index
   * (`unknown_branch`) or while a run streams (`branch_while_running`).
   */
  switchBranch(parentMessageId: string, index: number): void;
  /**
   * Replaces the whole thread with a restored one (persistence, see `createAgentSession`): `snapshot` is trusted
   * data (validated by `parseStoredThread`); reasoning still `streaming` and runs still `running` become
   * `interrupted` (never an eternal "Thinking…"). Status `idle`. Listeners stay subscribed.
   */
  restore(snapshot: ThreadSnapshot): void;
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
  /**
   * Subscribes to the reducer's typed change feed (`AgentChange`: runs, text / reasoning / span / tool-call
   * lifecycles, encrypted values by length, diagnostics — never content): what the audit trail and the event
   * inspector consume. Delivered after the state holding them is published; a batch's changes come in order,
   * each event's right before the event itself reaches `addEventListener`. A listener that throws never
   * interrupts ingest (re-thrown asynchronously). Returns the unsubscribe function. O(1) per event when nobody listens.
   *
   * @example
   * const off = store.getState().addChangeListener((c) => c.type === "reasoning-ended" && console.log(c.messageId, c.visibility));
   */
  addChangeListener(listener: AgentChangeListener): () => void;
}

/** The data part of {@link AgentState} (everything but the actions): what the reducer folds events into. */
export type AgentStateData = Omit<AgentState, "applyEvent" | "applyEvents" | "addMessage" | "beginRun" | "endStream" | "reset" | "truncateAfter" | "fork" | "switchBranch" | "restore" | "addEventListener" | "addChangeListener">;

/**
 * A thread's data as it is persisted and restored (`AgentState.restore`): the active messages with their
 * bookkeeping (reasoning / span / tool-call times: the durations a restored thread shows), runs (outcomes,
 * usage, per-run `forwardedProps`) and branches with their stored variants.
 */
export interface ThreadSnapshot extends Omit<BranchTail, "variants"> {
  threadId: string;
  /** The stored variants of each fork in `branches` (a {@link BranchTail}'s `variants`, for the active branch). */
  branchVariants: BranchTail["variants"];
  /** The thread's last run while it still runs at the agent (a logged run, re-attached on load); absent otherwise. */
  openRun?: OpenRun | undefined;
}

/**
 * A run that outlives the page (docs/architecture.md, "Runs that outlive the page"): an agent with a run log sent
 * its events with SSE ids `<runId>:<seq>`; the session keeps this with the thread while the run is open, and
 * re-attaches to it on load. Always about the thread's last run record.
 */
export interface OpenRun {
  /** The agent's thread id for the run (the re-attach route's `threadId`). */
  threadId: string;
  /** The agent's run id (from the SSE ids). */
  runId: string;
  /** The last SSE id received (`<runId>:<seq>`), when any. */
  lastEventId?: string | undefined;
}
