import type { TokenUsage } from "@ag-ui/core";
import type { ChatResponse } from "ollama";
import { BlockWriter } from "../blocks";
import { AgUiEmitter } from "../emitter";
import { type AgUiEventStream, type BridgeStreamOptions, type ProviderStream, ProviderStreamError, bridgeStream } from "../run";
import { type ThinkTagOptions, ThinkTagParser } from "../think";

/** What the `ollama` client throws when the body ends before the `done` chunk (its `AbortableAsyncIterator`). */
const CLIENT_CUT = "Did not receive done or success response in stream.";

/** The stream, with the `ollama` client's own "ended before done" error read as the cut it is (`stream_cut`). */
async function* cutAsStreamCut(stream: ProviderStream<ChatResponse>): AsyncGenerator<ChatResponse> {
  try {
    yield* await stream;
  } catch (err) {
    if (err instanceof Error && err.message === CLIENT_CUT) throw new ProviderStreamError("The Ollama stream ended before its done chunk.", "stream_cut");
    throw err;
  }
}

/** Options of {@link ollamaToAgUi}. */
export interface OllamaStreamOptions extends BridgeStreamOptions {
  /** `<think>` extraction from `message.content` for models run without `think` support; `false` turns it off. Default on. */
  thinkTags?: false | Omit<ThinkTagOptions, "onDiagnostic">;
}

/** Tool call id the bridge makes for Ollama tool call `n` of run `runId` (Ollama sends none); sent back as nothing (Ollama matches by order and `tool_name`). */
export function ollamaCallId(runId: string, n: number): string {
  return `${runId}:call:${n}`;
}

/** The final Ollama chunk's counts → AG-UI `TokenUsage` (`prompt_eval_count` in, `eval_count` out, thinking included). */
export function ollamaUsage(chunk: Pick<ChatResponse, "prompt_eval_count" | "eval_count" | "model">): TokenUsage | undefined {
  if (typeof chunk.prompt_eval_count !== "number" && typeof chunk.eval_count !== "number") return undefined;
  const inputTokens = chunk.prompt_eval_count ?? 0;
  const outputTokens = chunk.eval_count ?? 0;
  return { provider: "ollama", ...(chunk.model && { model: chunk.model }), inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
}

/**
 * Ollama chat stream (`ollama.chat({ model, messages, think: true, stream: true })` from the official
 * `ollama` client, awaited or not, or any `AsyncIterable<ChatResponse>`) → AG-UI 1.x events:
 * - `message.thinking` → a span `${runId}:${n}:span` and a reasoning message `${runId}:${n}` (visible
 *   reasoning: Ollama streams the model's own thinking);
 * - `message.content` → assistant text `${runId}:${n}`, with `<think>…</think>` extracted into reasoning
 *   for models served without `think` support ({@link ThinkTagParser}; `thinkTags` option);
 * - `message.tool_calls` (whole calls, arguments as an object) → `TOOL_CALL_START` (`id`, or
 *   {@link ollamaCallId}) / `TOOL_CALL_ARGS` (`JSON.stringify(arguments)`) / `TOOL_CALL_END`;
 * - the `done: true` chunk → `RUN_FINISHED { usage }` (`prompt_eval_count`, `eval_count`).
 * - An `ollama` `ResponseError` (HTTP error: `status_code`, `error`), an error line mid-stream (the client
 *   throws `Error(error)`), an abort, or the stream ending without `done` → `RUN_ERROR` (`code`
 *   `"provider_error"`, `"aborted"`, `"stream_cut"`; `metadata.reasoningUi.providerError.status` = the HTTP
 *   status), after everything before it.
 *
 * Thinking after the answer began (`reasoning_after_text`), thinking on a tool-call chunk
 * (`reasoning_with_tool_call`), and `<think>` tags beside `thinking` (`think_with_reasoning_field`) are
 * kept, shown and reported to `onDiagnostic`.
 *
 * @example
 * const ollama = new Ollama({ host: "http://127.0.0.1:11434" });
 * const stream = ollama.chat({ model: "qwen3", think: true, stream: true, messages: agUiToOllamaMessages(input.messages) });
 * req.signal.addEventListener("abort", () => void stream.then((s) => s.abort()));
 * for await (const event of ollamaToAgUi(stream, { threadId, runId })) res.write(encoder.encode(event));
 */
export function ollamaToAgUi(stream: ProviderStream<ChatResponse>, options: OllamaStreamOptions): AgUiEventStream {
  const emit = new AgUiEmitter(options);
  const reported = new Set<string>();
  const report = (code: string, message: string) => {
    if (reported.has(code)) return;
    reported.add(code);
    emit.diagnostic(code, message);
  };
  const writer = new BlockWriter(emit, options.runId);
  const parser = options.thinkTags === false ? undefined : new ThinkTagParser({ ...options.thinkTags, onDiagnostic: (d) => report(d.code, d.message) });
  let sawThinking = false;
  let calls = 0;
  let usage: TokenUsage | undefined;
  let done = false;

  const route = (segments: { type: "reasoning" | "text"; text: string }[]) => {
    for (const segment of segments) {
      if (segment.type === "text") writer.text(segment.text);
      else {
        if (sawThinking) report("think_with_reasoning_field", "The content has <think> tags and the stream also has thinking; both are shown as reasoning.");
        writer.reasoning(segment.text);
      }
    }
  };

  const step = (chunk: ChatResponse): void => {
    if ((chunk as { error?: unknown }).error) throw ProviderStreamError.from(chunk);
    const message = chunk.message;
    const thinking = typeof message?.thinking === "string" ? message.thinking : "";
    if (thinking !== "") {
      sawThinking = true;
      writer.reasoning(thinking);
    }
    if (typeof message?.content === "string" && message.content !== "") {
      if (parser) route(parser.push(message.content));
      else writer.text(message.content);
    }
    for (const call of message?.tool_calls ?? []) {
      if (thinking !== "") report("reasoning_with_tool_call", "A tool-call chunk also carried thinking; the thinking is shown before the call.");
      const id = (call as { id?: unknown }).id;
      const toolCallId = typeof id === "string" && id !== "" ? id : ollamaCallId(options.runId, calls);
      calls += 1;
      writer.toolStart(toolCallId, call.function?.name ?? "");
      emit.toolArgs(toolCallId, JSON.stringify(call.function?.arguments ?? {}));
      emit.toolEnd(toolCallId);
    }
    if (chunk.done) {
      if (parser) route(parser.end());
      writer.closeAll();
      usage = ollamaUsage(chunk);
      done = true;
    }
  };

  return bridgeStream(cutAsStreamCut(stream), emit, step, () => {
    if (!done) throw new ProviderStreamError("The Ollama stream ended before its done chunk.", "stream_cut");
    return usage;
  });
}
