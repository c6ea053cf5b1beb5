import type { TokenUsage } from "@ag-ui/core";
import type { MessageDeltaUsage, RawMessageStreamEvent, Usage } from "@anthropic-ai/sdk/resources/messages/messages";
import { AgUiEmitter } from "../emitter";
import { type AgUiEventStream, type BridgeStreamOptions, type ProviderStream, ProviderStreamError, bridgeStream } from "../run";

/** Id of the AG-UI message (or reasoning span, with `:span`) for content block `index` of Anthropic message `messageId`; `:redacted` marks a `redacted_thinking` block. */
export function anthropicBlockId(messageId: string, index: number, kind?: "redacted" | "span"): string {
  return kind ? `${messageId}:${index}:${kind}` : `${messageId}:${index}`;
}

/** Anthropic `usage` (from `message_start`, updated by `message_delta`) → AG-UI `TokenUsage`; cache reads and writes are added into `inputTokens` as the protocol counts. */
export function anthropicUsage(start: Usage | undefined, delta: MessageDeltaUsage | undefined, model?: string): TokenUsage | undefined {
  if (!start && !delta) return undefined;
  const cacheRead = delta?.cache_read_input_tokens ?? start?.cache_read_input_tokens ?? 0;
  const cacheWrite = delta?.cache_creation_input_tokens ?? start?.cache_creation_input_tokens ?? 0;
  const inputTokens = (delta?.input_tokens ?? start?.input_tokens ?? 0) + cacheRead + cacheWrite;
  const outputTokens = delta?.output_tokens ?? start?.output_tokens ?? 0;
  const thinking = delta?.output_tokens_details?.thinking_tokens;
  return {
    provider: "anthropic",
    ...(model && { model }),
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    ...(thinking !== undefined && { reasoningTokens: thinking }),
    ...(cacheRead > 0 && { cachedInputTokens: cacheRead }),
    ...(cacheWrite > 0 && { cacheWriteInputTokens: cacheWrite }),
  };
}

/** Options of {@link anthropicMessagesToAgUi}. */
export interface AnthropicStreamOptions extends BridgeStreamOptions {
  /**
   * The `thinking.display` your request asked for. The stream itself never says whether a thinking block is
   * Claude's full thinking or a summary of it, so Anthropic's own word is the request's: `"summarized"` marks
   * the thinking text `reasoningUi.summary: true` (a summary badge); unset (default) or anything else marks it
   * `summary: false` — visible reasoning, its signature kept as the encrypted value.
   */
  thinkingDisplay?: "summarized" | "omitted" | null;
}

interface Block {
  type: string;
  id: string;
  signature: string;
  started: boolean;
}

/**
 * Anthropic Messages stream (`client.messages.create({ stream: true, … })` or `client.messages.stream(…)`,
 * any `AsyncIterable<RawMessageStreamEvent>`, or the un-awaited call) → AG-UI 1.x events, block by block in wire order
 * (Anthropic "Streaming Messages" and "Extended thinking"):
 * - `thinking` block → a span `${message.id}:${index}:span` and a reasoning message `${message.id}:${index}`
 *   whose content is the `thinking_delta`s, marked `reasoningUi.summary: false` (visible even though it is signed; `true`
 *   with `thinkingDisplay: "summarized"`, what the request asked for); at `content_block_stop` the `signature_delta` →
 *   `REASONING_ENCRYPTED_VALUE { subtype: "message" }` on it. A thinking block with no text (requests with
 *   `thinking.display: "omitted"`) → a hidden message marked `reasoningUi.hidden: "omitted"` carrying the
 *   signature.
 * - `redacted_thinking` → a hidden message `${message.id}:${index}:redacted` marked `hidden: "redacted"`
 *   whose `encryptedValue` is `data`.
 * - `text` → `TEXT_MESSAGE_*` (`messageId: ${message.id}:${index}`); `tool_use` → `TOOL_CALL_START`
 *   (`toolCallId: block.id`) + `TOOL_CALL_ARGS` (the `input_json_delta.partial_json`s) + `TOOL_CALL_END`.
 *   A text block opens a new assistant message, a tool call joins the one before unless a thinking block
 *   came between, so interleaved thinking keeps wire order in the store.
 * - `message_stop` → `RUN_FINISHED { usage }` (`output_tokens`, `output_tokens_details.thinking_tokens` as
 *   `reasoningTokens`, cache tokens added into `inputTokens`); a body that ends cleanly after `message_delta`
 *   gave its `stop_reason`, every block closed, is finished too (diagnostic `terminal_event_missing`).
 * - An `error` event, an SDK `APIError` (HTTP 4xx/5xx such as 429 / 529, or the `error` event the SDK
 *   throws), a transport error, or the stream ending before `message_stop` → `RUN_ERROR` after everything
 *   before it: `code` = Anthropic's `error.type` (`"overloaded_error"`, `"rate_limit_error"`, …), else
 *   `"provider_error"`, `"stream_cut"`, `"aborted"`; `message` = Anthropic's; `metadata.reasoningUi
 *   .providerError = { code, status, message }`.
 *
 * Server tool blocks (`server_tool_use`, `web_search_tool_result`, …) are not mapped.
 *
 * @example
 * const stream = await anthropic.messages.create({ model, max_tokens: 16000, stream: true,
 *   thinking: { type: "enabled", budget_tokens: 8000 }, ...agUiToAnthropicMessages(input.messages) });
 * for await (const event of anthropicMessagesToAgUi(stream, { threadId, runId })) res.write(encoder.encode(event));
 */
