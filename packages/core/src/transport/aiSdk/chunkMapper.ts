import { EventType, type BaseEvent } from "@ag-ui/core";
import { isRecord } from "../../protocol/isRecord";
import { REASONING_UI_METADATA_KEY } from "../../protocol/reasoningUiMetadata";
import { SOURCE_DIAGNOSTIC_EVENT } from "../../reducer/custom";
import { aiSdkReasoningVisibility } from "./reasoningVisibility";

/** Separates a UI message id from its `#step.part` suffix in the AG-UI message ids this module makes. */
export const PART_ID_SEPARATOR = "#";

interface Part {
  /** AG-UI message id. */
  id: string;
  metadata?: unknown;
  /** Whether any text arrived (reasoning parts). */
  hasText?: boolean;
  /** The step the part belongs to (for `reset-step`). */
  step: number;
}

interface Tool {
  parent: string;
  ended: boolean;
  argsSent: boolean;
  /** The step the call belongs to (for `reset-step`). */
  step: number;
}

/** Most parts, tool calls and unknown-chunk diagnostics one mapper tracks (a bounded table; beyond it a diagnostic). */
const MAX_OPEN = 10_000;
const MAX_DIAGNOSTICS = 50;

/**
 * Turns AI SDK UI message stream chunks (`UIMessageChunk` of `ai` 5, 6 and 7 — every type each writes —, one
 * parsed SSE `data:` JSON each) into AG-UI 1.x events for the store. One mapper per run; `push` never throws.
 *
 * Ids: the answer's UI message id is `start.messageId` (else `runId`); each part becomes one AG-UI message
 * `${messageId}#${step}.${part}` (step counted by `start-step`, part by order), so `toUIMessages` can group
 * them back into one UI message with its step boundaries.
 * - `reasoning-*` → REASONING_START / REASONING_MESSAGE_START / _CONTENT / _END / REASONING_END; the part's
 *   `providerMetadata` (the last one sent, as `ai`'s client keeps it) → REASONING_ENCRYPTED_VALUE
 *   (`subtype: "message"`) with `JSON.stringify(providerMetadata)`: kept opaque for the round trip. Its
 *   provider's words about visibility ({@link aiSdkReasoningVisibility}: OpenAI / Gemini summaries, Anthropic
 *   full thinking, redacted, omitted) go on REASONING_MESSAGE_END as `metadata.reasoningUi`.
 * - `text-*` → TEXT_MESSAGE_*; its `providerMetadata` → an encrypted value on that message.
 * - `tool-input-start` / `-delta` / `-available` → TOOL_CALL_START / ARGS / END (the input as ARGS when no
 *   delta streamed; `providerMetadata` → `subtype: "tool-call"`); `tool-input-error` ends the call and adds
 *   its error as the result; `tool-output-available` / `-error` → TOOL_CALL_RESULT (output JSON, or
 *   `{"error": errorText}`); preliminary outputs are skipped (the final one follows).
 * - `start` → RUN_STARTED; `finish` → RUN_FINISHED; `error` → RUN_ERROR (`errorText`, code
 *   `provider_error`); `abort` → RUN_ERROR code `aborted`; `start-step` / `finish-step` → STEP_STARTED /
 *   STEP_FINISHED (`step-N`); `reset-step` (`ai` 7) → the step's open parts end and a CUSTOM `reset-step`
 *   names the messages the step made (`value.messageIds`).
 * - `message-metadata`, `data-*`, `source-*`, `file`, `tool-approval-request`, `tool-output-denied` (`ai` 6),
 *   `custom` (provider chunks such as `anthropic.message_start`), `reasoning-file`, `tool-approval-response`,
 *   `steering-message` (`ai` 7) → CUSTOM `{ name: chunk.type, value: chunk }` (for `addEventListener`; no state).
 * - a chunk that is not an object with a known `type`, or a delta for a part never started → skipped with a
 *   diagnostic (`ai_sdk_unknown_chunk`, `ai_sdk_malformed_chunk`); the answer so far is kept.
 *
 * @example
 * const mapper = new UiChunkMapper({ threadId: input.threadId, runId: input.runId });
 * store.getState().applyEvents(mapper.push([{ type: "start" }, { type: "reasoning-start", id: "r0" }]));
 */
