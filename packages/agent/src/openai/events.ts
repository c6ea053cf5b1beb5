import type { TokenUsage } from "@ag-ui/core";
import type { ResponseStreamEvent, ResponseUsage } from "openai/resources/responses/responses";
import { AgUiEmitter } from "../emitter";
import { type AgUiEventStream, type BridgeStreamOptions, type ProviderStream, ProviderStreamError, bridgeStream } from "../run";

/** Id of the reasoning message for summary part `index` (or `reasoning_text` part, `kind: "content"`) of reasoning item `itemId`. */
export function openaiReasoningMessageId(itemId: string, kind: "summary" | "content", index: number): string {
  return `${itemId}:${kind}:${index}`;
}

/** Reasoning item id back from a message id made by {@link openaiReasoningMessageId} or `${itemId}:encrypted` (else the id itself). */
export function openaiReasoningItemId(messageId: string): string {
  return /^(.*):(?:(?:summary|content):\d+|encrypted)$/.exec(messageId)?.[1] ?? messageId;
}

/** OpenAI `ResponseUsage` → AG-UI `TokenUsage` (`input_tokens` already includes cached tokens, `output_tokens` reasoning). */
export function openaiUsage(usage: ResponseUsage | null | undefined, model?: string): TokenUsage | undefined {
  if (!usage) return undefined;
  return {
    provider: "openai",
    ...(model && { model }),
    inputTokens: usage.input_tokens,
    outputTokens: usage.output_tokens,
    totalTokens: usage.input_tokens + usage.output_tokens,
    ...(usage.output_tokens_details?.reasoning_tokens !== undefined && { reasoningTokens: usage.output_tokens_details.reasoning_tokens }),
    ...(usage.input_tokens_details?.cached_tokens ? { cachedInputTokens: usage.input_tokens_details.cached_tokens } : {}),
  };
}

/**
 * OpenAI Responses stream (`client.responses.create({ stream: true, … })`, or `client.responses.stream(…)`,
 * any `AsyncIterable<ResponseStreamEvent>`, or the un-awaited call) → AG-UI 1.x events.
 *
 * - `response.output_item.added` of a `reasoning` item → `REASONING_START { messageId: item.id }` (one
 *   span per item); each `response.reasoning_summary_part.added` → a reasoning message
 *   `${item.id}:summary:${summary_index}` (metadata `reasoningUi.summary: true`, `title` from a leading
 *   `**Title**`, the text kept whole), `…summary_text.delta` → its content; `response.reasoning_text.delta`
 *   → a visible message `${item.id}:content:${content_index}` (`reasoningUi.summary: false`: it stays visible
 *   when the item's `encrypted_content` is attached too).
 * - `response.output_item.done` of the reasoning item: its `encrypted_content` (complete only there) →
 *   `REASONING_ENCRYPTED_VALUE { subtype: "message" }` on every message of the item (summary parts render as
 *   summaries), or, for an item without summary or text, on one hidden message `${item.id}:encrypted` marked
 *   `reasoningUi.hidden: "encrypted"`; then `REASONING_END`.
 * - `message` items → `TEXT_MESSAGE_*` with `messageId: item.id`; `function_call` items →
 *   `TOOL_CALL_START { toolCallId: call_id, toolCallName: name }` (metadata `reasoningUi.itemId: item.id`),
 *   `TOOL_CALL_ARGS` from `response.function_call_arguments.delta`, `TOOL_CALL_END` at `output_item.done`.
 * - `response.completed` → `RUN_FINISHED { usage: [{ inputTokens, outputTokens, reasoningTokens
 *   (usage.output_tokens_details.reasoning_tokens), … }] }`. A body that ends cleanly right after a `message`
 *   or `function_call` item's `output_item.done`, no item left open, is finished too (no usage; diagnostic
 *   `terminal_event_missing`); ending anywhere else is a cut.
 * - `message` items keep their `phase` (`"commentary"` / `"final_answer"`) as `metadata.reasoningUi.phase`
 *   on `TEXT_MESSAGE_START`, and {@link agUiToOpenAIResponsesInput} sends it back.
 * - `error` (nested `error: { code, type, message }` as on the wire, or flat), `response.failed`,
 *   `response.incomplete`, an SDK `APIError` (HTTP 4xx/5xx, or an error event the SDK threw), or the stream
 *   ending before `response.completed` → `RUN_ERROR` after everything that arrived: `code` = the
 *   provider's `error.code` (e.g. `"insufficient_quota"`), else its `error.type`, else
 *   `"response_failed"`, `"response_incomplete"`, `"provider_error"`, `"stream_cut"`, `"aborted"`;
 *   `message` = the provider's; `metadata.reasoningUi.providerError = { code, type, status, param,
 *   message }`. Open messages stay open (the kit marks them interrupted).
 *
 * Never throws with `runEvents: true` (the default). Event order and field names follow the OpenAI
 * "Streaming API responses" reference and the SDK's `ResponseStreamEvent` union.
 *
 * @example
 * const stream = await openai.responses.create({ model: "o4-mini", input, stream: true, store: false,
 *   include: ["reasoning.encrypted_content"], reasoning: { summary: "auto" } });
 * for await (const event of openaiResponsesToAgUi(stream, { threadId, runId })) res.write(encoder.encode(event));
 */
