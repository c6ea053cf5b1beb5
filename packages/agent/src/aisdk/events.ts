import { type TokenUsage, aggregateTokenUsage, tokenUsageFromAiSdkUsage } from "@ag-ui/core";
import { aiSdkReasoningVisibility } from "@reasoning-ui/core/ai-sdk";
import type { ProviderMetadata, TextStreamPart, ToolSet } from "ai";
import { AgUiEmitter } from "../emitter";
import { type AgUiEventStream, type BridgeStreamOptions, type ProviderStream, ProviderStreamError, bridgeStream } from "../run";

/** Options of {@link aiSdkToAgUi}. */
export interface AiSdkStreamOptions extends BridgeStreamOptions {
  /** `TokenUsage.provider` / `.model` for `RUN_FINISHED.usage` (the AI SDK's usage does not name them). */
  provider?: string;
  model?: string;
}

/** Merges `incoming` provider metadata into `into`, provider by provider, key by key (last write wins). */
function mergeProviderMetadata(into: Record<string, Record<string, unknown>>, incoming: ProviderMetadata | undefined): void {
  if (!incoming) return;
  for (const [provider, values] of Object.entries(incoming)) into[provider] = { ...into[provider], ...values };
}

/**
 * The envelope the AI SDK bridge puts in `encryptedValue`: `JSON.stringify(providerMetadata)` — the
 * provider metadata a reasoning, text or tool-call part streamed with (Anthropic `signature` /
 * `redactedData`, OpenAI `itemId` / `reasoningEncryptedContent`, Google `thoughtSignature`, …), which
 * `agUiToModelMessages` turns back into that part's `providerOptions`. `undefined` when there is none.
 */
export function aiSdkEncryptedValue(metadata: Record<string, Record<string, unknown>>): string | undefined {
  const filtered = Object.fromEntries(Object.entries(metadata).filter(([, values]) => Object.values(values).some((v) => v !== null && v !== undefined)));
  return Object.keys(filtered).length > 0 ? JSON.stringify(metadata) : undefined;
}

/**
 * AI SDK `streamText(…).fullStream` (`AsyncIterable<TextStreamPart>`, AI SDK 5, 6 and 7) → AG-UI 1.x events, so
 * any AI SDK provider gets the reasoning round trip:
 * - `reasoning-start` / `-delta` / `-end` → a span and a reasoning message `${runId}:${step}:${id}`; the
 *   part's `providerMetadata` (merged across start, deltas and end) → `REASONING_ENCRYPTED_VALUE` with the
 *   envelope {@link aiSdkEncryptedValue}. `REASONING_MESSAGE_START` is sent at the part's first text, or
 *   at its end when none came, so a part with metadata and no text opens already marked
 *   `reasoningUi.hidden` on START (`"redacted"` for Anthropic `redactedData` — known at
 *   `reasoning-start`, so sent at once —, `"omitted"` for a bare Anthropic `signature`, else
 *   `"encrypted"`). A part with text gets the provider's word on END (`aiSdkReasoningVisibility`):
 *   `reasoningUi.summary: true` for OpenAI and Gemini (their reasoning text is a summary), `false` for
 *   Anthropic's signed thinking and any other provider — a signature alone never makes it a summary.
 * - `text-*` → `TEXT_MESSAGE_*` (`${runId}:${step}:${id}`; provider metadata → an encrypted value on the
 *   message); `tool-input-start` / `-delta` → `TOOL_CALL_START` / `ARGS`, `tool-call` → `TOOL_CALL_END`
 *   (args from `input` when no delta streamed; provider metadata → `{ subtype: "tool-call" }`);
 *   `tool-result` / `tool-error` of tools the SDK ran → `TOOL_CALL_RESULT`.
 * - `finish` → `RUN_FINISHED { usage: [tokenUsageFromAiSdkUsage(totalUsage)] }` (a stream that ends cleanly
 *   right after a `finish-step` is finished too, its steps' usage summed); an `error` part, `abort`,
 *   a thrown error, or the stream ending without `finish` → `RUN_ERROR` after everything before it:
 *   the error (an `APICallError`, a `RetryError`, an `Error`, the provider's error object, a string) is
 *   read with `readProviderError` — `code` = the provider's code in the response body (`"insufficient_quota"`,
 *   `"overloaded_error"`, `"RESOURCE_EXHAUSTED"`), else `"provider_error"`, `"aborted"`, `"stream_cut"`;
 *   `message` = the provider's message, never `"[object Object]"`; `metadata.reasoningUi.providerError`
 *   with `status` = `statusCode`. A `tool-error` result carries the error's message the same way.
 *
 * @example
 * const result = streamText({ model: anthropic("claude-sonnet-4-6"), messages: agUiToModelMessages(input.messages),
 *   providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 8000 } } } });
 * for await (const event of aiSdkToAgUi(result.fullStream, { threadId, runId })) res.write(encoder.encode(event));
 */
