import { buildEvent } from "../protocol/buildEvent";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { ReasoningStepEventName, type ReasoningConclusion, type ReasoningStep } from "./reasoningSteps";
import { isRecord } from "../protocol/guards";
import { parseIsoTime } from "./isoTime";
import { correlations, jsonSafe, meupStepText, optStr, readMeupEnvelope, type MeupEnvelope } from "./meupEnvelope";

export {
  meupStepText,
  type MeupEnvelope,
  type MeupReasoningEndPayload,
  type MeupReasoningStartPayload,
  type MeupReasoningStepPayload,
} from "./meupEnvelope";

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


  const start = (reasoningId: string, e: MeupEnvelope, at: number | undefined, description: string | undefined, parent: string | undefined, out: BaseEvent[]) => {
    if (open.has(reasoningId)) return open.get(reasoningId)!;
    const messageId = `${reasoningId}:text`;
    const trace: OpenTrace = { messageId, hasText: false, steps: 0 };
    open.set(reasoningId, trace);
    known.add(reasoningId);
    out.push(buildEvent(EventType.REASONING_START, { messageId: reasoningId }, { timestamp: at }));
    out.push(buildEvent(EventType.REASONING_MESSAGE_START, { messageId, role: "reasoning" }, { timestamp: at }));
    out.push(
      buildEvent(
        EventType.CUSTOM,
        {
          name: ReasoningStepEventName.START,
          value: {
            reasoningId,
            messageId,
            ...(description !== undefined && { description }),
            ...(optStr(e.from) && { from: e.from }),
            ...(parent !== undefined && { parentMessageId: parent }),
          },
        },
        { timestamp: at },
      ),
    );
    if (description) paragraph(trace, description, at, out);
    return trace;
  };

  const paragraph = (trace: OpenTrace, text: string, at: number | undefined, out: BaseEvent[]) => {
    out.push(buildEvent(EventType.REASONING_MESSAGE_CONTENT, { messageId: trace.messageId, delta: trace.hasText ? `\n\n${text}` : text }, { timestamp: at }));
    trace.hasText = true;
  };

  const step = (reasoningId: string, e: MeupEnvelope, at: number | undefined, type: string, content: unknown, out: BaseEvent[]) => {
    const trace = open.get(reasoningId) ?? start(reasoningId, e, at, undefined, undefined, out);
    const text = meupStepText(type, content);
    const s: ReasoningStep = { id: optStr(e.id) ?? `${reasoningId}:${trace.steps}`, type };
    trace.steps++;
    if (text !== undefined) s.text = text;
    if (isRecord(content)) {
      const tool = optStr(content.tool) ?? optStr(content.name);
      if (tool !== undefined && type === "tool_call") s.tool = tool;
      const confidence = content.confidence;
      if (typeof confidence === "number" && confidence >= 0 && confidence <= 1) s.confidence = confidence;
    }
    const json = jsonSafe(content);
    if (json !== undefined) s.content = json;
    if (at !== undefined) s.at = at;
    if (text !== undefined) paragraph(trace, s.tool ? `${s.tool}: ${text}` : text, at, out);
    out.push(buildEvent(EventType.CUSTOM, { name: ReasoningStepEventName.STEP, value: { reasoningId, step: s } }, { timestamp: at }));
  };

  const finish = (reasoningId: string, e: MeupEnvelope, at: number | undefined, c: Omit<ReasoningConclusion, "at">, out: BaseEvent[]) => {
    const trace = open.get(reasoningId) ?? start(reasoningId, e, at, undefined, undefined, out);
    if (c.text) paragraph(trace, c.text, at, out);
    out.push(buildEvent(EventType.REASONING_MESSAGE_END, { messageId: trace.messageId }, { timestamp: at }));
    out.push(buildEvent(EventType.REASONING_END, { messageId: reasoningId }, { timestamp: at }));
    const conclusion: ReasoningConclusion = { ...c, ...(at !== undefined && { at }) };
    out.push(buildEvent(EventType.CUSTOM, { name: ReasoningStepEventName.CONCLUSION, value: { reasoningId, conclusion } }, { timestamp: at }));
    open.delete(reasoningId);
  };

  const action = (e: MeupEnvelope, at: number | undefined, out: BaseEvent[]) => {
    const id = optStr(e.id);
    const p = isRecord(e.payload) ? e.payload : {};
    const linked = correlations(e).filter((c) => known.has(c));
    if (e.kind === "chat" && id) {
      const text = optStr(p.text) ?? optStr(p.message);
      if (text !== undefined) {
        const role = e.from !== undefined && users.has(e.from) ? "user" : "assistant";
        out.push(buildEvent(EventType.TEXT_MESSAGE_START, { messageId: id, role }, { timestamp: at }));
        out.push(buildEvent(EventType.TEXT_MESSAGE_CONTENT, { messageId: id, delta: text }, { timestamp: at }));
        out.push(buildEvent(EventType.TEXT_MESSAGE_END, { messageId: id }, { timestamp: at }));
      }
    } else if (id && /^mcp[/.](request|proposal)\b/.test(e.kind) && isRecord(p.params) && (p.method === undefined || p.method === "tools/call")) {
      const name = optStr(p.params.name) ?? e.kind.split(":").pop() ?? "tool";
      out.push(buildEvent(EventType.TOOL_CALL_START, { toolCallId: id, toolCallName: name }, { timestamp: at }));
      out.push(buildEvent(EventType.TOOL_CALL_ARGS, { toolCallId: id, delta: JSON.stringify(p.params.arguments ?? {}) }, { timestamp: at }));
      out.push(buildEvent(EventType.TOOL_CALL_END, { toolCallId: id }, { timestamp: at }));
    }
    if (id) {
      for (const reasoningId of linked) {
        actions.set(id, reasoningId);
        out.push(buildEvent(EventType.CUSTOM, { name: ReasoningStepEventName.LINK, value: { reasoningId, actionId: id, kind: e.kind } }, { timestamp: at }));
      }
    }
  };

  function toEvents(e: MeupEnvelope): BaseEvent[] {
    const reading = readMeupEnvelope(e);
    if (!reading) return [];
    const out: BaseEvent[] = [];
    const at = parseIsoTime(e.ts);
    switch (reading.op) {
      case "start":
        start(reading.reasoningId, e, at, reading.description, reading.parentMessageId, out);
        break;
      case "step":
        step(reading.reasoningId, e, at, reading.type, reading.content, out);
        break;
      case "end":
        finish(reading.reasoningId, e, at, reading.conclusion, out);
        break;
      case "action":
        action(e, at, out);
        break;
    }
    return out;
  }

  return {
    toEvents,
    end() {
      const out: BaseEvent[] = [];
      for (const [reasoningId, trace] of open) {
        out.push(buildEvent(EventType.REASONING_MESSAGE_END, { messageId: trace.messageId }));
        out.push(buildEvent(EventType.REASONING_END, { messageId: reasoningId }));
      }
      open.clear();
      return out;
    },
    reasoningOf: (actionId) => actions.get(actionId),
  };
}
