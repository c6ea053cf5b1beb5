import type { TokenUsage } from "@ag-ui/core";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import { BlockWriter } from "../blocks";
import { AgUiEmitter } from "../emitter";
import { type AgUiEventStream, type BridgeStreamOptions, type ProviderStream, ProviderStreamError, bridgeStream } from "../run";
import { type ThinkTagOptions, ThinkTagParser } from "../think";
import { type ChatUsageLike, type UsageConvention, chatCompletionUsage } from "../usage";
import { ReasoningDetailsAccumulator } from "./details";

/**
 * A Chat Completions chunk as open-model servers and gateways stream it: the `openai` SDK's
 * `ChatCompletionChunk` plus the reasoning fields they add to `delta` — `reasoning_content` (DeepSeek,
 * Qwen / DashScope, vLLM, SGLang, LM Studio, many gateways), `reasoning` (OpenRouter, newer vLLM, Groq,
 * Ollama's OpenAI-compatible endpoint) and `reasoning_details` (OpenRouter) — and the `error` object a
 * gateway may send mid-stream.
 */
export type OpenAIChatChunk = Omit<ChatCompletionChunk, "choices"> & {
  choices: Array<
    Omit<ChatCompletionChunk.Choice, "delta" | "finish_reason"> & {
      delta: ChatCompletionChunk.Choice.Delta & { reasoning_content?: string | null; reasoning?: string | null; reasoning_details?: unknown[] | null };
      finish_reason: ChatCompletionChunk.Choice["finish_reason"] | "error" | null;
    }
  >;
  error?: unknown;
};

/**
 * The `data: [DONE]` line that ends a Chat Completions SSE body. The `openai` SDK swallows it; a caller that
 * parses the SSE body itself passes it through as this string, so a stream without `finish_reason` that ended
 * with it is read as finished.
 */
export const CHAT_DONE = "[DONE]";

/** Options of {@link openaiChatToAgUi}. */
export interface OpenAIChatStreamOptions extends BridgeStreamOptions {
  /** `TokenUsage.provider` for `RUN_FINISHED.usage`. Default `"openai-compatible"`. */
  provider?: string;
  /**
   * `<think>` extraction from `delta.content` ({@link ThinkTagParser}): `false` turns it off, an object
   * sets its options (`openAtStart: true` for models whose template opens the tag in the prompt). Default on.
   */
  thinkTags?: false | Omit<ThinkTagOptions, "onDiagnostic">;
  /**
   * How this provider counts reasoning and cached tokens ({@link UsageConvention}); default: detected from
   * `total_tokens`, else the preset for `provider` in `USAGE_CONVENTIONS` (e.g. `"xai"`: reasoning apart).
   */
  usageConvention?: UsageConvention;
}

/**
 * Chat Completions `usage` → AG-UI `TokenUsage` under the kit's rule (reasoning part of output, cached part of
 * input, total = input + output), whatever the provider's convention: stated in `convention`, else the preset
 * for `provider` (`USAGE_CONVENTIONS`) where the numbers cannot tell, else detected from `total_tokens`
 * (see {@link chatCompletionUsage}).
 */
export function openaiChatUsage(usage: CompletionUsage | null | undefined, provider: string, model?: string, convention?: UsageConvention): TokenUsage | undefined {
  return chatCompletionUsage(usage as ChatUsageLike | null | undefined, provider, model, convention);
}

