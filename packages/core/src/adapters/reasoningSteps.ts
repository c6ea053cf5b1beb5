import { EventType, type BaseEvent } from "@ag-ui/core";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { TimelineStep } from "../selectors/timeline";
import { isRecord } from "../protocol/guards";

/**
 * Step-structured reasoning, kept beside the agent store (never in the hot reducer).
 *
 * A producer (or an adapter such as `createMeupAdapter`) sends the reasoning *text* as standard
 * REASONING_* events — so every AG-UI client shows it — and the *structure* as AG-UI `CUSTOM` events with the
 * names below. {@link createReasoningStepsStore} folds those CUSTOM events into {@link ReasoningTrace}s;
 * every other event is ignored, so the same batch can be given to both stores.
 */
export const ReasoningStepEventName = {
  /** value: `{ reasoningId, messageId?, description?, from?, parentMessageId? }` */
  START: "reasoning.start",
  /** value: `{ reasoningId, step: ReasoningStep }` */
  STEP: "reasoning.step",
  /** value: `{ reasoningId, conclusion: ReasoningConclusion }` — also completes the trace. */
  CONCLUSION: "reasoning.conclusion",
  /** value: `{ reasoningId, actionId, kind? }` — an action (tool call, answer…) taken on the basis of the reasoning. */
  LINK: "reasoning.link",
} as const;

/** Step types named by MEUP ADR-t8k (`reasoning/step`); other strings pass through unchanged. */
export type ReasoningStepType = "tool_call" | "reflection" | "analysis" | "hypothesis" | (string & {});

/** One step of a reasoning trace. */
export interface ReasoningStep {
  /** Stable id (the producer's envelope id, else `${reasoningId}:${index}`). */
  id: string;
  type: ReasoningStepType;
  /** Human-readable text of the step (thought, analysis, hypothesis, tool result…), when there is one. */
  text?: string;
  /** `tool_call` steps: the tool's name. */
  tool?: string;
  /** Confidence of this step (e.g. a hypothesis), 0…1, when given. */
  confidence?: number;
  /** The producer's step content as received (JSON), for custom rendering. */
  content?: unknown;
  /** ms since epoch, when known. */
  at?: number;
}

/** How a trace ended (MEUP `reasoning/end`). */
export interface ReasoningConclusion {
  text?: string;
  /** 0…1 (MEUP ADR-t8k: "Optional confidence score"); values outside that range are left out. */
  confidence?: number;
  /** Key decision factors, in the producer's order. */
  keyFactors: string[];
  /** ms since epoch, when known. */
  at?: number;
}

/** An action that followed from a trace (MEUP: an envelope whose `correlation_id` names the reasoning). */
export interface ReasoningAction {
  /** The action's id (MEUP envelope id = AG-UI tool call id or message id the adapter produced). */
  actionId: string;
  /** The producer's kind, e.g. `mcp/proposal:tools/call:write_file` or `chat`. */
  kind?: string;
}

/** One reasoning trace: its steps, its conclusion and the actions linked to it. */
export interface ReasoningTrace {
  /** The producer's reasoning id; also the AG-UI span id (REASONING_START `messageId`) the adapter used. */
  reasoningId: string;
  /** The AG-UI reasoning message holding the trace's text, when known. */
  messageId?: string;
  description?: string;
  /** Who reasoned (MEUP `from`). */
  from?: string;
  /** The message that triggered the reasoning (MEUP `parent_message`). */
  parentMessageId?: string;
  /** `streaming` until a conclusion arrives. */
  status: "streaming" | "complete";
  steps: ReasoningStep[];
  conclusion?: ReasoningConclusion;
  actions: ReasoningAction[];
  startedAt?: number;
  endedAt?: number;
}

/** State of {@link createReasoningStepsStore}. */
export interface ReasoningStepsState {
  /** Traces keyed by reasoning id. */
  traces: Record<string, ReasoningTrace>;
  /** Reasoning ids in arrival order. */
  order: string[];
  /** Action id → reasoning id (the reverse of {@link ReasoningTrace.actions}). */
  reasoningByAction: Record<string, string>;
  /** Folds one event (non-CUSTOM and unknown CUSTOM names are ignored). */
  applyEvent(event: BaseEvent): void;
  /** Folds several events with one notification. */
  applyEvents(events: readonly BaseEvent[]): void;
}