export function anthropicMessagesToAgUi(
  stream: ProviderStream<RawMessageStreamEvent>,
  options: AnthropicStreamOptions,
): AgUiEventStream {
  const emit = new AgUiEmitter(options);
  const blocks = new Map<number, Block>();
  let messageId = options.runId;
  let model: string | undefined;
  let startUsage: Usage | undefined;
  let deltaUsage: MessageDeltaUsage | undefined;
  let stopped = false;
  let stopReason: string | undefined;

  const step = (event: RawMessageStreamEvent): void => {
    switch (event.type) {
      case "message_start":
        messageId = event.message.id || options.runId;
        model = event.message.model;
        startUsage = event.message.usage;
        return;
      case "content_block_start": {
        const block = event.content_block;
        const id = anthropicBlockId(messageId, event.index);
        if (block.type === "thinking") {
          blocks.set(event.index, { type: "thinking", id, signature: block.signature ?? "", started: false });
          emit.spanStart(anthropicBlockId(messageId, event.index, "span"));
          if (block.thinking) startThinking(event.index, block.thinking);
        } else if (block.type === "redacted_thinking") {
          blocks.set(event.index, { type: "redacted_thinking", id, signature: "", started: true });
          emit.spanStart(anthropicBlockId(messageId, event.index, "span"));
          emit.hiddenReasoning(anthropicBlockId(messageId, event.index, "redacted"), "redacted", block.data);
        } else if (block.type === "text") {
          blocks.set(event.index, { type: "text", id, signature: "", started: true });
          emit.textStart(id);
          emit.textDelta(id, block.text);
        } else if (block.type === "tool_use") {
          blocks.set(event.index, { type: "tool_use", id: block.id, signature: "", started: true });
          emit.toolStart(block.id, block.name, id);
        }
        return;
      }
      case "content_block_delta": {
        const block = blocks.get(event.index);
        if (!block) return;
        const delta = event.delta;
        if (delta.type === "thinking_delta") startThinking(event.index, delta.thinking);
        else if (delta.type === "signature_delta") block.signature += delta.signature;
        else if (delta.type === "text_delta") emit.textDelta(block.id, delta.text);
        else if (delta.type === "input_json_delta") emit.toolArgs(block.id, delta.partial_json);
        return;
      }
      case "content_block_stop": {
        const block = blocks.get(event.index);
        if (!block) return;
        blocks.delete(event.index);
        if (block.type === "thinking") {
          if (block.started) {
            emit.reasoningEnd(block.id);
            if (block.signature) emit.encrypted("message", block.id, block.signature);
          } else if (block.signature) {
            emit.hiddenReasoning(block.id, "omitted", block.signature);
          }
          emit.spanEnd(anthropicBlockId(messageId, event.index, "span"));
        } else if (block.type === "redacted_thinking") {
          emit.spanEnd(anthropicBlockId(messageId, event.index, "span"));
        } else if (block.type === "text") {
          emit.textEnd(block.id);
        } else if (block.type === "tool_use") {
          emit.toolEnd(block.id);
        }
        return;
      }
      case "message_delta":
        deltaUsage = event.usage;
        if (event.delta?.stop_reason) stopReason = event.delta.stop_reason;
        return;
      case "message_stop":
        stopped = true;
        return;
      default:
        // `event: error` (`{ type: "error", error: { type: "overloaded_error", message } }`) is not in the
        // SDK's union (the SDK throws it as APIError); a plain iterable of wire events can carry it.
        if ((event as { type: string }).type === "error") throw ProviderStreamError.from(event);
        return;
    }
  };

  function startThinking(index: number, text: string): void {
    const block = blocks.get(index);
    if (!block || text === "") return;
    if (!block.started) {
      block.started = true;
      // The signature that follows proves integrity, it does not make the text a summary; only the request's
      // `thinking.display: "summarized"` does.
      emit.reasoningStart(block.id, { summary: options.thinkingDisplay === "summarized" });
    }
    emit.reasoningDelta(block.id, text);
  }

  return bridgeStream(stream, emit, step, () => {
    if (!stopped) {
      // `message_delta` with a `stop_reason` ends the answer; a body that ended cleanly after it is finished.
      if (!stopReason || blocks.size > 0) throw new ProviderStreamError("The Anthropic stream ended before message_stop.", "stream_cut");
      emit.diagnostic("terminal_event_missing", `The stream ended cleanly after message_delta (stop_reason ${stopReason}) without message_stop; the run is finished.`);
    }
    return anthropicUsage(startUsage, deltaUsage, model);
  });
}
