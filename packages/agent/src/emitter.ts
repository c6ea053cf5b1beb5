import { EventType, type Event as AgUiEvent, type TokenUsage } from "@ag-ui/core";
import { Lifecycle } from "@reasoning-ui/core/lifecycle";
import { type ReasoningUiMetadata, reasoningUiMetadata, summaryTitle } from "./metadata";
import type { BridgeDiagnostic, BridgeStreamOptions, ProviderStreamError } from "./stream";

interface OpenReasoning {
  meta: ReasoningUiMetadata;
  text: string;
}

/**
 * Builds AG-UI 1.x events in wire order and tracks what is open — in the kit's lifecycle owners
 * (`@reasoning-ui/core/lifecycle`, the same the reducer, audit trail and inspector use) — shared by the bridges. Events
 * collect in `out`; a bridge yields `drain()` after each provider event. Assistant-side ordering
 * follows docs/architecture.md, "Agent bridges and the demo agent": a text block starts a new assistant message; a tool call joins the
 * current assistant segment or opens one; reasoning closes the segment, so the kit's store keeps the
 * provider's block order in its `messages` array.
 */
export class AgUiEmitter {
  readonly out: AgUiEvent[] = [];
  private readonly now: () => number;
  private readonly openReasoning: Lifecycle<OpenReasoning>;
  private readonly openText: Lifecycle;
  private readonly openTools: Lifecycle;
  private readonly openSpans: Lifecycle;
  /** The assistant message tool calls attach to, or undefined when the next one must open a new one. */
  segment: string | undefined;

  constructor(private readonly options: BridgeStreamOptions) {
    this.now = options.now ?? Date.now;
    this.openReasoning = new Lifecycle<OpenReasoning>("reasoning", this.now);
    this.openText = new Lifecycle("text", this.now);
    this.openTools = new Lifecycle("toolCall", this.now);
    this.openSpans = new Lifecycle("span", this.now);
  }

  private push(event: AgUiEvent): void {
    this.out.push({ ...event, timestamp: this.now() } as AgUiEvent);
  }

  /** Takes the events built since the last call, in order (the bridge yields them). */
  drain(): AgUiEvent[] {
    return this.out.splice(0);
  }

  /** Reports a {@link BridgeDiagnostic} to `options.onDiagnostic`; a throwing callback is ignored. */
  diagnostic(code: string, message: string): void {
    try {
      this.options.onDiagnostic?.({ code, message });
    } catch {
      /* a diagnostic must never end the run */
    }
  }

  /** `RUN_STARTED { threadId, runId }` (nothing with `runEvents: false`). */
  runStarted(): void {
    if (this.options.runEvents === false) return;
    this.push({ type: EventType.RUN_STARTED, threadId: this.options.threadId, runId: this.options.runId });
  }

  /** Closes whatever is still open, then `RUN_FINISHED` with `usage` when given. */
  runFinished(usage?: TokenUsage): void {
    this.closeAll();
    if (this.options.runEvents === false) return;
    this.push({
      type: EventType.RUN_FINISHED,
      threadId: this.options.threadId,
      runId: this.options.runId,
      ...(usage && { usage: [usage] }),
    });
  }

  /** `RUN_ERROR { message, code }` (+ `metadata.reasoningUi.providerError` when the provider said more); open messages stay open, so the kit marks them interrupted and keeps what arrived. */
  runError(error: ProviderStreamError): void {
    if (this.options.runEvents === false) throw error;
    this.push({
      type: EventType.RUN_ERROR,
      message: error.message,
      code: error.code,
      ...(error.provider && { metadata: reasoningUiMetadata({ providerError: error.provider }) }),
    });
  }

  /** `REASONING_START { messageId: spanId }`: opens a reasoning span and closes the assistant segment. */
  spanStart(spanId: string): void {
    this.segment = undefined;
    this.openSpans.open(spanId, undefined);
    this.push({ type: EventType.REASONING_START, messageId: spanId });
  }

  /** `REASONING_END` for an open span; ignored for one not open. */
  spanEnd(spanId: string): void {
    if (!this.openSpans.close(spanId)) return;
    this.push({ type: EventType.REASONING_END, messageId: spanId });
  }

  /** `REASONING_MESSAGE_START { role: "reasoning" }`, with `metadata.reasoningUi` when `meta` has fields. */
  reasoningStart(messageId: string, meta: ReasoningUiMetadata = {}): void {
    this.segment = undefined;
    this.openReasoning.open(messageId, undefined, { meta, text: "" });
    this.push({
      type: EventType.REASONING_MESSAGE_START,
      messageId,
      role: "reasoning",
      ...(Object.keys(meta).length > 0 && { metadata: reasoningUiMetadata(meta) }),
    });
  }

  /** Whether the reasoning message is open. */
  isReasoningOpen(messageId: string): boolean {
    return this.openReasoning.isOpen(messageId);
  }

  /** `REASONING_MESSAGE_CONTENT`; empty deltas and closed ids are skipped. */
  reasoningDelta(messageId: string, delta: string): void {
    const open = this.openReasoning.data(messageId);
    if (!open || delta === "") return;
    if (open.text.length < 400) open.text += delta; // enough to read a `**Title**`; bounded
    this.push({ type: EventType.REASONING_MESSAGE_CONTENT, messageId, delta });
  }