/** A zustand vanilla store of {@link ReasoningStepsState}. */
export type ReasoningStepsStore = StoreApi<ReasoningStepsState>;

type Data = Pick<ReasoningStepsState, "traces" | "order" | "reasoningByAction">;

const optStr = (v: unknown) => (typeof v === "string" ? v : undefined);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const eventTime = (e: BaseEvent) => num((e as { timestamp?: unknown }).timestamp);

/**
 * Folds the `reasoning.*` CUSTOM events of `events` into `data` (copy-on-write: only the touched traces are
 * new objects; `data` itself is returned when nothing matched). Pure; exported for reducers of your own.
 * Lenient: a step or conclusion for an unknown reasoning id opens the trace; malformed values are skipped.
 */
export function applyReasoningStepEvents(data: Data, events: readonly BaseEvent[]): Data {
  let next: Data | undefined;
  const edit = (reasoningId: string, at: number | undefined): ReasoningTrace => {
    next ??= { traces: { ...data.traces }, order: data.order, reasoningByAction: data.reasoningByAction };
    const current = next.traces[reasoningId];
    if (current) {
      if (current === data.traces[reasoningId]) next.traces[reasoningId] = { ...current, steps: current.steps, actions: current.actions };
      return next.traces[reasoningId]!;
    }
    if (next.order === data.order) next.order = data.order.slice();
    next.order.push(reasoningId);
    const trace: ReasoningTrace = { reasoningId, status: "streaming", steps: [], actions: [], ...(at !== undefined && { startedAt: at }) };
    next.traces[reasoningId] = trace;
    return trace;
  };
  for (const event of events) {
    if (!isRecord(event) || event.type !== EventType.CUSTOM) continue;
    const name = (event as { name?: unknown }).name;
    const value = (event as { value?: unknown }).value;
    if (!isRecord(value)) continue;
    const reasoningId = optStr(value.reasoningId);
    if (!reasoningId) continue;
    const at = eventTime(event);
    switch (name) {
      case ReasoningStepEventName.START: {
        const t = edit(reasoningId, at);
        const messageId = optStr(value.messageId);
        const description = optStr(value.description);
        const from = optStr(value.from);
        const parentMessageId = optStr(value.parentMessageId);
        if (messageId !== undefined) t.messageId = messageId;
        if (description !== undefined) t.description = description;
        if (from !== undefined) t.from = from;
        if (parentMessageId !== undefined) t.parentMessageId = parentMessageId;
        if (at !== undefined) t.startedAt ??= at;
        break;
      }
      case ReasoningStepEventName.STEP: {
        const step = value.step;
        if (!isRecord(step) || typeof step.type !== "string") continue;
        const t = edit(reasoningId, at);
        const s: ReasoningStep = { id: optStr(step.id) ?? `${reasoningId}:${t.steps.length}`, type: step.type };
        const text = optStr(step.text);
        const tool = optStr(step.tool);
        const confidence = num(step.confidence);
        if (text !== undefined) s.text = text;
        if (tool !== undefined) s.tool = tool;
        if (confidence !== undefined && confidence >= 0 && confidence <= 1) s.confidence = confidence;
        if (step.content !== undefined) s.content = step.content;
        const stepAt = num(step.at) ?? at;
        if (stepAt !== undefined) s.at = stepAt;
        t.steps = [...t.steps, s];
        break;
      }
      case ReasoningStepEventName.CONCLUSION: {
        const c = isRecord(value.conclusion) ? value.conclusion : {};
        const t = edit(reasoningId, at);
        const conclusion: ReasoningConclusion = {
          keyFactors: Array.isArray(c.keyFactors) ? c.keyFactors.filter((f): f is string => typeof f === "string") : [],
        };
        const text = optStr(c.text);
        const confidence = num(c.confidence);
        if (text !== undefined) conclusion.text = text;
        if (confidence !== undefined && confidence >= 0 && confidence <= 1) conclusion.confidence = confidence;
        const cAt = num(c.at) ?? at;
        if (cAt !== undefined) {
          conclusion.at = cAt;
          t.endedAt = cAt;
        }
        t.conclusion = conclusion;
        t.status = "complete";
        break;
      }
      case ReasoningStepEventName.LINK: {
        const actionId = optStr(value.actionId);
        if (!actionId) continue;
        const t = edit(reasoningId, at);
        if (t.actions.some((a) => a.actionId === actionId)) continue;
        const kind = optStr(value.kind);
        t.actions = [...t.actions, { actionId, ...(kind !== undefined && { kind }) }];
        const n = next!;
        if (n.reasoningByAction === data.reasoningByAction) n.reasoningByAction = { ...data.reasoningByAction };
        n.reasoningByAction[actionId] = reasoningId;
        break;
      }
      default:
        break;
    }
  }
  return next ?? data;
}