/**
 * Chat Completions stream from an open or OpenAI-compatible model (`openai.chat.completions.create({
 * stream: true, stream_options: { include_usage: true }, … })` with the SDK's `baseURL` at DeepSeek,
 * OpenRouter, vLLM, SGLang, Ollama's `/v1`, …; awaited or not, or any `AsyncIterable` of the chunks) →
 * AG-UI 1.x events:
 * - Reasoning: `delta.reasoning_details` when present (each entry merged by `index`; `reasoning.text` and
 *   `reasoning.summary` shown — a block with a summary entry marked `reasoningUi.summary: true`, one with only
 *   `reasoning.text` `summary: false` (visible, even though signed) —, `reasoning.encrypted` and unknown
 *   types kept, not shown), else `delta.reasoning_content`, else `delta.reasoning` (OpenRouter sends
 *   `reasoning` beside `reasoning_details` with the same text; it is not shown twice). Each run of
 *   reasoning is a span `${id}:${n}:span` and a reasoning message `${id}:${n}` (`id` = the chunk `id`);
 *   the block's `reasoning_details` entries → `REASONING_ENCRYPTED_VALUE` with the envelope
 *   `JSON.stringify(entries)`, sent back byte for byte by {@link agUiToOpenAIChatMessages}; a block with
 *   only encrypted entries is a hidden message (`reasoningUi.hidden: "encrypted"`).
 * - `delta.content` → assistant text `${id}:${n}`, with `<think>…</think>` extracted into reasoning
 *   ({@link ThinkTagParser}; `thinkTags` option). `delta.tool_calls` → `TOOL_CALL_START` (`id`, or
 *   `${id}:call:${index}` when the server sends none) / `ARGS` / `END`.
 * - `finish_reason` `stop` / `length` / `tool_calls` / `function_call` then the stream's end → `RUN_FINISHED`
 *   (`usage` from the `include_usage` chunk); `content_filter` → `RUN_ERROR finish_content_filter`;
 *   `error` or an `error` object in a chunk (OpenRouter mid-stream errors) or an SDK `APIError` →
 *   `RUN_ERROR` with the provider's code, status and message (`readProviderError`). A stream that ends
 *   without a `finish_reason` is finished when its body ended cleanly after the answer — {@link CHAT_DONE}
 *   passed through, or the `include_usage` chunk (no content in it) was the last — with a `finish_reason_missing`
 *   diagnostic; otherwise (cut mid-message) → `RUN_ERROR stream_cut`.
 *
 * Bad input gets a defined result, reported to `onDiagnostic`, never a throw or a lost answer:
 * `<think>` tags beside a reasoning field (both shown as reasoning, `think_with_reasoning_field`),
 * reasoning after the answer began (a new reasoning block, `reasoning_after_text`), a reasoning field on
 * a tool-call delta (shown before the call, `reasoning_with_tool_call`), details without `index`
 * (`reasoning_detail_without_index`), unknown detail types (`reasoning_detail_unknown`), an
 * unterminated or unopened `<think>` (`think_unterminated`, `think_unopened`).
 *
 * @example
 * const openai = new OpenAI({ baseURL: "https://api.deepseek.com", apiKey });
 * const stream = openai.chat.completions.create({ model: "deepseek-reasoner", stream: true,
 *   stream_options: { include_usage: true }, messages: agUiToOpenAIChatMessages(input.messages) }, { signal });
 * for await (const event of openaiChatToAgUi(stream, { threadId, runId, provider: "deepseek" })) res.write(encoder.encode(event));
 */
