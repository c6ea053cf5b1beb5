import { buildEvent } from "../protocol/buildEvent";
import { REASONING_UI_METADATA_KEY } from "../protocol/reasoningUiMetadata";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { parseIsoTime } from "./isoTime";

/** Fields every Letta message in the "LettaMessage" union carries (`letta_client.types.agents`). */
interface LettaMessageFields {
  /** Letta message id; shared by the reasoning, tool call and answer parts of one agent step. */
  id: string;
  /** ISO 8601 creation date. */
  date?: string;
  /** Offline-threading id: `id` + the index of this part within the step; stable across the chunks of one part. */
  otid?: string | null;
  name?: string | null;
  run_id?: string | null;
  step_id?: string | null;
  seq_id?: number | null;
  sender_id?: string | null;
  is_err?: boolean | null;
}

/**
 * Letta's `ReasoningMessage` (`letta_client.types.agents.ReasoningMessage`, Letta API "LettaMessage" union):
 * the agent's reasoning. `source`: `reasoner_model` = native reasoning of a reasoning model,
 * `non_reasoner_model` = inner thoughts obtained by prompting. `signature`: the model's signature of the
 * reasoning (Anthropic's thinking-block signature), an opaque verification token.
 * Streamed (`stream_tokens: true`), Letta sends one `ReasoningMessage` per delta with the same `id` (and `otid`)
 * and the delta in `reasoning`; the signature arrives in its own chunk with `reasoning: ""`
 * (letta `anthropic_streaming_interface.py`, `BetaSignatureDelta`).
 */
export interface LettaReasoningMessage extends LettaMessageFields {
  message_type: "reasoning_message";
  reasoning: string;
  source?: "reasoner_model" | "non_reasoner_model" | null;
  signature?: string | null;
}

/**
 * Letta's `HiddenReasoningMessage`: reasoning the caller may not see. `state: "redacted"` = the provider
 * redacted it and `hidden_reasoning` carries the opaque blob (Anthropic `redacted_thinking.data`);
 * `state: "omitted"` = the API left it out (e.g. OpenAI reasoning models), nothing to keep.
 */
export interface LettaHiddenReasoningMessage extends LettaMessageFields {
  message_type: "hidden_reasoning_message";
  state: "redacted" | "omitted";
  hidden_reasoning?: string | null;
}

/** Letta's `AssistantMessage`: the answer; `content` is a string or text parts (`{ type: "text", text }`). */
export interface LettaAssistantMessage {
  message_type: "assistant_message";
  id: string;
  date?: string;
  content: string | ReadonlyArray<{ type?: string; text?: string }>;
  otid?: string | null;
}

/** Any Letta streaming message; types other than the three above only close open parts. */
export type LettaMessage =
  | LettaReasoningMessage
  | LettaHiddenReasoningMessage
  | LettaAssistantMessage
  | { message_type: string; id?: string; date?: string; otid?: string | null; [key: string]: unknown };

/** What the adapter remembers about one AG-UI message it produced (for a bridge that talks back to Letta). */
export interface LettaMessageRecord {
  /** The AG-UI message id used in the store. */
  messageId: string;
  /** The Letta message id it came from. */
  lettaId: string;
  otid?: string;
  kind: "reasoning" | "hidden" | "assistant";
  /** `ReasoningMessage.source`, when given. */
  source?: "reasoner_model" | "non_reasoner_model";
  /** The reasoning carried a `signature` (kept byte-for-byte as the message's `encryptedValue`). */
  signed?: boolean;
  /** `HiddenReasoningMessage.state`. `omitted` records have no message in the store (see {@link createLettaAdapter}). */
  hiddenState?: "redacted" | "omitted";
}

/** Name of the CUSTOM event emitted for `HiddenReasoningMessage` with `state: "omitted"` (value: {@link LettaOmittedReasoning}). */
export const LETTA_OMITTED_REASONING = "letta.reasoning_omitted";

