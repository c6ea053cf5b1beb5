import { EventType, type BaseEvent } from "@ag-ui/core";
import { ReasoningStepEventName, type ReasoningConclusion, type ReasoningStep } from "./reasoningSteps";

/**
 * A MEUP envelope (MEUP/MCPx draft spec §3 "Message Envelope", github.com/rjcorwin/mew-protocol
 * `spec/draft/SPEC.md`): `{ protocol, id, ts, from, to?, kind, correlation_id?, context?, payload }`.
 * `correlation_id` is a string in the draft spec and an array in ADR-h2n; both (and `correlationId`) are read.
 */
export interface MeupEnvelope {
  protocol?: string;
  /** Globally unique message id. */
  id?: string;
  /** RFC 3339 timestamp. */
  ts?: string;
  /** Participant id of the sender. */
  from?: string;
  to?: string[];
  kind: string;
  correlation_id?: string | string[];
  correlationId?: string | string[];
  /** Sub-context (ADR-t8k accepted form: the `reasoning.start` envelope's id). */
  context?: string;
  payload?: unknown;
}

/** `reasoning/start` payload (ADR-t8k, proposed form). */
export interface MeupReasoningStartPayload {
  reasoning_id: string;
  description?: string;
  /** Optional reference to the triggering message. */
  parent_message?: string;
}

/** `reasoning/step` payload: `type` is `tool_call | reflection | analysis | hypothesis`; `content` is type-specific. */
export interface MeupReasoningStepPayload {
  reasoning_id: string;
  type: "tool_call" | "reflection" | "analysis" | "hypothesis" | (string & {});
  content?: unknown;
}

/** `reasoning/end` payload. */
export interface MeupReasoningEndPayload {
  reasoning_id: string;
  conclusion?: string;
  /** Optional confidence score, 0…1. */
  confidence?: number;
  /** Optional key decision factors. */
  key_factors?: string[];
}

/** Options of {@link createMeupAdapter}. */
export interface MeupAdapterOptions {
  /** Participant ids whose `chat` messages are the user's (role `user`); every other chat is `assistant`. */
  userIds?: readonly string[];
}

/** A stateful MEUP → AG-UI converter (see {@link createMeupAdapter}). */
export interface MeupAdapter {
  /** AG-UI events for one MEUP envelope, in order. Envelopes the adapter does not map yield `[]`. */
  toEvents(envelope: MeupEnvelope): BaseEvent[];
  /** Closes every reasoning still open (REASONING_MESSAGE_END + REASONING_END). Call when the space closes. */
  end(): BaseEvent[];
  /** The reasoning id an action (envelope id) was linked to by its `correlation_id`. */
  reasoningOf(actionId: string): string | undefined;
}

interface OpenTrace {
  messageId: string;
  hasText: boolean;
  steps: number;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const optStr = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : undefined);
const ev = (fields: Record<string, unknown>) => fields as unknown as BaseEvent;

function parseTs(ts: unknown): number | undefined {
  if (typeof ts !== "string") return undefined;
  const t = Date.parse(ts);
  return Number.isFinite(t) ? t : undefined;
}

function correlations(e: MeupEnvelope): string[] {
  const raw = e.correlation_id ?? e.correlationId;
  if (typeof raw === "string") return [raw];
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : [];
}