export function openaiChatToAgUi(stream: ProviderStream<OpenAIChatChunk | ChatCompletionChunk | typeof CHAT_DONE>, options: OpenAIChatStreamOptions): AgUiEventStream {
  const emit = new AgUiEmitter(options);
  const reported = new Set<string>();
  const report = (code: string, message: string) => {
    if (reported.has(code)) return;
    reported.add(code);
    emit.diagnostic(code, message);
  };
  const details = new ReasoningDetailsAccumulator(report);
  const writer = new BlockWriter(emit, options.runId, () => {
    const entries = details.take();
    if (entries.length === 0) return {};
    // OpenRouter's own words: `reasoning.summary` is a summary; `reasoning.text` (signed or not) is the reasoning.
    const summary = entries.some((e) => e.type === "reasoning.summary");
    return { encryptedValue: JSON.stringify(entries), meta: { summary } };
  });
  const parser = options.thinkTags === false ? undefined : new ThinkTagParser({ ...options.thinkTags, onDiagnostic: (d) => report(d.code, d.message) });
  const calls = new Map<number, string>();
  let keyed = false;
  let sawReasoningField = false;
  let model: string | undefined;
  let usage: TokenUsage | undefined;
  let finished = false;
  let lastWasUsage = false;
  let sawDone = false;
  const provider = options.provider ?? "openai-compatible";

  const content = (text: string) => {
    if (!parser) return writer.text(text);
    for (const segment of parser.push(text)) {
      if (segment.type === "text") writer.text(segment.text);
      else {
        if (sawReasoningField) report("think_with_reasoning_field", "The content has <think> tags and the stream also has a reasoning field; both are shown as reasoning.");
        writer.reasoning(segment.text);
      }
    }
  };
  const flushContent = () => {
    for (const segment of parser?.end() ?? []) segment.type === "text" ? writer.text(segment.text) : writer.reasoning(segment.text);
  };

  const step = (raw: OpenAIChatChunk | ChatCompletionChunk | typeof CHAT_DONE): void => {
    if (raw === CHAT_DONE) {
      sawDone = true;
      return;
    }
    const chunk = raw as OpenAIChatChunk;
    if (chunk.error) throw ProviderStreamError.from(chunk.error);
    if (!keyed && chunk.id) writer.key = chunk.id;
    keyed ||= Boolean(chunk.id);
    model ??= chunk.model || undefined;
    if (chunk.usage) {
      usage = chatCompletionUsage(chunk.usage as ChatUsageLike, provider, model, options.usageConvention, (m) => report("usage_total_mismatch", m));
    }
    // The `include_usage` chunk comes last, with `choices: []` (OpenRouter: an empty delta); a chunk with usage
    // that still carries content (vLLM's continuous usage stats put usage on every chunk) does not end the answer.
    lastWasUsage = Boolean(chunk.usage) && !(chunk.choices ?? []).some((c) => c.delta && (c.delta.content || c.delta.reasoning_content || c.delta.reasoning || c.delta.tool_calls?.length || c.delta.reasoning_details?.length));
    const choice = chunk.choices?.[0];
    if (!choice) return;
    const delta = choice.delta ?? {};
    let reasoned = false;
    if (Array.isArray(delta.reasoning_details) && delta.reasoning_details.length > 0) {
      for (const fragment of delta.reasoning_details) {
        const { text, summary } = details.add(fragment);
        if (text !== "") writer.reasoning(text, summary ? { summary: true } : {});
        else writer.openReasoning();
      }
      reasoned = true;
    } else {
      const text = typeof delta.reasoning_content === "string" ? delta.reasoning_content : typeof delta.reasoning === "string" ? delta.reasoning : "";
      if (text !== "") {
        sawReasoningField = true;
        writer.reasoning(text);
        reasoned = true;
      }
    }
    if (typeof delta.content === "string" && delta.content !== "") content(delta.content);
    for (const call of delta.tool_calls ?? []) {
      if (reasoned) report("reasoning_with_tool_call", "A tool-call delta also carried reasoning; the reasoning is shown before the call.");
      const index = typeof call.index === "number" ? call.index : 0;
      let id = calls.get(index);
      if (id === undefined) {
        id = call.id || `${writer.key}:call:${index}`;
        calls.set(index, id);
        writer.toolStart(id, call.function?.name ?? "");
      }
      if (call.function?.arguments) emit.toolArgs(id, call.function.arguments);
    }
    const reason = choice.finish_reason;
    if (reason) {
      flushContent();
      writer.closeAll();
      for (const id of calls.values()) emit.toolEnd(id);
      if (reason === "content_filter") throw new ProviderStreamError("The provider's content filter stopped the answer.", "finish_content_filter");
      if (reason === "error") throw ProviderStreamError.from(chunk, "provider_error", "The provider reported an error.");
      finished = true;
    }
  };

  return bridgeStream(stream, emit, step, () => {
    if (!finished) {
      // A body that ended cleanly after the answer (`data: [DONE]`, or the usage chunk servers send last) is a
      // finished run even without a finish_reason (some OpenAI-compatible servers never send one).
      if (!sawDone && !lastWasUsage) throw new ProviderStreamError("The Chat Completions stream ended without a finish_reason.", "stream_cut");
      report("finish_reason_missing", `The stream ended cleanly (${sawDone ? "[DONE]" : "after its usage chunk"}) without a finish_reason; the run is finished.`);
      flushContent();
      writer.closeAll();
      for (const id of calls.values()) emit.toolEnd(id);
    }
    return usage;
  });
}
