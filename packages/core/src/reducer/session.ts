import type { Message } from "@ag-ui/core";
import type { LegacyThinkingState } from "../protocol/legacyThinking";
import type { TextStreams } from "./text";

/** A chunk shorthand currently open. `@ag-ui/client` 1.x keeps one per lane: the parent agent's and one per `subagentRunId`. */
export interface ChunkLane {
  kind: "text" | "tool" | "reasoning";
  id: string;
  /** `subagentRunId` of the opening chunk, copied onto the events it expands to. */
  subagentRunId?: string;
  /** Fields of the opening chunk a continuing chunk may not change (text: role, name; tool: toolCallName, parentMessageId). */
  role?: string;
  name?: string;
  toolCallName?: string;
  parentMessageId?: string;
}

/** Where the run is, for `@ag-ui/client` 1.x `verifyEvents` rules: before any RUN_STARTED, running, after RUN_FINISHED, after RUN_ERROR. */
export type RunPhase = "none" | "running" | "finished" | "errored";

/**
 * Per-store bookkeeping the public state does not carry: O(1) indexes and the open-stream tracking.
 * Maps and Sets only, so ids such as `__proto__` are plain keys.
 */
export interface Session {
  strict: boolean;
  /** message id → index in `indexed`. Valid only while `indexed` is the state's `messages` array. */
  index: Map<string, number>;
  /** tool call id → id of the assistant message holding it. */
  toolParent: Map<string, string>;
  /** The messages array the indexes describe; when the state's array differs, they are rebuilt. */
  indexed: readonly Message[] | null;
  openText: Set<string>;
  /** Open tool calls: id → tool name (so a call a snapshot dropped can be built again). */
  openTools: Map<string, string>;
  /** Open REASONING_START spans, innermost last. */
  spanStack: string[];
  /** Open chunk per lane: key `undefined` is the parent agent, else a `subagentRunId`. */
  chunks: Map<string | undefined, ChunkLane>;
  /**
   * Per lane, the last reasoning chunk message, so an id-less chunk continues it. `closedByEmpty`: an
   * empty delta closed it and nothing else has closed its lane since — the reference still counts it open,
   * so a chunk may silently reopen it.
   */
  lastReasoning: Map<string | undefined, { id: string; closedByEmpty: boolean }>;
  /** How many `lastReasoning` entries are `closedByEmpty` (a cheap test for the hot path). */
  reopenable: number;
  /** Id of the reasoning message a chunk is silently reopening (its START raises no `duplicate_start`). */
  reopening: string | null;
  legacy: LegacyThinkingState;
  /** Active steps per lane (`undefined`: the parent agent), mirrored into the state's `steps` / `subagents[].steps`. */
  stepLanes: Map<string | undefined, Set<string>>;
  /** Subagents started and not yet finished/errored in this run. */
  activeSubagents: Set<string>;
  /** Subagents finished or errored in this run (their ids cannot be reused within it). */
  doneSubagents: Set<string>;
  /**
   * Which lane opened an entity, keyed `m:` (text/tool-result message), `t:` (tool call), `r:` (reasoning
   * message or span), `a:` (activity) + id; value `""` for the parent agent. For the lane-mismatch rule.
   */
  owners: Map<string, string>;
  /** Tool call ids started in this run, in order, and those answered by TOOL_CALL_RESULT (RUN_FINISHED `pendingToolCallIds`). */
  runToolCalls: string[];
  runToolResults: Set<string>;
  /**
   * Ids (`text:` / `reasoning:` / `span:` + id) we closed on the producer's behalf — text still open when reasoning
   * started, reasoning still streaming when its span or its subagent ended. The protocol still counts them
   * open, so their later content / end is accepted silently (the item reopens / closes), and RUN_FINISHED
   * before their end is `run_finished_with_open_streams` as for any open item.
   */
  autoClosed: Set<string>;
  /** The event being applied (for diagnostics); cleared after it. */
  current: unknown;
  /** Original id → derived id of a reasoning message whose id collided with another message. */
  reasoningAlias: Map<string, string>;
  /** Original id → derived id of a text message whose id collided with a reasoning message. */
  textAlias: Map<string, string>;
  /** Run phase as `@ag-ui/client` 1.x `verifyEvents` tracks it (reset by `beginRun` / `endStream`: a new stream). */
  phase: RunPhase;
  /** Diagnostics already reported, `code|key`, so a repeated recovery is reported once. */
  reported: Set<string>;
  /** How the long texts being streamed are built (see `appendText`); created with the first text over 1 kB. */
  textStreams: TextStreams | undefined;
  /** The message the last event appended to while nothing else has happened since (see `continueStreak`). */
  streak: Streak | null;
}

/**
 * A text or reasoning message the last applied event (a parent-lane TEXT_MESSAGE_CONTENT or
 * REASONING_MESSAGE_CONTENT, no metadata) appended to; any other event or store action ends it.
 */
export interface Streak {
  /** The event type and `messageId` a continuing delta carries. */
  type: string;
  messageId: string;
  /** The id of the message its text goes to (after aliasing). */
  target: string;
}

/** A fresh session. */
export function createSession(strict = false): Session {
  return {
    strict,
    index: new Map(),
    toolParent: new Map(),
    indexed: null,
    openText: new Set(),
    openTools: new Map(),
    spanStack: [],
    chunks: new Map(),
    lastReasoning: new Map(),
    reopenable: 0,
    reopening: null,
    legacy: {},
    stepLanes: new Map(),
    activeSubagents: new Set(),
    doneSubagents: new Set(),
    owners: new Map(),
    runToolCalls: [],
    runToolResults: new Set(),
    autoClosed: new Set(),
    current: undefined,
    reasoningAlias: new Map(),
    textAlias: new Map(),
    phase: "none",
    reported: new Set(),
    textStreams: undefined,
    streak: null,
  };
}

/** Rebuilds the id indexes when `messages` is not the array they describe (O(n), only then). */
export function syncIndex(session: Session, messages: readonly Message[]): void {
  if (session.indexed === messages) return;
  reindex(session, messages);
}

/** Rebuilds the id indexes from `messages` (O(n)). */
export function reindex(session: Session, messages: readonly Message[]): void {
  session.index.clear();
  session.toolParent.clear();
  messages.forEach((m, i) => {
    session.index.set(m.id, i);
    if (m.role === "assistant") for (const tc of m.toolCalls ?? []) session.toolParent.set(tc.id, m.id);
  });
  session.indexed = messages;
  session.streak = null;
}

/** Forgets everything open (run boundary). */
export function clearOpenStreams(session: Session): void {
  session.streak = null;
  session.openText.clear();
  session.openTools.clear();
  session.spanStack.length = 0;
  session.chunks.clear();
  session.lastReasoning.clear();
  session.reopenable = 0;
  session.reopening = null;
  session.autoClosed.clear();
  session.legacy = {};
}

/** Forgets the per-run bookkeeping (RUN_STARTED): steps, subagent lanes, owners, tool calls of the run. */
export function clearRunScope(session: Session): void {
  session.stepLanes.clear();
  session.activeSubagents.clear();
  session.doneSubagents.clear();
  session.owners.clear();
  session.runToolCalls = [];
  session.runToolResults.clear();
}