export function aiSdkToAgUi<TOOLS extends ToolSet>(
  stream: ProviderStream<TextStreamPart<TOOLS>>,
  options: AiSdkStreamOptions,
): AgUiEventStream {
  const emit = new AgUiEmitter(options);
  let step = 0;
  let usage: TokenUsage | undefined;
  let finished = false;
  let lastWasFinishStep = false;
  let stepUsage: TokenUsage | undefined;
  const usageLabels = { ...(options.provider && { provider: options.provider }), ...(options.model && { model: options.model }) };
  const metadata = new Map<string, Record<string, Record<string, unknown>>>();
  const streamedArgs = new Set<string>();
  /** Reasoning parts started whose REASONING_MESSAGE_START waits for their first text. */
  const pendingReasoning = new Set<string>();
  const idOf = (id: string) => `${options.runId}:${step}:${id}`;
  const meta = (id: string) => {
    let m = metadata.get(id);
    if (!m) metadata.set(id, (m = {}));
    return m;
  };

  const onPart = (part: TextStreamPart<TOOLS>): void => {
    lastWasFinishStep = part.type === "finish-step";
    switch (part.type) {
      case "finish-step": {
        // Summed as the steps finish (O(1) state), for a stream that ends without `finish`.
        const u = tokenUsageFromAiSdkUsage(part.usage, usageLabels);
        if (u) stepUsage = aggregateTokenUsage(stepUsage ? [stepUsage, u] : [u])[0];
        return;
      }
      case "start-step":
        step += 1;
        return;
      case "reasoning-start": {
        // REASONING_MESSAGE_START waits for the first text (or the end), so a part without text opens
        // already marked hidden; a redacted part is known at once.
        const id = idOf(part.id);
        const m = meta(id);
        mergeProviderMetadata(m, part.providerMetadata);
        emit.spanStart(`${id}:span`);
        if (m.anthropic?.redactedData) emit.reasoningStart(id, { hidden: "redacted" });
        else pendingReasoning.add(id);
        return;
      }
      case "reasoning-delta": {
        const id = idOf(part.id);
        mergeProviderMetadata(meta(id), part.providerMetadata);
        if (part.text !== "" && pendingReasoning.delete(id)) emit.reasoningStart(id);
        return emit.reasoningDelta(id, part.text);
      }
      case "reasoning-end": {
        const id = idOf(part.id);
        const m = meta(id);
        mergeProviderMetadata(m, part.providerMetadata);
        const value = aiSdkEncryptedValue(m);
        const hasText = !pendingReasoning.has(id) && emit.reasoningHasText(id);
        // The provider's own words: OpenAI / Gemini text is a summary, Claude's signed thinking is not, …
        const stated = value !== undefined ? aiSdkReasoningVisibility(m, hasText) : {};
        if (pendingReasoning.delete(id)) {
          // No text arrived: hidden when there is an encrypted form, else an empty (visible) message.
          emit.reasoningStart(id, value !== undefined ? { hidden: stated.hidden ?? "encrypted" } : {});
        }
        const hidden = value !== undefined && !hasText ? (stated.hidden ?? "encrypted") : undefined;
        emit.reasoningEnd(id, hasText && stated.summary !== undefined ? { summary: stated.summary } : undefined);
        if (value !== undefined) emit.encrypted("message", id, value, hidden ? { hidden } : undefined);
        metadata.delete(id);
        emit.spanEnd(`${id}:span`);
        return;
      }
      case "text-start": {
        const id = idOf(part.id);
        mergeProviderMetadata(meta(id), part.providerMetadata);
        return emit.textStart(id);
      }
      case "text-delta": {
        const id = idOf(part.id);
        mergeProviderMetadata(meta(id), part.providerMetadata);
        return emit.textDelta(id, part.text);
      }
      case "text-end": {
        const id = idOf(part.id);
        const m = meta(id);
        mergeProviderMetadata(m, part.providerMetadata);
        emit.textEnd(id);
        const value = aiSdkEncryptedValue(m);
        if (value !== undefined) emit.encrypted("message", id, value);
        metadata.delete(id);
        return;
      }
      case "tool-input-start":
        mergeProviderMetadata(meta(part.id), part.providerMetadata);
        return emit.toolStart(part.id, part.toolName, idOf(part.id));
      case "tool-input-delta":
        if (part.delta !== "") streamedArgs.add(part.id);
        return emit.toolArgs(part.id, part.delta);
      case "tool-call": {
        const m = meta(part.toolCallId);
        mergeProviderMetadata(m, part.providerMetadata);
        if (!emit.isToolOpen(part.toolCallId)) emit.toolStart(part.toolCallId, part.toolName, idOf(part.toolCallId));
        if (!streamedArgs.has(part.toolCallId)) emit.toolArgs(part.toolCallId, JSON.stringify(part.input ?? {}));
        emit.toolEnd(part.toolCallId);
        const value = aiSdkEncryptedValue(m);
        if (value !== undefined) emit.encrypted("tool-call", part.toolCallId, value);
        metadata.delete(part.toolCallId);
        streamedArgs.delete(part.toolCallId);
        return;
      }
      case "tool-result":
        return emit.toolResult(`${part.toolCallId}:result`, part.toolCallId, JSON.stringify(part.output ?? null));
      case "tool-error":
        return emit.toolResult(`${part.toolCallId}:result`, part.toolCallId, JSON.stringify({ error: ProviderStreamError.from(part.error, "tool_error", "The tool failed.").message }));
      case "finish":
        finished = true;
        usage = tokenUsageFromAiSdkUsage(part.totalUsage, usageLabels);
        return;
      case "error":
        // `error` is whatever the provider package put there: an APICallError, an Error, the provider's
        // own error object (`{ type: "overloaded_error", message }`), or a string.
        throw ProviderStreamError.from(part.error);
      case "abort":
        throw new ProviderStreamError(part.reason ? `The stream was aborted: ${part.reason}` : "The stream was aborted.", "aborted");
      default:
        return;
    }
  };

  return bridgeStream(stream, emit, onPart, () => {
    if (!finished) {
      // A stream that ended cleanly right after a `finish-step` ended after the answer: finished, with the
      // steps' usage summed.
      if (!lastWasFinishStep) throw new ProviderStreamError("The AI SDK stream ended without a finish part.", "stream_cut");
      emit.diagnostic("terminal_event_missing", "The stream ended cleanly after finish-step without a finish part; the run is finished.");
      return stepUsage;
    }
    return usage;
  });
}
