import type { Message } from "@ag-ui/core";
import type { LegacyThinkingState } from "../protocol/legacyThinking";

/** The chunk shorthand currently open (AG-UI: one per lane; we keep one lane). */
export interface ChunkLane {
  kind: "text" | "tool" | "reasoning";
  id: string;
}

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
  openTools: Set<string>;
  /** Open REASONING_START spans, innermost last. */
  spanStack: string[];
  chunk: ChunkLane | null;
  legacy: LegacyThinkingState;
  /** Original id → derived id of a reasoning message whose id collided with another message. */
  reasoningAlias: Map<string, string>;
  /** Original id → derived id of a text message whose id collided with a reasoning message. */
  textAlias: Map<string, string>;
  /** RUN_FINISHED or RUN_ERROR seen and no RUN_STARTED / beginRun since. */
  settled: boolean;
  /** Diagnostics already reported, `code|key`, so a repeated recovery is reported once. */
  reported: Set<string>;
}

/** A fresh session. */
export function createSession(strict = false): Session {
  return {
    strict,
    index: new Map(),
    toolParent: new Map(),
    indexed: null,
    openText: new Set(),
    openTools: new Set(),
    spanStack: [],
    chunk: null,
    legacy: {},
    reasoningAlias: new Map(),
    textAlias: new Map(),
    settled: false,
    reported: new Set(),
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
}

/** Forgets everything open (run boundary). */
export function clearOpenStreams(session: Session): void {
  session.openText.clear();
  session.openTools.clear();
  session.spanStack.length = 0;
  session.chunk = null;
  session.legacy = {};
}