/** JSON-safe copy of a step's content (drops functions, cycles become absent). */
function jsonSafe(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The readable text of a `reasoning/step`'s type-specific content. ADR-t8k's examples:
 * `tool_call` → `{ tool, result }`, `reflection` → `{ thought }`; for `analysis` / `hypothesis` (no example
 * in the ADR) the fields `analysis`, `hypothesis`, `text`, `message`, `summary`, `content` are tried in that
 * order (assumption). A string content is the text itself.
 */
export function meupStepText(type: string, content: unknown): string | undefined {
  if (typeof content === "string") return content || undefined;
  if (!isObj(content)) return undefined;
  if (type === "tool_call") {
    const result = content.result;
    if (typeof result === "string") return result || undefined;
    if (result !== undefined) return JSON.stringify(result);
    return undefined;
  }
  for (const k of ["thought", "analysis", "hypothesis", "text", "message", "summary", "content"]) {
    const v = content[k];
    if (typeof v === "string" && v) return v;
  }
  return undefined;
}

/**
 * Converts MEUP reasoning-transparency envelopes into AG-UI 1.x events: the reasoning *text* as standard
 * REASONING_* events (one span and one reasoning message per reasoning), the *structure* as CUSTOM
 * `reasoning.*` events that {@link createReasoningStepsStore} folds into traces for the `ReasoningSteps` timeline.
 *
 * Source: MEUP ADR-t8k "Agent Reasoning Transparency" (github.com/rjcorwin/mew-protocol,
 * `spec/draft/decisions/proposed/005-0-t8k-agent-reasoning-transparency.md`) and the envelope of
 * `spec/draft/SPEC.md` §3. Mapping:
 * - `reasoning/start {reasoning_id, description?, parent_message?}` → REASONING_START (span id = `reasoning_id`),
 *   REASONING_MESSAGE_START (message id `` `${reasoning_id}:text` ``), the description as the first paragraph,
 *   CUSTOM `reasoning.start` (`from` = envelope `from`).
 * - `reasoning/step {reasoning_id, type, content}` → the step's text ({@link meupStepText}) as a new paragraph
 *   (REASONING_MESSAGE_CONTENT) + CUSTOM `reasoning.step` (`tool` from `content.tool`, `confidence` from
 *   `content.confidence`, the content itself kept as JSON). A step for an unknown reasoning opens it (lenient).
 * - `reasoning/end {reasoning_id, conclusion?, confidence?, key_factors?}` → the conclusion as the last
 *   paragraph, REASONING_MESSAGE_END, REASONING_END, CUSTOM `reasoning.conclusion`.
 * - Any later envelope whose `correlation_id` (string or array; `correlationId` too) names a known
 *   reasoning_id → CUSTOM `reasoning.link {reasoningId, actionId: envelope.id, kind}`; the action itself is
 *   mapped when it is a `chat` (TEXT_MESSAGE_START/CONTENT/END, id = envelope id, text = `payload.text` or
 *   `payload.message`) or an MCP `tools/call` request/proposal (TOOL_CALL_START/ARGS/END, toolCallId = envelope
 *   id, name and JSON arguments from `payload.params`). Other kinds only produce the link.
 * - The accepted ADR revision's dotted kinds are read too: `reasoning.start` (reasoning id = envelope id),
 *   `reasoning.thought` (context = reasoning id; `payload.message` → a `reflection` step) and
 *   `reasoning.conclusion` (`payload.message` → the conclusion).
 * Assumptions where the sources are silent: `ts` (RFC 3339) becomes each event's `timestamp`; `confidence`
 * outside 0…1 is dropped; envelope ids are unique within a space (ADR: "MUST ensure reasoning_id is unique").
 *
 * @example
 * const meup = createMeupAdapter({ userIds: ["human"] });
 * const agent = createAgentStore();
 * const steps = createReasoningStepsStore();
 * for (const envelope of envelopes) {
 *   const events = meup.toEvents(envelope);
 *   agent.getState().applyEvents(events);
 *   steps.getState().applyEvents(events);
 * }
 */
export function createMeupAdapter(options: MeupAdapterOptions = {}): MeupAdapter {
  const open = new Map<string, OpenTrace>();
  const known = new Set<string>();
  const actions = new Map<string, string>();
  const users = new Set(options.userIds ?? []);

  const ts = (at: number | undefined) => (at === undefined ? {} : { timestamp: at });

  const start = (reasoningId: string, e: MeupEnvelope, at: number | undefined, description: string | undefined, parent: string | undefined, out: BaseEvent[]) => {
    if (open.has(reasoningId)) return open.get(reasoningId)!;
    const messageId = `${reasoningId}:text`;
    const trace: OpenTrace = { messageId, hasText: false, steps: 0 };
    open.set(reasoningId, trace);
    known.add(reasoningId);
    out.push(ev({ type: EventType.REASONING_START, messageId: reasoningId, ...ts(at) }));
    out.push(ev({ type: EventType.REASONING_MESSAGE_START, messageId, role: "reasoning", ...ts(at) }));
    out.push(
      ev({
        type: EventType.CUSTOM,
        name: ReasoningStepEventName.START,
        value: {
          reasoningId,
          messageId,
          ...(description !== undefined && { description }),
          ...(optStr(e.from) && { from: e.from }),
          ...(parent !== undefined && { parentMessageId: parent }),
        },
        ...ts(at),
      }),
    );
    if (description) paragraph(trace, description, at, out);
    return trace;
  };

  const paragraph = (trace: OpenTrace, text: string, at: number | undefined, out: BaseEvent[]) => {
    out.push(ev({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: trace.messageId, delta: trace.hasText ? `\n\n${text}` : text, ...ts(at) }));
    trace.hasText = true;
  };

  const step = (reasoningId: string, e: MeupEnvelope, at: number | undefined, type: string, content: unknown, out: BaseEvent[]) => {
    const trace = open.get(reasoningId) ?? start(reasoningId, e, at, undefined, undefined, out);
    const text = meupStepText(type, content);
    const s: ReasoningStep = { id: optStr(e.id) ?? `${reasoningId}:${trace.steps}`, type };
    trace.steps++;
    if (text !== undefined) s.text = text;
    if (isObj(content)) {
      const tool = optStr(content.tool) ?? optStr(content.name);
      if (tool !== undefined && type === "tool_call") s.tool = tool;
      const confidence = content.confidence;
      if (typeof confidence === "number" && confidence >= 0 && confidence <= 1) s.confidence = confidence;
    }
    const json = jsonSafe(content);
    if (json !== undefined) s.content = json;
    if (at !== undefined) s.at = at;
    if (text !== undefined) paragraph(trace, s.tool ? `${s.tool}: ${text}` : text, at, out);
    out.push(ev({ type: EventType.CUSTOM, name: ReasoningStepEventName.STEP, value: { reasoningId, step: s }, ...ts(at) }));
  };

  const finish = (reasoningId: string, e: MeupEnvelope, at: number | undefined, c: Omit<ReasoningConclusion, "at">, out: BaseEvent[]) => {
    const trace = open.get(reasoningId) ?? start(reasoningId, e, at, undefined, undefined, out);
    if (c.text) paragraph(trace, c.text, at, out);
    out.push(ev({ type: EventType.REASONING_MESSAGE_END, messageId: trace.messageId, ...ts(at) }));
    out.push(ev({ type: EventType.REASONING_END, messageId: reasoningId, ...ts(at) }));
    const conclusion: ReasoningConclusion = { ...c, ...(at !== undefined && { at }) };
    out.push(ev({ type: EventType.CUSTOM, name: ReasoningStepEventName.CONCLUSION, value: { reasoningId, conclusion }, ...ts(at) }));
    open.delete(reasoningId);
  };

  const conclusionOf = (p: Record<string, unknown>, text: unknown): Omit<ReasoningConclusion, "at"> => {
    const c: Omit<ReasoningConclusion, "at"> = {
      keyFactors: Array.isArray(p.key_factors) ? p.key_factors.filter((f): f is string => typeof f === "string") : [],
    };
    const t = optStr(text);
    if (t !== undefined) c.text = t;
    if (typeof p.confidence === "number" && p.confidence >= 0 && p.confidence <= 1) c.confidence = p.confidence;
    return c;
  };

  const action = (e: MeupEnvelope, at: number | undefined, out: BaseEvent[]) => {
    const id = optStr(e.id);
    const p = isObj(e.payload) ? e.payload : {};
    const linked = correlations(e).filter((c) => known.has(c));
    if (e.kind === "chat" && id) {
      const text = optStr(p.text) ?? optStr(p.message);
      if (text !== undefined) {
        const role = e.from !== undefined && users.has(e.from) ? "user" : "assistant";
        out.push(ev({ type: EventType.TEXT_MESSAGE_START, messageId: id, role, ...ts(at) }));
        out.push(ev({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: id, delta: text, ...ts(at) }));
        out.push(ev({ type: EventType.TEXT_MESSAGE_END, messageId: id, ...ts(at) }));
      }
    } else if (id && /^mcp[/.](request|proposal)\b/.test(e.kind) && isObj(p.params) && (p.method === undefined || p.method === "tools/call")) {
      const name = optStr(p.params.name) ?? e.kind.split(":").pop() ?? "tool";
      out.push(ev({ type: EventType.TOOL_CALL_START, toolCallId: id, toolCallName: name, ...ts(at) }));
      out.push(ev({ type: EventType.TOOL_CALL_ARGS, toolCallId: id, delta: JSON.stringify(p.params.arguments ?? {}), ...ts(at) }));
      out.push(ev({ type: EventType.TOOL_CALL_END, toolCallId: id, ...ts(at) }));
    }
    if (id) {
      for (const reasoningId of linked) {
        actions.set(id, reasoningId);
        out.push(ev({ type: EventType.CUSTOM, name: ReasoningStepEventName.LINK, value: { reasoningId, actionId: id, kind: e.kind }, ...ts(at) }));
      }
    }
  };

  function toEvents(e: MeupEnvelope): BaseEvent[] {
    if (!isObj(e) || typeof e.kind !== "string") return [];
    const out: BaseEvent[] = [];
    const at = parseTs(e.ts);
    const p = isObj(e.payload) ? e.payload : {};
    switch (e.kind) {
      case "reasoning/start": {
        const rid = optStr(p.reasoning_id);
        if (rid) start(rid, e, at, optStr(p.description), optStr(p.parent_message), out);
        return out;
      }
      case "reasoning/step": {
        const rid = optStr(p.reasoning_id);
        if (rid && typeof p.type === "string") step(rid, e, at, p.type, p.content, out);
        return out;
      }
      case "reasoning/end": {
        const rid = optStr(p.reasoning_id);
        if (rid) finish(rid, e, at, conclusionOf(p, p.conclusion), out);
        return out;
      }
      case "reasoning.start": {
        const rid = optStr(e.id);
        if (rid) start(rid, e, at, optStr(p.message), correlations(e)[0], out);
        return out;
      }
      case "reasoning.thought": {
        const rid = optStr(e.context);
        if (rid) step(rid, e, at, "reflection", { thought: p.message }, out);
        return out;
      }
      case "reasoning.conclusion": {
        const rid = optStr(e.context);
        if (rid) finish(rid, e, at, conclusionOf(p, p.message ?? p.decision), out);
        return out;
      }
      default:
        action(e, at, out);
        return out;
    }
  }

  return {
    toEvents,
    end() {
      const out: BaseEvent[] = [];
      for (const [reasoningId, trace] of open) {
        out.push(ev({ type: EventType.REASONING_MESSAGE_END, messageId: trace.messageId }));
        out.push(ev({ type: EventType.REASONING_END, messageId: reasoningId }));
      }
      open.clear();
      return out;
    },
    reasoningOf: (actionId) => actions.get(actionId),
  };
}