export class UiChunkMapper {
  private messageId: string;
  private step = 0;
  private stepOpen = false;
  private part = 0;
  private runStarted = false;
  private finished = false;
  private diagnostics = 0;
  /** AG-UI message ids of the current step's parts (named by `reset-step`; bounded by MAX_OPEN per step). */
  private stepParts: string[] = [];
  private readonly reasoning = new Map<string, Part>();
  private readonly text = new Map<string, Part>();
  private readonly tools = new Map<string, Tool>();
  private out: BaseEvent[] = [];

  constructor(private readonly ids: { threadId: string; runId: string }) {
    this.messageId = ids.runId;
  }

  /** Whether a `finish`, `error` or `abort` chunk ended the run. */
  get ended(): boolean {
    return this.finished;
  }

  /** The AG-UI events for `chunks`, in order. */
  push(chunks: readonly unknown[]): BaseEvent[] {
    this.out = [];
    for (const chunk of chunks) {
      if (this.finished) break;
      if (!isRecord(chunk) || typeof chunk.type !== "string") this.diag("ai_sdk_malformed_chunk", "skipped a UI message stream chunk that is not an object with a string type");
      else {
        try {
          this.one(chunk as Record<string, unknown> & { type: string });
        } catch {
          // e.g. an errorText whose toString throws: the chunk is skipped, the answer goes on.
          this.diag("ai_sdk_malformed_chunk", `skipped a '${chunk.type.slice(0, 64)}' chunk that could not be read`);
        }
      }
    }
    return this.out;
  }

  /** A diagnostic event (for a frame the SSE reader could not parse). */
  diagnostic(code: string, message: string): BaseEvent[] {
    this.out = [];
    this.diag(code, message);
    return this.out;
  }

  private emit(event: Record<string, unknown> & { type: EventType }): void {
    this.out.push(event as BaseEvent);
  }

  private diag(code: string, message: string): void {
    if (++this.diagnostics > MAX_DIAGNOSTICS) return;
    this.ensureRun(); // a diagnostic before the first chunk must not also be "missing_run_started"
    this.emit({ type: EventType.CUSTOM, name: SOURCE_DIAGNOSTIC_EVENT, value: { code, message } });
  }

  private ensureRun(): void {
    if (this.runStarted) return;
    this.runStarted = true;
    this.emit({ type: EventType.RUN_STARTED, threadId: this.ids.threadId, runId: this.ids.runId });
  }

  private stepPart(messageId: string): void {
    if (this.stepParts.length < MAX_OPEN) this.stepParts.push(messageId);
  }

  private nextId(): string {
    return `${this.messageId}${PART_ID_SEPARATOR}${this.step}.${this.part++}`;
  }

  private encrypted(subtype: "message" | "tool-call", entityId: string, metadata: unknown): void {
    if (!isRecord(metadata)) return;
    this.emit({ type: EventType.REASONING_ENCRYPTED_VALUE, subtype, entityId, encryptedValue: JSON.stringify(metadata) });
  }

  private tooMany(map: Map<string, unknown>): boolean {
    if (map.size < MAX_OPEN) return false;
    this.diag("ai_sdk_too_many_parts", `more than ${MAX_OPEN} open parts in one answer; the rest are skipped`);
    return true;
  }

