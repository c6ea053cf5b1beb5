import type { AgentState, ReasoningStatus, ReasoningVisibility } from "../types";
import { type HiddenReasoningReason, hiddenReasonOf } from "../protocol/reasoningUiMetadata";
import { reasoningDurationMs } from "./duration";
import { selectMessage } from "./indexMessages";
import { replaceEqualDeep } from "./replaceEqualDeep";

/** One visible reasoning message inside a reasoning block. */
export interface ReasoningPart {
  /** The reasoning message id. */
  id: string;
  /** Its visible text (the full chain of thought, or the summary). */
  text: string;
}

/**
 * Everything needed to render one reasoning block (one message, or every message of one span), without the
 * encrypted value: `encryptedValue` is never part of a view, so it cannot reach the DOM (docs/architecture.md, "The kit and its layout").
 */
export interface ReasoningView {
  /** The reasoning message ids, in order (the known ones among those asked for). */
  messageIds: string[];
  /** The enclosing REASONING_START / END span's id, when known. */
  spanId: string | undefined;
  /** Visible text parts in order (messages without text are left out). */
  parts: ReasoningPart[];
  /** The span's status when known, else `streaming` if any part streams, else `interrupted` if any was, else `complete`. */
  status: ReasoningStatus;
  /**
   * `summary` if any part has an encrypted value and some text is visible; `hidden` if nothing is visible but
   * something is encrypted, or a part is marked hidden (`metadata.reasoningUi.hidden`) — from its very start, so
   * hidden reasoning never streams as an empty panel; else `visible`.
   */
  visibility: ReasoningVisibility;
  /**
   * Why nothing is shown, when `visibility` is `hidden`: the reason a part states in `metadata.reasoningUi.hidden`,
   * else `"encrypted"`; `undefined` otherwise.
   */
  hiddenReason: HiddenReasoningReason | undefined;
  /**
   * Start on the client's clock, ms since epoch (the span's, else the earliest part's); `undefined` when unknown.
   * A live elapsed time is `Date.now() − startedAt`: both on the browser's clock.
   */
  startedAt: number | undefined;
  /** End on the client's clock, ms since epoch (the span's, else the latest part's once every part has ended); `undefined` while streaming or unknown. */
  endedAt: number | undefined;
  /**
   * How long the reasoning took, ms, once it is no longer streaming: the agent's own figure (`agentEndedAt −
   * agentStartedAt`, both from the agent's `timestamp`s) when it has both and they are coherent (end ≥ start,
   * at most a day apart), else the client's (`endedAt − startedAt`); `undefined` while streaming or unknown.
   * Never a difference between the two clocks.
   */
  durationMs: number | undefined;
}

function compute(state: Pick<AgentState, "messages" | "reasoning" | "spans">, ids: readonly string[]): ReasoningView | undefined {
  const parts: ReasoningPart[] = [];
  const messageIds: string[] = [];
  let spanId: string | undefined;
  let anyStreaming = false;
  let anyInterrupted = false;
  let anyEncrypted = false;
  let statedReason: HiddenReasoningReason | undefined;
  let startedAt: number | undefined;
  let endedAt: number | undefined;
  let agentStartedAt: number | undefined;
  let agentEndedAt: number | undefined;
  let agentComplete = true;
  let allEnded = true;
  for (const id of ids) {
    const info = state.reasoning[id];
    const message = selectMessage(state, id);
    if (!info && !message) continue;
    messageIds.push(id);
    spanId ??= info?.spanId;
    if (info) {
      if (info.status === "streaming") anyStreaming = true;
      if (info.status === "interrupted") anyInterrupted = true;
      if (info.visibility !== "visible") anyEncrypted = true;
      if (info.startedAt !== undefined) startedAt = Math.min(startedAt ?? Infinity, info.startedAt);
      if (info.endedAt !== undefined) endedAt = Math.max(endedAt ?? -Infinity, info.endedAt);
      else allEnded = false;
      if (info.agentStartedAt === undefined || info.agentEndedAt === undefined) agentComplete = false;
      else {
        agentStartedAt = Math.min(agentStartedAt ?? Infinity, info.agentStartedAt);
        agentEndedAt = Math.max(agentEndedAt ?? -Infinity, info.agentEndedAt);
      }
    }
    statedReason ??= hiddenReasonOf(message as { metadata?: unknown } | undefined);
    const text = message && "content" in message && typeof message.content === "string" ? message.content : "";
    if (text) parts.push({ id, text });
  }
  if (messageIds.length === 0) return undefined;
  const span = spanId === undefined ? undefined : state.spans[spanId];
  let status: ReasoningStatus = anyStreaming ? "streaming" : anyInterrupted ? "interrupted" : "complete";
  if (!agentComplete) agentStartedAt = agentEndedAt = undefined;
  if (span) {
    status = span.status === "complete" && anyInterrupted ? "interrupted" : span.status;
    startedAt = span.startedAt ?? startedAt;
    endedAt = span.endedAt ?? (status === "streaming" ? undefined : endedAt);
    if (span.agentStartedAt !== undefined && span.agentEndedAt !== undefined) {
      agentStartedAt = span.agentStartedAt;
      agentEndedAt = span.agentEndedAt;
    }
  } else if (!allEnded) endedAt = undefined;
  const visibility: ReasoningVisibility = anyEncrypted || statedReason ? (parts.length ? (anyEncrypted ? "summary" : "visible") : "hidden") : "visible";
  const hiddenReason = visibility === "hidden" ? (statedReason ?? "encrypted") : undefined;
  const durationMs = status === "streaming" ? undefined : reasoningDurationMs({ startedAt, endedAt, agentStartedAt, agentEndedAt });
  return { messageIds, spanId, parts, status, visibility, hiddenReason, startedAt, endedAt, durationMs };
}

/**
 * The render-ready {@link ReasoningView} of one reasoning message or of several messages of one span, from
 * `state.reasoning` (status, visibility, times), `state.spans` and the messages' text; `undefined` when none of
 * `ids` is a known reasoning message. Never reads `encryptedValue`.
 *
 * Pass the previous result as `previous` for structural sharing ({@link replaceEqualDeep}): an unchanged view
 * comes back as `previous` itself, and while one part streams the other parts keep their identity.
 * O(ids.length) (message lookups are O(1) through {@link indexMessages}).
 *
 * @param ids one reasoning message id, or the ids of one span's messages in order.
 * @example
 * const view = selectReasoningView(store.getState(), ["r-1", "r-2"]);
 * if (view?.visibility === "hidden") showLock(view.startedAt, view.endedAt);
 */
export function selectReasoningView(
  state: Pick<AgentState, "messages" | "reasoning" | "spans">,
  ids: string | readonly string[],
  previous?: ReasoningView,
): ReasoningView | undefined {
  const view = compute(state, typeof ids === "string" ? [ids] : ids);
  return previous === undefined || view === undefined ? view : replaceEqualDeep(previous, view);
}