/** Value of the {@link LETTA_OMITTED_REASONING} CUSTOM event. */
export interface LettaOmittedReasoning {
  /** The id this reasoning would have had (see {@link LettaMessageRecord.messageId}). */
  messageId: string;
  lettaId: string;
  /** ms since epoch (Letta's `date`), when given. */
  at?: number;
}

/** A stateful Letta → AG-UI converter (see {@link createLettaAdapter}). */
export interface LettaAdapter {
  /** AG-UI events for one Letta message (or streaming chunk), in order. Unknown shapes yield `[]`. */
  toEvents(message: LettaMessage): BaseEvent[];
  /** Closes what is still open (REASONING_MESSAGE_END / TEXT_MESSAGE_END). Call at the end of the stream. */
  end(): BaseEvent[];
  /** The record of an AG-UI message id this adapter produced (including `omitted` ones). */
  record(messageId: string): LettaMessageRecord | undefined;
  /** Every record, in production order. */
  records(): LettaMessageRecord[];
}

interface OpenPart {
  key: string;
  messageId: string;
  kind: "reasoning" | "hidden" | "assistant";
  lastAt?: number;
  /** Hidden parts only: a blob was already stored on it (a second blob opens a new message). */
  hasValue?: boolean;
}


/**
 * Converts Letta agent messages (REST or streaming, Letta API "LettaMessage" union:
 * `ReasoningMessage`, `HiddenReasoningMessage`, `AssistantMessage`) into AG-UI 1.x events, so Letta reasoning
 * flows through the normal store and renders with the kit's components.
 *
 * Mapping (schema: `letta_client` `reasoning_message.py` / `hidden_reasoning_message.py`; streaming behaviour:
 * letta `interfaces/anthropic_streaming_interface.py` and `openai_streaming_interface.py`):
 * - **Ids.** Letta gives the reasoning, tool call and answer of one step the same `id`; each part has its own
 *   `otid`. A part's AG-UI id is its `otid`, else `` `${id}:${message_type}` ``, so the answer never lands in the
 *   reasoning panel. A part that reappears after another one (interleaved thinking without `otid`) gets `#2`, `#3`…
 * - **Streaming.** Consecutive chunks with the same key accumulate into one message:
 *   REASONING_MESSAGE_START, one REASONING_MESSAGE_CONTENT per non-empty `reasoning` delta, and
 *   REASONING_MESSAGE_END when another part starts or on {@link LettaAdapter.end}. A complete (non-streamed)
 *   message is simply one chunk. Event `timestamp`s come from Letta's `date` (ms), so durations are Letta's.
 * - **`ReasoningMessage`** → visible reasoning text. **`signature`** is kept OPAQUE and byte-for-byte as the
 *   message's `encryptedValue` (REASONING_ENCRYPTED_VALUE `subtype: "message"`), so `buildRunAgentInput` resends
 *   it with the message, like an encrypted value. Decision: a signature is a verification token, not hidden
 *   text, but AG-UI has exactly one opaque, resent slot per message, and for Anthropic's Claude 4 models the
 *   signature does carry the full (encrypted) thinking while the text is a summary. Consequence: a signed
 *   message with text has visibility `summary` (the store derives visibility only from text + encrypted value);
 *   {@link LettaMessageRecord.signed} tells a UI that wants to word it differently. A later signature on the same
 *   part replaces the earlier one (Letta sends it once, whole).
 * - **`source`** has no AG-UI field; it is kept in {@link LettaMessageRecord.source}.
 * - **`HiddenReasoningMessage` `redacted`** with `hidden_reasoning` → a reasoning message with no text and the
 *   blob as `encryptedValue` → visibility `hidden` (resent byte-identical). Each blob stays its own message
 *   (two blobs are never concatenated).
 * - **`HiddenReasoningMessage` `omitted`** (or `redacted` without a blob) → a placeholder reasoning message in
 *   its place (no text, no value, `metadata.reasoningUi.hidden: "omitted"`), so a list renders "Reasoning not
 *   included" where it happened; nothing is resent (`buildRunAgentInput` skips reasoning with neither text nor
 *   value). A CUSTOM event {@link LETTA_OMITTED_REASONING} is emitted too and the record kept with
 *   `hiddenState: "omitted"`.
 * - **`AssistantMessage`** → TEXT_MESSAGE_START/CONTENT/END (role `assistant`). Other message types
 *   (tool calls, returns, usage, stop reasons) produce no events but close the open part.
 * The caller brackets a run (RUN_STARTED / RUN_FINISHED, or the store's `beginRun` / `endStream`).
 *
 * @example
 * const letta = createLettaAdapter();
 * for await (const chunk of lettaStream) store.getState().applyEvents(letta.toEvents(chunk));
 * store.getState().applyEvents(letta.end());
 * // next turn: buildRunAgentInput(store.getState()) carries every signature / redacted blob byte-identical
 */