  private one(c: Record<string, unknown> & { type: string }): void {
    const id = typeof c.id === "string" ? c.id : undefined;
    const toolCallId = typeof c.toolCallId === "string" ? c.toolCallId : undefined;
    const missing = (what: string) => this.diag("ai_sdk_malformed_chunk", `skipped '${c.type}': ${what}`);
    if (c.type !== "start") this.ensureRun();
    switch (c.type) {
      case "start":
        if (typeof c.messageId === "string" && c.messageId && this.part === 0) this.messageId = c.messageId;
        this.ensureRun();
        if (c.messageMetadata !== undefined) this.emit({ type: EventType.CUSTOM, name: "message-metadata", value: c.messageMetadata });
        return;
      case "start-step":
        if (this.stepOpen || this.part > 0) this.step++;
        this.stepOpen = true;
        this.stepParts = [];
        this.emit({ type: EventType.STEP_STARTED, stepName: `step-${this.step}` });
        return;
      case "finish-step":
        if (!this.stepOpen) return;
        this.stepOpen = false;
        this.emit({ type: EventType.STEP_FINISHED, stepName: `step-${this.step}` });
        return;
      case "reasoning-start": {
        if (id === undefined) return missing("no id");
        if (this.tooMany(this.reasoning)) return;
        const messageId = this.nextId();
        this.reasoning.set(id, { id: messageId, metadata: c.providerMetadata, step: this.step });
        this.stepPart(messageId);
        this.emit({ type: EventType.REASONING_START, messageId: `${messageId}~span` });
        this.emit({ type: EventType.REASONING_MESSAGE_START, messageId, role: "reasoning" });
        return;
      }
      case "reasoning-delta": {
        const p = id === undefined ? undefined : this.reasoning.get(id);
        if (!p) return missing("no reasoning part started with this id");
        if (c.providerMetadata != null) p.metadata = c.providerMetadata;
        if (typeof c.delta === "string" && c.delta) {
          p.hasText = true;
          this.emit({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: p.id, delta: c.delta });
        }
        return;
      }
      case "reasoning-end": {
        const p = id === undefined ? undefined : this.reasoning.get(id);
        if (!p) return missing("no reasoning part started with this id");
        this.reasoning.delete(id!);
        if (c.providerMetadata != null) p.metadata = c.providerMetadata;
        this.endReasoning(p);
        return;
      }
      case "text-start": {
        if (id === undefined) return missing("no id");
        if (this.tooMany(this.text)) return;
        const messageId = this.nextId();
        this.text.set(id, { id: messageId, metadata: c.providerMetadata, step: this.step });
        this.stepPart(messageId);
        this.emit({ type: EventType.TEXT_MESSAGE_START, messageId, role: "assistant" });
        return;
      }
      case "text-delta": {
        const p = id === undefined ? undefined : this.text.get(id);
        if (!p) return missing("no text part started with this id");
        if (c.providerMetadata != null) p.metadata = c.providerMetadata;
        if (typeof c.delta === "string" && c.delta) this.emit({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: p.id, delta: c.delta });
        return;
      }
      case "text-end": {
        const p = id === undefined ? undefined : this.text.get(id);
        if (!p) return missing("no text part started with this id");
        this.text.delete(id!);
        if (c.providerMetadata != null) p.metadata = c.providerMetadata;
        this.emit({ type: EventType.TEXT_MESSAGE_END, messageId: p.id });
        this.encrypted("message", p.id, p.metadata);
        return;
      }
      case "tool-input-start":
      case "tool-input-delta":
      case "tool-input-available":
      case "tool-input-error":
        return this.toolInput(c, toolCallId);
      case "tool-output-available":
      case "tool-output-error": {
        if (toolCallId === undefined) return missing("no toolCallId");
        if (c.preliminary === true) return;
        if (!this.tools.has(toolCallId)) this.diag("ai_sdk_unknown_tool_call", `a tool result for a tool call this answer did not start`);
        const content = c.type === "tool-output-error" ? JSON.stringify({ error: String(c.errorText ?? "") }) : JSON.stringify(c.output ?? null);
        this.emit({ type: EventType.TOOL_CALL_RESULT, messageId: this.nextId(), toolCallId, content, role: "tool" });
        return;
      }
      case "finish":
        this.closeAll();
        this.finished = true;
        if (c.messageMetadata !== undefined) this.emit({ type: EventType.CUSTOM, name: "message-metadata", value: c.messageMetadata });
        this.emit({ type: EventType.RUN_FINISHED, threadId: this.ids.threadId, runId: this.ids.runId });
        return;
      case "error":
      case "abort":
        this.closeAll();
        this.finished = true;
        this.emit({
          type: EventType.RUN_ERROR,
          message: c.type === "error" ? String(c.errorText ?? "The AI SDK route reported an error.") : "The AI SDK route stopped the answer.",
          code: c.type === "error" ? "provider_error" : "aborted",
        });
        return;
      case "reset-step":
        return this.resetStep();
      case "message-metadata":
      case "file":
      case "source-url":
      case "source-document":
      case "tool-approval-request":
      case "tool-output-denied":
      case "custom":
      case "reasoning-file":
      case "tool-approval-response":
      case "steering-message":
        this.emit({ type: EventType.CUSTOM, name: c.type, value: c.type === "message-metadata" ? c.messageMetadata : c });
        return;
      default:
        if (c.type.startsWith("data-")) {
          this.emit({ type: EventType.CUSTOM, name: c.type, value: c.data });
          return;
        }
        this.diag("ai_sdk_unknown_chunk", `skipped a UI message stream chunk of unknown type '${c.type.slice(0, 64)}'`);
    }
  }

