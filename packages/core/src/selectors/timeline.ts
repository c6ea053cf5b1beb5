import type { Message } from "@ag-ui/core";
import { leadingReasoningTitle, nextNonBlankLine } from "../export/reasoningSummary";
import type { AgentState, ReasoningVisibility } from "../types";
import type { HiddenReasoningReason } from "../protocol/reasoningUiMetadata";
import { reasoningDurationMs } from "./duration";
import { indexMessages, indexOfMessage } from "./indexMessages";
import { selectReasoningView } from "./reasoningView";
import { replaceEqualDeep } from "./replaceEqualDeep";
import { toolCallDurationMs, toolCallTimesOf } from "./toolCall";
import { attachmentsOf } from "../attachments/attachmentsOf";
import type { Attachment } from "../attachments/types";

/** The timeline step of one attachment (always `complete`: it was there before the agent's steps). */
function attachmentStep(attachment: Attachment, toolCallId?: string): TimelineStep {
  return {
    kind: "attachment",
    id: attachment.id,
    title: attachment.name ?? attachment.kind,
    status: "complete",
    messageIds: [attachment.messageId],
    ...(toolCallId !== undefined && { toolCallId }),
    attachment,
  };
}

/**
 * Status of one timeline step: `active` (streaming, or a tool call awaiting its result while the run runs),
 * `complete`, `interrupted` (the stream ended, the run was cancelled, or an older turn left it open) or `failed`
 * (the run failed with a RUN_ERROR / transport error while it was open, or the tool result carries an `error`).
 */
export type TimelineStepStatus = "active" | "complete" | "interrupted" | "failed";

/**
 * One step of a turn's timeline: a reasoning block (one message or one span), one tool call with its result, or
 * one attachment (issue 38) — of the user message that opens the turn (they lead the turn, so the agent's steps
 * follow what it was shown) or of a tool result (right after its tool step).
 */
export interface TimelineStep {
  kind: "reasoning" | "tool" | "attachment";
  /**
   * Stable key: the span id (else the first reasoning message id) for reasoning, the `toolCallId` for tools, the
   * attachment's `id` (`"<messageId>:<index>"` unless its part has an id) for attachments.
   */
  id: string;
  /**
   * Reasoning: the span's title, else the latest leading bold or heading line of its visible text
   * (`**Searching the docs**`, how summaries open); `undefined` when there is none (plain or hidden text).
   * Tool: the tool's name. Attachment: its file name when known, else its kind.
   */
  title?: string;
  status: TimelineStepStatus;
  /** Reasoning only: the visibility mode (`hidden` shows no text; the encrypted value is never part of a step). */
  visibility?: ReasoningVisibility;
  /** Reasoning only, when `visibility` is `hidden`: why (see `ReasoningView.hiddenReason`). */
  hiddenReason?: HiddenReasoningReason;
  /** Start, ms since epoch on the client's clock, when known (tool calls: `state.toolCallTimes`, absent for history). */
  startedAt?: number;
  /** End, ms since epoch on the client's clock, once ended and known (tool calls: when the result arrived). */
  endedAt?: number;
  /** How long it took, ms, once ended and known (reasoning: `ReasoningView.durationMs`; tool: start to result). */
  durationMs?: number;
  /**
   * Reasoning: its reasoning message ids, in order. Tool: the assistant message that made the call, then the
   * result message when there is one. Attachment: the message that carries it.
   */
  messageIds?: string[];
  /** Tool only: the tool call's id. Attachment of a tool result: the call it answered. */
  toolCallId?: string;
  /** Attachment only: what it is (`attachmentsOf`; the same object while the message is unchanged). Always `complete`. */
  attachment?: Attachment;
}

/** A turn's chain of thought (see {@link selectTurnTimeline}). */
export interface TurnTimeline {
  /** Reasoning blocks and tool calls in wire order. */
  steps: TimelineStep[];
  /** The last `active` step (what the header shows while streaming); `undefined` when none is active. */
  current: TimelineStep | undefined;
  /** `active` while any step is, or while the latest turn's run runs (`status: "running"`); else `failed`, `interrupted` or `complete` (the worst step's). */
  status: TimelineStepStatus;
  /** Earliest known step start, ms since epoch (client clock). */
  startedAt: number | undefined;
  /** Latest known step end once not active, ms since epoch (client clock). */
  endedAt: number | undefined;
  /**
   * How long the turn took, ms, once not active: from the first reasoning's start to the last one's end on the
   * agent's clock when every reasoning block has agent times (coherent, as `reasoningDurationMs`), else
   * `endedAt − startedAt` on the client's; `undefined` when unknown. Never a difference between the two clocks.
   */
  durationMs: number | undefined;
}