export function openaiResponsesToAgUi(
  stream: ProviderStream<ResponseStreamEvent>,
  options: BridgeStreamOptions,
): AgUiEventStream {
  const emit = new AgUiEmitter(options);
  const itemMessages = new Map<string, string[]>();
  let usage: TokenUsage | undefined;
  let completed = false;
  /** Output items added and not yet done; whether the last item done was the answer (a message or a function call). */
  let openItems = 0;
  let answerDone = false;
  /** function_call item id → call_id (argument deltas name the item). */
  const callIds = new Map<string, string>();

  const step = (event: ResponseStreamEvent): void => {
    if (event.type === "response.output_item.added") openItems += 1;
    if (event.type === "response.output_item.done") {
      openItems = Math.max(0, openItems - 1);
      answerDone = event.item.type === "message" || event.item.type === "function_call";
    } else answerDone = false;
    switch (event.type) {
      case "response.output_item.added": {
        const item = event.item;
        if (item.type === "reasoning") {
          itemMessages.set(item.id, []);
          emit.spanStart(item.id);
        } else if (item.type === "message" && item.id) {
          emit.textStart(item.id, item.phase ? { phase: item.phase } : undefined);
        } else if (item.type === "function_call") {
          if (item.id) callIds.set(item.id, item.call_id);
          emit.toolStart(item.call_id, item.name, item.id ?? item.call_id, item.id ? { itemId: item.id } : undefined);
          if (item.arguments) emit.toolArgs(item.call_id, item.arguments);
        }
        return;
      }
      case "response.reasoning_summary_part.added": {
        const id = openaiReasoningMessageId(event.item_id, "summary", event.summary_index);
        itemMessages.get(event.item_id)?.push(id);
        emit.reasoningStart(id, { summary: true });
        if (event.part.text) emit.reasoningDelta(id, event.part.text);
        return;
      }
      case "response.reasoning_summary_text.delta":
        return emit.reasoningDelta(openaiReasoningMessageId(event.item_id, "summary", event.summary_index), event.delta);
      case "response.reasoning_summary_part.done":
        return emit.reasoningEnd(openaiReasoningMessageId(event.item_id, "summary", event.summary_index));
      case "response.reasoning_text.delta": {
        const id = openaiReasoningMessageId(event.item_id, "content", event.content_index);
        if (!emit.isReasoningOpen(id)) {
          itemMessages.get(event.item_id)?.push(id);
          // The model's own reasoning text, not a summary, even when the item's encrypted_content follows.
          emit.reasoningStart(id, { summary: false });
        }
        return emit.reasoningDelta(id, event.delta);
      }
      case "response.reasoning_text.done":
        return emit.reasoningEnd(openaiReasoningMessageId(event.item_id, "content", event.content_index));
      case "response.output_text.delta":
        return emit.textDelta(event.item_id, event.delta);
      case "response.refusal.delta":
        return emit.textDelta(event.item_id, event.delta);
      case "response.function_call_arguments.delta": {
        // The delta names the item id; the tool call is known by its call_id.
        return emit.toolArgs(callIds.get(event.item_id) ?? event.item_id, event.delta);
      }
      case "response.output_item.done": {
        const item = event.item;
        if (item.type === "reasoning") {
          const messages = itemMessages.get(item.id) ?? [];
          for (const id of messages) emit.reasoningEnd(id);
          if (item.encrypted_content) {
            if (messages.length === 0) emit.hiddenReasoning(`${item.id}:encrypted`, "encrypted", item.encrypted_content);
            for (const id of messages) emit.encrypted("message", id, item.encrypted_content);
          }
          itemMessages.delete(item.id);
          emit.spanEnd(item.id);
        } else if (item.type === "message" && item.id) {
          emit.textEnd(item.id);
        } else if (item.type === "function_call") {
          emit.toolEnd(item.call_id);
        }
        return;
      }
      case "response.completed":
        completed = true;
        usage = openaiUsage(event.response.usage, event.response.model);
        return;
      case "response.failed":
        throw ProviderStreamError.from(event.response.error, "response_failed", "The response failed.");
      case "response.incomplete":
        throw new ProviderStreamError(
          `The response is incomplete (${event.response.incomplete_details?.reason ?? "unknown reason"}).`,
          "response_incomplete",
        );
      case "error":
        // On the wire the fields are nested (`{ type: "error", error: { type, code, message, param } }`);
        // the SDK's type (and older servers) have them flat. Both are read.
        throw ProviderStreamError.from(event);
      default:
        return;
    }
  };
  return bridgeStream(stream, emit, step, () => {
    if (!completed) {
      // A body that ended cleanly right after the answer's item was done, nothing left open, is finished.
      if (!answerDone || openItems > 0) throw new ProviderStreamError("The OpenAI stream ended before response.completed.", "stream_cut");
      emit.diagnostic("terminal_event_missing", "The stream ended cleanly after its last output item without response.completed; the run is finished.");
    }
    return usage;
  });
}
