import type { TokenUsage } from "@ag-ui/core";
import type { GenerateContentResponse, GenerateContentResponseUsageMetadata, Part } from "@google/genai";
import { AgUiEmitter } from "../emitter";
import { type AgUiEventStream, type BridgeStreamOptions, type ProviderStream, ProviderStreamError, bridgeStream } from "../run";

/** Tool call id the bridge makes for a `functionCall` part without an `id` (number `n` of response `responseId`); {@link isGeneratedGeminiCallId} recognises it. */
export function geminiCallId(responseId: string, n: number): string {
  return `${responseId}:call:${n}`;
}

/** Whether `id` was made by {@link geminiCallId} (so it is not sent back as `functionCall.id`). */
export function isGeneratedGeminiCallId(id: string): boolean {
  return /:call:\d+$/.test(id);
}

/** Gemini `usageMetadata` → AG-UI `TokenUsage`: `inputTokens` = `promptTokenCount` (cached included) + `toolUsePromptTokenCount`, `outputTokens` = `candidatesTokenCount` + `thoughtsTokenCount` (Gemini counts thoughts apart), `reasoningTokens` = `thoughtsTokenCount`. */
export function geminiUsage(usage: GenerateContentResponseUsageMetadata | undefined, model?: string): TokenUsage | undefined {
  if (!usage) return undefined;
  // `totalTokenCount` = prompt + tool-use prompt + candidates + thoughts; cached tokens are part of the prompt count.
  const inputTokens = (usage.promptTokenCount ?? 0) + (usage.toolUsePromptTokenCount ?? 0);
  const reasoningTokens = usage.thoughtsTokenCount;
  const outputTokens = (usage.candidatesTokenCount ?? 0) + (reasoningTokens ?? 0);
  return {
    provider: "google",
    ...(model && { model }),
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    ...(reasoningTokens !== undefined && { reasoningTokens }),
    ...(usage.cachedContentTokenCount ? { cachedInputTokens: usage.cachedContentTokenCount } : {}),
  };
}

/**
 * Gemini stream (`ai.models.generateContentStream({ model, contents, config: { thinkingConfig: {
 * includeThoughts: true } } })`, awaited or not, any `AsyncIterable<GenerateContentResponse>`) → AG-UI 1.x events, part by
 * part (Gemini "Thinking" and "Thought signatures" guides):
 * - `thought: true` text parts → a reasoning message (metadata `reasoningUi.summary: true`: Gemini returns
 *   thought summaries) inside a span; consecutive unsigned thought chunks stream into one message.
 * - other text parts → `TEXT_MESSAGE_*`; `functionCall` parts → `TOOL_CALL_START` (`toolCallId` =
 *   `functionCall.id`, or {@link geminiCallId}), `TOOL_CALL_ARGS` (`JSON.stringify(args)`), `TOOL_CALL_END`.
 * - `thoughtSignature` on a thought or text part → `REASONING_ENCRYPTED_VALUE { subtype: "message" }` on
 *   a message holding exactly that part's text: unsigned chunks before it stay in their own message, and
 *   the message closes after it, so a signed part is never merged with another (Gemini "Thought
 *   signatures": don't merge a part that has a signature with one that has none). A signature on an empty
 *   part is its own message too: an empty assistant message, or for a thought part a hidden reasoning
 *   message (`reasoningUi.hidden: "encrypted"`). On a `functionCall` part → `{ subtype: "tool-call",
 *   entityId: toolCallId }`.
 * - message ids: `${responseId}:${n}` in part order; the run finishes at a chunk with `finishReason`
 *   (`usageMetadata` → `RUN_FINISHED.usage`, `thoughtsTokenCount` → `reasoningTokens`).
 * - An SDK `ApiError` (HTTP 4xx/5xx, or an error chunk mid-stream), an `{ error }` chunk, a
 *   `promptFeedback.blockReason`, a `finishReason` other than `STOP` / `MAX_TOKENS` /
 *   `FINISH_REASON_UNSPECIFIED` (e.g. `SAFETY`, `MALFORMED_FUNCTION_CALL`), or the stream ending without
 *   any `finishReason` → `RUN_ERROR` after everything before it: `code` = Gemini's `error.status`
 *   (`"RESOURCE_EXHAUSTED"`, `"UNAVAILABLE"`, …), else `"provider_error"`, `"blocked"`,
 *   `"finish_<reason>"`, `"stream_cut"`, `"aborted"`; `message` = Gemini's `error.message`;
 *   `metadata.reasoningUi.providerError = { code, status, message }` (`status` the HTTP status).
 *
 * @example
 * const stream = await ai.models.generateContentStream({ model: "gemini-2.5-flash", ...agUiToGeminiContents(input.messages),
 *   config: { thinkingConfig: { includeThoughts: true } } });
 * for await (const event of geminiToAgUi(stream, { threadId, runId })) res.write(encoder.encode(event));
 */