  private toolInput(c: Record<string, unknown> & { type: string }, toolCallId: string | undefined): void {
    if (toolCallId === undefined) return this.diag("ai_sdk_malformed_chunk", `skipped '${c.type}': no toolCallId`);
    let tool = this.tools.get(toolCallId);
    if (!tool) {
      if (c.type === "tool-input-delta") return this.diag("ai_sdk_malformed_chunk", "skipped 'tool-input-delta': no tool call started with this id");
      if (this.tooMany(this.tools)) return;
      tool = { parent: this.nextId(), ended: false, argsSent: false, step: this.step };
      this.tools.set(toolCallId, tool);
      this.stepPart(tool.parent);
      this.emit({ type: EventType.TOOL_CALL_START, toolCallId, toolCallName: typeof c.toolName === "string" ? c.toolName : "tool", parentMessageId: tool.parent });
    }
    if (tool.ended) return;
    if (c.type === "tool-input-delta") {
      if (typeof c.inputTextDelta === "string" && c.inputTextDelta) {
        tool.argsSent = true;
        this.emit({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: c.inputTextDelta });
      }
      return;
    }
    if (c.type === "tool-input-start") return;
    if (!tool.argsSent && c.input !== undefined) this.emit({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta: JSON.stringify(c.input) });
    tool.ended = true;
    this.emit({ type: EventType.TOOL_CALL_END, toolCallId });
    this.encrypted("tool-call", toolCallId, c.providerMetadata);
    if (c.type === "tool-input-error") {
      this.emit({ type: EventType.TOOL_CALL_RESULT, messageId: this.nextId(), toolCallId, content: JSON.stringify({ error: String(c.errorText ?? "") }), role: "tool" });
    }
  }

  /** The events that close every part still open when the stream ended without `finish`. */
  end(): BaseEvent[] {
    this.out = [];
    this.closeAll();
    return this.out;
  }

  /**
   * `data: [DONE]` without a `finish` chunk: the route's body ended cleanly after the answer, so the run is
   * finished (open parts closed). Nothing when the run already ended.
   */
  done(): BaseEvent[] {
    this.out = [];
    if (this.finished) return this.out;
    this.ensureRun();
    this.closeAll();
    this.finished = true;
    this.emit({ type: EventType.RUN_FINISHED, threadId: this.ids.threadId, runId: this.ids.runId });
    return this.out;
  }

  /**
   * REASONING_MESSAGE_END (with the provider's visibility in its own words, `aiSdkReasoningVisibility`, as
   * `metadata.reasoningUi`), REASONING_END, then the part's `providerMetadata` as its encrypted value.
   */
  private endReasoning(p: Part): void {
    const stated = aiSdkReasoningVisibility(p.metadata, p.hasText === true);
    this.emit({ type: EventType.REASONING_MESSAGE_END, messageId: p.id, ...(Object.keys(stated).length > 0 && { metadata: { [REASONING_UI_METADATA_KEY]: stated } }) });
    this.emit({ type: EventType.REASONING_END, messageId: `${p.id}~span` });
    this.encrypted("message", p.id, p.metadata);
  }

  /**
   * `reset-step` (`ai` 7: the step is being retried, `ai`'s client drops its parts): the step's open parts end,
   * and a CUSTOM `reset-step` event names the AG-UI messages the step had made (`value.messageIds`), which the
   * store keeps (AG-UI has no event that removes a message) — an app may hide them. The step goes on.
   */
  private resetStep(): void {
    for (const [key, p] of this.reasoning) {
      if (p.step !== this.step) continue;
      this.reasoning.delete(key);
      this.endReasoning(p);
    }
    for (const [key, p] of this.text) {
      if (p.step !== this.step) continue;
      this.text.delete(key);
      this.emit({ type: EventType.TEXT_MESSAGE_END, messageId: p.id });
    }
    for (const [toolCallId, t] of this.tools) {
      if (t.step !== this.step || t.ended) continue;
      t.ended = true;
      this.emit({ type: EventType.TOOL_CALL_END, toolCallId });
    }
    this.emit({ type: EventType.CUSTOM, name: "reset-step", value: { type: "reset-step", messageIds: this.stepParts } });
    this.stepParts = [];
  }

  private closeAll(): void {
    for (const p of this.reasoning.values()) this.endReasoning(p);
    this.reasoning.clear();
    for (const p of this.text.values()) {
      this.emit({ type: EventType.TEXT_MESSAGE_END, messageId: p.id });
      this.encrypted("message", p.id, p.metadata);
    }
    this.text.clear();
    for (const [toolCallId, t] of this.tools) if (!t.ended) (t.ended = true), this.emit({ type: EventType.TOOL_CALL_END, toolCallId });
  }
}