const positionOf = indexOfMessage;

/** [start, end) of the turn holding `messages[at]`: after the preceding user message up to the next one. */
function turnBounds(messages: readonly Message[], at: number): [number, number] {
  let start = messages[at]!.role === "user" ? at + 1 : at;
  while (start > 0 && messages[start - 1]!.role !== "user") start--;
  let end = start;
  while (end < messages.length && messages[end]!.role !== "user") end++;
  return [start, end];
}

/** The title of a text only when it opens with a bold or heading line (a plain first line, however long, is no title). */
const leadingTitle = leadingReasoningTitle;

/**
 * `text` without its leading title line — the bold or heading line a timeline step shows as its title
 * (`"**Searching the docs**\n\nLooking…"` → `"Looking…"`), so a step does not show its title twice; `text`
 * unchanged when it does not open with one.
 *
 * @example
 * withoutLeadingTitle("## Plan\nStep one"); // "Step one"
 */
export function withoutLeadingTitle(text: string): string {
  if (leadingTitle(text) === undefined) return text;
  // The title is the first non-blank line; the rest starts at the next non-blank one (read up to there only).
  const title = nextNonBlankLine(text)!;
  const rest = nextNonBlankLine(text, title[1] + 1);
  return rest ? text.slice(rest[0]) : "";
}

const RANK: Record<TimelineStepStatus, number> = { complete: 0, interrupted: 1, failed: 2, active: 3 };

function compute(state: Pick<AgentState, "messages" | "reasoning" | "spans" | "status"> & Partial<Pick<AgentState, "toolCallTimes">>, turn: string | readonly string[]): TurnTimeline {
  const { messages } = state;
  const ids = typeof turn === "string" ? [turn] : turn;
  let at: number | undefined;
  for (const id of ids) if ((at = positionOf(messages, id)) !== undefined) break;
  const empty: TurnTimeline = { steps: [], current: undefined, status: "complete", startedAt: undefined, endedAt: undefined, durationMs: undefined };
  if (at === undefined) return empty;
  const [start, end] = turnBounds(messages, at);
  const live = end === messages.length;
  const runFailed = live && state.status === "error";
  // Events fed without RUN_STARTED leave the store `idle`: open steps of the latest turn are then still live.
  const running = live && (state.status === "running" || state.status === "idle");
  const settle = (open: boolean): TimelineStepStatus => (open ? (running ? "active" : runFailed ? "failed" : "interrupted") : "complete");
  const index = indexMessages(messages);
  const steps: TimelineStep[] = [];
  // The agent's clock over the turn's reasoning (span or message `timestamp`s), for a total on the same clock as the steps'.
  let agentStartedAt: number | undefined;
  let agentEndedAt: number | undefined;
  let agentComplete = true;
  const agentTimes = (times: { agentStartedAt?: number | undefined; agentEndedAt?: number | undefined } | undefined) => {
    if (times?.agentStartedAt === undefined || times.agentEndedAt === undefined) return void (agentComplete = false);
    agentStartedAt = Math.min(agentStartedAt ?? Infinity, times.agentStartedAt);
    agentEndedAt = Math.max(agentEndedAt ?? -Infinity, times.agentEndedAt);
  };
  const spanSteps = new Map<string, string[]>();
  const groups: Array<{ ids: string[] } | { toolCallId: string; parentId: string; name: string }> = [];
  for (let i = start; i < end; i++) {
    const m = messages[i]!;
    if (m.role === "reasoning") {
      const spanId = state.reasoning[m.id]?.spanId;
      const group = spanId === undefined ? undefined : spanSteps.get(spanId);
      if (group) group.push(m.id);
      else {
        const ids = [m.id];
        if (spanId !== undefined) spanSteps.set(spanId, ids);
        groups.push({ ids });
      }
    } else if (m.role === "assistant" && m.toolCalls)
      for (const call of m.toolCalls) groups.push({ toolCallId: call.id, parentId: m.id, name: call.function.name });
  }
  for (const group of groups) {
    if ("ids" in group) {
      const view = selectReasoningView(state, group.ids);
      if (!view) continue;
      const span = view.spanId === undefined ? undefined : state.spans[view.spanId];
      if (span?.agentStartedAt !== undefined && span.agentEndedAt !== undefined) agentTimes(span);
      else for (const id of view.messageIds) agentTimes(state.reasoning[id]);
      let title = span?.title;
      for (let p = view.parts.length - 1; title === undefined && p >= 0; p--) title = leadingTitle(view.parts[p]!.text);
      const status: TimelineStepStatus =
        view.status === "streaming" ? settle(true) : view.status === "interrupted" ? (runFailed ? "failed" : "interrupted") : "complete";
      const step: TimelineStep = { kind: "reasoning", id: view.spanId ?? group.ids[0]!, status, visibility: view.visibility, messageIds: view.messageIds };
      if (title !== undefined) step.title = title;
      if (view.hiddenReason !== undefined) step.hiddenReason = view.hiddenReason;
      if (view.startedAt !== undefined) step.startedAt = view.startedAt;
      if (view.endedAt !== undefined && status !== "active") step.endedAt = view.endedAt;
      if (view.durationMs !== undefined && status !== "active") step.durationMs = view.durationMs;
      steps.push(step);
    } else {
      const result = index.toolResults.get(group.toolCallId);
      const failed = result !== undefined && typeof (result as { error?: unknown }).error === "string";
      const status: TimelineStepStatus = failed ? "failed" : settle(result === undefined);
      const step: TimelineStep = { kind: "tool", id: group.toolCallId, title: group.name, status, toolCallId: group.toolCallId, messageIds: result ? [group.parentId, result.id] : [group.parentId] };
      const times = toolCallTimesOf(state, group.toolCallId);
      if (times) {
        step.startedAt = times.startedAt;
        if (times.endedAt !== undefined && status !== "active") {
          step.endedAt = times.endedAt;
          step.durationMs = toolCallDurationMs(times);
        }
      }
      steps.push(step);
      if (result) for (const attachment of attachmentsOf(result)) steps.push(attachmentStep(attachment, group.toolCallId));
    }
  }
  // the user message's attachments lead the turn, once the agent has taken a step (a turn without steps stays empty)
  const opener = start > 0 ? messages[start - 1] : undefined;
  if (steps.length > 0 && opener?.role === "user") steps.unshift(...attachmentsOf(opener).map((attachment) => attachmentStep(attachment)));
  let current: TimelineStep | undefined;
  let worst: TimelineStepStatus = "complete";
  let startedAt: number | undefined;
  let endedAt: number | undefined;
  for (const step of steps) {
    if (step.status === "active") current = step;
    if (RANK[step.status] > RANK[worst]) worst = step.status;
    if (step.startedAt !== undefined) startedAt = Math.min(startedAt ?? Infinity, step.startedAt);
    if (step.endedAt !== undefined) endedAt = Math.max(endedAt ?? -Infinity, step.endedAt);
  }
  const status: TimelineStepStatus = live && state.status === "running" ? "active" : worst;
  if (status === "active") endedAt = undefined;
  if (!agentComplete) agentStartedAt = agentEndedAt = undefined;
  const durationMs = status === "active" ? undefined : reasoningDurationMs({ startedAt, endedAt, agentStartedAt, agentEndedAt });
  return { steps, current, status, startedAt, endedAt, durationMs };
}