  /**
   * Ends a reasoning message; a summary that opened with `**Title**` gets `title` in its metadata, and
   * `extra` (e.g. a `hidden` reason learnt only at the end) is merged in. The END event repeats the whole
   * `reasoningUi` object because AG-UI metadata merges key by key (`mergeMetadata`).
   */
  reasoningEnd(messageId: string, extra?: ReasoningUiMetadata): void {
    const open = this.openReasoning.data(messageId);
    if (!open) return;
    this.openReasoning.close(messageId);
    const title = open.meta.summary ? summaryTitle(open.text) : undefined;
    const changed = title !== undefined || (extra !== undefined && Object.keys(extra).length > 0);
    this.push({
      type: EventType.REASONING_MESSAGE_END,
      messageId,
      ...(changed && { metadata: reasoningUiMetadata({ ...open.meta, ...(title && { title }), ...extra }) }),
    });
  }

  /** Whether any text arrived for the open reasoning message (false once it is closed). */
  reasoningHasText(messageId: string): boolean {
    return (this.openReasoning.data(messageId)?.text.length ?? 0) > 0;
  }

  /** A hidden reasoning message (no text): START with `hidden` metadata, END, then its encrypted value. */
  hiddenReasoning(messageId: string, hidden: ReasoningUiMetadata["hidden"], encryptedValue: string): void {
    this.reasoningStart(messageId, { hidden });
    this.reasoningEnd(messageId);
    this.encrypted("message", messageId, encryptedValue, { hidden });
  }

  /** `REASONING_ENCRYPTED_VALUE`; the value is passed through byte-for-byte and never inspected. */
  encrypted(subtype: "message" | "tool-call", entityId: string, encryptedValue: string, meta?: ReasoningUiMetadata): void {
    this.push({
      type: EventType.REASONING_ENCRYPTED_VALUE,
      subtype,
      entityId,
      encryptedValue,
      ...(meta && Object.keys(meta).length > 0 && { metadata: reasoningUiMetadata(meta) }),
    });
  }

  /** `TEXT_MESSAGE_START { role: "assistant" }` (with `metadata.reasoningUi` when `meta` has fields); the message becomes the segment tool calls join. */
  textStart(messageId: string, meta?: ReasoningUiMetadata): void {
    this.openText.open(messageId, undefined);
    this.segment = messageId;
    this.push({
      type: EventType.TEXT_MESSAGE_START,
      messageId,
      role: "assistant",
      ...(meta && Object.keys(meta).length > 0 && { metadata: reasoningUiMetadata(meta) }),
    });
  }

  /** Whether the text message is open. */
  isTextOpen(messageId: string): boolean {
    return this.openText.isOpen(messageId);
  }

  /** `TEXT_MESSAGE_CONTENT`; empty deltas and closed ids are skipped. */
  textDelta(messageId: string, delta: string): void {
    if (!this.openText.isOpen(messageId) || delta === "") return;
    this.push({ type: EventType.TEXT_MESSAGE_CONTENT, messageId, delta });
  }

  /** `TEXT_MESSAGE_END` for an open text message. */
  textEnd(messageId: string): void {
    if (!this.openText.close(messageId)) return;
    this.push({ type: EventType.TEXT_MESSAGE_END, messageId });
  }

  /** `TOOL_CALL_START` on the current assistant segment, or on a new one named `fallbackParentId`. */
  toolStart(toolCallId: string, toolCallName: string, fallbackParentId: string, meta?: ReasoningUiMetadata): void {
    const parentMessageId = this.segment ?? fallbackParentId;
    this.segment = parentMessageId;
    this.openTools.open(toolCallId, undefined);
    this.push({
      type: EventType.TOOL_CALL_START,
      toolCallId,
      toolCallName,
      parentMessageId,
      ...(meta && Object.keys(meta).length > 0 && { metadata: reasoningUiMetadata(meta) }),
    });
  }

  /** Whether the tool call is open (started, not ended). */
  isToolOpen(toolCallId: string): boolean {
    return this.openTools.isOpen(toolCallId);
  }

  /** `TOOL_CALL_ARGS` (the arguments text as the provider streams it); empty deltas and closed ids are skipped. */
  toolArgs(toolCallId: string, delta: string): void {
    if (!this.openTools.isOpen(toolCallId) || delta === "") return;
    this.push({ type: EventType.TOOL_CALL_ARGS, toolCallId, delta });
  }

  /** `TOOL_CALL_END` for an open tool call. */
  toolEnd(toolCallId: string): void {
    if (!this.openTools.close(toolCallId)) return;
    this.push({ type: EventType.TOOL_CALL_END, toolCallId });
  }

  /** `TOOL_CALL_RESULT` for a tool the agent ran itself (`content` as the tool returned it, stringified). */
  toolResult(messageId: string, toolCallId: string, content: string): void {
    this.segment = undefined;
    this.push({ type: EventType.TOOL_CALL_RESULT, messageId, toolCallId, content, role: "tool" });
  }

  /** Ends every open message, tool call and span (before `RUN_FINISHED`). */
  closeAll(): void {
    for (const id of this.openReasoning.openIds()) this.reasoningEnd(id);
    for (const id of this.openText.openIds()) this.textEnd(id);
    for (const id of this.openTools.openIds()) this.toolEnd(id);
    for (const id of this.openSpans.openIds()) this.spanEnd(id);
  }
}