export function geminiToAgUi(
  stream: ProviderStream<GenerateContentResponse>,
  options: BridgeStreamOptions,
): AgUiEventStream {
  const emit = new AgUiEmitter(options);
  let responseId = options.runId;
  let model: string | undefined;
  let n = 0;
  let usage: GenerateContentResponseUsageMetadata | undefined;
  let finished = false;
  let open: { kind: "thought" | "text"; id: string; hasText: boolean } | undefined;
  let span: string | undefined;

  const closeOpen = () => {
    if (open?.kind === "thought") emit.reasoningEnd(open.id);
    else if (open) emit.textEnd(open.id);
    open = undefined;
  };
  const closeSpan = () => {
    if (span) emit.spanEnd(span);
    span = undefined;
  };

  const onPart = (part: Part): void => {
    if (part.functionCall) {
      closeOpen();
      closeSpan();
      const index = n++;
      const id = part.functionCall.id || geminiCallId(responseId, index);
      emit.toolStart(id, part.functionCall.name ?? "", `${responseId}:${index}`);
      emit.toolArgs(id, JSON.stringify(part.functionCall.args ?? {}));
      emit.toolEnd(id);
      if (part.thoughtSignature) emit.encrypted("tool-call", id, part.thoughtSignature);
      return;
    }
    if (typeof part.text !== "string") return;
    const kind = part.thought ? "thought" : "text";
    // A signed part is never merged with the unsigned text before it: it becomes its own message.
    if (open && (open.kind !== kind || (part.thoughtSignature && open.hasText))) closeOpen();
    if (kind === "text") closeSpan();
    if (!open) {
      // An empty unsigned chunk opens nothing.
      if (part.text === "" && !part.thoughtSignature) return;
      const id = `${responseId}:${n++}`;
      if (kind === "thought") {
        if (!span) {
          span = `${id}:span`;
          emit.spanStart(span);
        }
        // An empty signed thought part carries only the signature: hidden reasoning.
        emit.reasoningStart(id, part.text === "" ? { hidden: "encrypted" } : { summary: true });
      } else emit.textStart(id);
      open = { kind, id, hasText: false };
    }
    if (part.text !== "") open.hasText = true;
    if (kind === "thought") emit.reasoningDelta(open.id, part.text);
    else emit.textDelta(open.id, part.text);
    if (part.thoughtSignature) {
      const id = open.id;
      closeOpen();
      emit.encrypted("message", id, part.thoughtSignature);
    }
  };

  const step = (chunk: GenerateContentResponse): void => {
    // A chunk `{ error: { code, message, status } }` (the SDK throws it as ApiError; a plain iterable passes it on).
    if ((chunk as { error?: unknown }).error) throw ProviderStreamError.from(chunk);
    if (chunk.responseId && n === 0) responseId = chunk.responseId;
    model ??= chunk.modelVersion;
    if (chunk.usageMetadata) usage = chunk.usageMetadata;
    if (chunk.promptFeedback?.blockReason) {
      throw new ProviderStreamError(`The prompt was blocked (${chunk.promptFeedback.blockReason}).`, "blocked");
    }
    const candidate = chunk.candidates?.[0];
    for (const part of candidate?.content?.parts ?? []) onPart(part);
    const reason = candidate?.finishReason;
    if (reason) {
      closeOpen();
      closeSpan();
      if (reason !== "STOP" && reason !== "MAX_TOKENS" && reason !== "FINISH_REASON_UNSPECIFIED") {
        throw new ProviderStreamError(`Gemini stopped with finishReason ${reason}.`, `finish_${String(reason).toLowerCase()}`);
      }
      finished = true;
    }
  };

  return bridgeStream(stream, emit, step, () => {
    if (!finished) throw new ProviderStreamError("The Gemini stream ended without a finishReason.", "stream_cut");
    return geminiUsage(usage, model);
  });
}