/**
 * The chain-of-thought timeline of one turn: its reasoning blocks (one per span, or per message outside a span)
 * and tool calls (with their results) in wire order — led by the attachments of the user message that opened
 * the turn, and with a tool result's attachments after its tool step (`kind: "attachment"`, when the turn has
 * any step of the agent's) — each with a status, title and times, plus the step
 * streaming now (`current`) and the turn's overall status and duration. Built from `state.messages`,
 * `state.reasoning`, `state.spans`, `state.status` and `state.toolCallTimes`; never reads an `encryptedValue`.
 *
 * A *turn* is the messages after a user message up to the next user message (or the end). `turn` names it by
 * that user message's id, or by any message inside it (e.g. the assistant or reasoning message ids of a list
 * row); with several ids, the first known one decides. Unknown ids give an empty, `complete` timeline.
 *
 * Status rules: only the latest turn follows the run — while it runs, open steps are `active`; when the run
 * failed (`status: "error"`), steps left open (reasoning the store marked `interrupted`, tool calls without a
 * result) are `failed`; when it was cancelled or finished, they are `interrupted`. Steps of older turns never
 * become active. A tool result with an `error` is `failed`.
 *
 * O(turn size) after one O(n) position index per `messages` array (cached). Pass the previous result as
 * `previous` for structural sharing ({@link replaceEqualDeep}): unchanged → `previous` itself; while one step
 * streams, the others keep their identity.
 *
 * @example
 * const timeline = selectTurnTimeline(store.getState(), userMessageId);
 * header.textContent = timeline.current?.title ?? `${timeline.steps.length} steps`;
 */
export function selectTurnTimeline(
  state: Pick<AgentState, "messages" | "reasoning" | "spans" | "status"> & Partial<Pick<AgentState, "toolCallTimes">>,
  turn: string | readonly string[],
  previous?: TurnTimeline,
): TurnTimeline {
  const timeline = compute(state, turn);
  return previous === undefined ? timeline : replaceEqualDeep(previous, timeline);
}