export function createLettaAdapter(): LettaAdapter {
  const records = new Map<string, LettaMessageRecord>();
  const uses = new Map<string, number>();
  let open: OpenPart | undefined;

  const idFor = (key: string) => {
    const n = (uses.get(key) ?? 0) + 1;
    uses.set(key, n);
    return n === 1 ? key : `${key}#${n}`;
  };

  const close = (): BaseEvent[] => {
    if (!open) return [];
    const part = open;
    open = undefined;
    if (part.kind === "assistant") return [buildEvent(EventType.TEXT_MESSAGE_END, { messageId: part.messageId }, { timestamp: part.lastAt })];
    return [buildEvent(EventType.REASONING_MESSAGE_END, { messageId: part.messageId }, { timestamp: part.lastAt })];
  };

  const openPart = (key: string, kind: OpenPart["kind"], m: { id: string; otid?: string | null }, at: number | undefined, out: BaseEvent[]): OpenPart => {
    out.push(...close());
    const messageId = idFor(key);
    open = { key, messageId, kind, lastAt: at };
    const record: LettaMessageRecord = { messageId, lettaId: m.id, kind, ...(typeof m.otid === "string" && { otid: m.otid }) };
    records.set(messageId, record);
    if (kind === "assistant") out.push(buildEvent(EventType.TEXT_MESSAGE_START, { messageId, role: "assistant" }, { timestamp: at }));
    else out.push(buildEvent(EventType.REASONING_MESSAGE_START, { messageId, role: "reasoning" }, { timestamp: at }));
    return open;
  };

  const keyOf = (m: { id: string; otid?: string | null; message_type: string }) =>
    typeof m.otid === "string" && m.otid ? m.otid : `${m.id}:${m.message_type}`;

  function toEvents(input: LettaMessage): BaseEvent[] {
    if (typeof input !== "object" || input === null || typeof input.message_type !== "string") return [];
    const out: BaseEvent[] = [];
    const id = typeof input.id === "string" ? input.id : undefined;
    const at = parseIsoTime(input.date);
    switch (input.message_type) {
      case "reasoning_message": {
        const m = input as LettaReasoningMessage;
        if (!id) return [];
        const key = keyOf(m);
        const part = open?.key === key && open.kind === "reasoning" ? open : openPart(key, "reasoning", m, at, out);
        part.lastAt = at ?? part.lastAt;
        const record = records.get(part.messageId)!;
        if (m.source === "reasoner_model" || m.source === "non_reasoner_model") record.source = m.source;
        if (typeof m.reasoning === "string" && m.reasoning.length > 0) {
          out.push(buildEvent(EventType.REASONING_MESSAGE_CONTENT, { messageId: part.messageId, delta: m.reasoning }, { timestamp: at }));
        }
        if (typeof m.signature === "string" && m.signature.length > 0) {
          record.signed = true;
          out.push(buildEvent(EventType.REASONING_ENCRYPTED_VALUE, { subtype: "message", entityId: part.messageId, encryptedValue: m.signature }, { timestamp: at }));
        }
        return out;
      }
      case "hidden_reasoning_message": {
        const m = input as LettaHiddenReasoningMessage;
        if (!id) return [];
        const blob = typeof m.hidden_reasoning === "string" && m.hidden_reasoning.length > 0 ? m.hidden_reasoning : undefined;
        const key = keyOf(m);
        if (m.state !== "redacted" || blob === undefined) {
          out.push(...close());
          const messageId = idFor(key);
          records.set(messageId, { messageId, lettaId: id, kind: "hidden", hiddenState: "omitted", ...(typeof m.otid === "string" && { otid: m.otid }) });
          const value: LettaOmittedReasoning = { messageId, lettaId: id, ...(at !== undefined && { at }) };
          out.push(buildEvent(EventType.CUSTOM, { name: LETTA_OMITTED_REASONING, value }, { timestamp: at }));
          // A placeholder in its place in the thread: no text, no value, marked omitted (metadata.reasoningUi.hidden),
          // so a list shows "Reasoning not included" where Letta reasoned. `buildRunAgentInput` does not resend it.
          const metadata = { [REASONING_UI_METADATA_KEY]: { hidden: "omitted" } };
          out.push(buildEvent(EventType.REASONING_MESSAGE_START, { messageId, role: "reasoning", metadata }, { timestamp: at }));
          out.push(buildEvent(EventType.REASONING_MESSAGE_END, { messageId }, { timestamp: at }));
          return out;
        }
        const reuse = open?.key === key && open.kind === "hidden" && !open.hasValue;
        const part = reuse ? open! : openPart(key, "hidden", m, at, out);
        part.lastAt = at ?? part.lastAt;
        part.hasValue = true;
        records.get(part.messageId)!.hiddenState = "redacted";
        out.push(buildEvent(EventType.REASONING_ENCRYPTED_VALUE, { subtype: "message", entityId: part.messageId, encryptedValue: blob }, { timestamp: at }));
        return out;
      }
      case "assistant_message": {
        const m = input as LettaAssistantMessage;
        if (!id) return [];
        const key = keyOf(m);
        const part = open?.key === key && open.kind === "assistant" ? open : openPart(key, "assistant", m, at, out);
        part.lastAt = at ?? part.lastAt;
        const text =
          typeof m.content === "string"
            ? m.content
            : Array.isArray(m.content)
              ? m.content.map((p) => (p && typeof p.text === "string" && (p.type === undefined || p.type === "text") ? p.text : "")).join("")
              : "";
        if (text) out.push(buildEvent(EventType.TEXT_MESSAGE_CONTENT, { messageId: part.messageId, delta: text }, { timestamp: at }));
        return out;
      }
      default:
        return close();
    }
  }

  return {
    toEvents,
    end: close,
    record: (messageId) => records.get(messageId),
    records: () => [...records.values()],
  };
}

/**
 * One-shot conversion of a complete list of Letta messages (e.g. `LettaResponse.messages`, or a recorded
 * stream) into AG-UI events, with everything closed at the end. See {@link createLettaAdapter} for the mapping.
 *
 * @example
 * const response = await letta.agents.messages.create(agentId, { messages: [{ role: "user", content: "Hi" }] });
 * store.getState().applyEvents([
 *   { type: EventType.RUN_STARTED, threadId, runId },
 *   ...lettaMessagesToEvents(response.messages),
 *   { type: EventType.RUN_FINISHED, threadId, runId },
 * ]);
 */
export function lettaMessagesToEvents(messages: Iterable<LettaMessage>): BaseEvent[] {
  const adapter = createLettaAdapter();
  const out: BaseEvent[] = [];
  for (const m of messages) out.push(...adapter.toEvents(m));
  out.push(...adapter.end());
  return out;
}