/**
 * A small zustand/vanilla store of step-structured reasoning ({@link ReasoningTrace}s), fed the same AG-UI
 * events as the agent store. It reads only the `reasoning.*` CUSTOM events ({@link ReasoningStepEventName}),
 * so the agent store's reducer and its O(1) delta path are untouched. Notifies only when a trace changed.
 *
 * @example
 * const agent = createAgentStore();
 * const steps = createReasoningStepsStore();
 * const meup = createMeupAdapter();
 * socket.onmessage = (m) => {
 *   const events = meup.toEvents(JSON.parse(m.data));
 *   agent.getState().applyEvents(events);
 *   steps.getState().applyEvents(events);
 * };
 * steps.getState().traces["r-789"]?.conclusion?.keyFactors; // ["elevated_permissions", …]
 */
export function createReasoningStepsStore(): ReasoningStepsStore {
  return createStore<ReasoningStepsState>()((set, get) => {
    const applyEvents = (events: readonly BaseEvent[]) => {
      const s = get();
      const data: Data = { traces: s.traces, order: s.order, reasoningByAction: s.reasoningByAction };
      const next = applyReasoningStepEvents(data, events);
      if (next !== data) set(next);
    };
    return {
      traces: {},
      order: [],
      reasoningByAction: {},
      applyEvents,
      applyEvent: (event) => applyEvents([event]),
    };
  });
}

/**
 * A trace's steps as chain-of-thought timeline steps (core's `TimelineStep`), so step-structured reasoning and a
 * turn's timeline render through the same parts: `tool_call` steps become `kind: "tool"` titled with the tool's
 * name (`toolCallId` unset: MEUP steps name no AG-UI tool call), every other type `kind: "reasoning"` titled by
 * `stepTitle(type)` (default: the type itself). While the trace streams its last step is `active` (no conclusion
 * yet), the others `complete`. A step's duration is the time to the next step (or the conclusion, or the trace's
 * end) when both times are known. O(steps).
 *
 * @example
 * const steps = traceTimelineSteps(trace, (type) => labels.stepType(type));
 * steps[0]; // { kind: "tool", id: "s1", title: "scan_permissions", status: "complete" }
 */
export function traceTimelineSteps(trace: { steps: readonly ReasoningStep[]; status: ReasoningTrace["status"]; conclusion?: ReasoningConclusion | undefined; endedAt?: number | undefined }, stepTitle: (type: string) => string = (t) => t): TimelineStep[] {
  const open = trace.status === "streaming" && !trace.conclusion;
  return trace.steps.map((step, i) => {
    const next = i + 1 < trace.steps.length ? trace.steps[i + 1]!.at : (trace.conclusion?.at ?? trace.endedAt);
    const active = open && i === trace.steps.length - 1;
    const out: TimelineStep = {
      kind: step.type === "tool_call" ? "tool" : "reasoning",
      id: step.id,
      title: step.type === "tool_call" && step.tool ? step.tool : stepTitle(step.type),
      status: active ? "active" : "complete",
    };
    if (step.at !== undefined) out.startedAt = step.at;
    if (!active && step.at !== undefined && next !== undefined) {
      out.endedAt = next;
      out.durationMs = Math.max(0, next - step.at);
    }
    return out;
  });
}
