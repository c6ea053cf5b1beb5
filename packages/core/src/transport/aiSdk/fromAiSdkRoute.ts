import type { RunStatus } from "../../types";
import { AgentStreamError } from "../AgentStreamError";
import { parseSseChunks, type SseLimits } from "../parseSseStream";
import { httpError } from "../runError";
import { runLoop } from "../runLoop";
import type { AgentRunner, AgentRunRequest } from "../runner";
import { UiChunkMapper } from "./chunkMapper";
import { serializeAiSdkChatRequest } from "./toUIMessages";

/** Options of {@link fromAiSdkRoute}. */
export interface AiSdkRouteOptions extends SseLimits {
  /** The AI SDK route (`POST`, answers `streamText(…).toUIMessageStreamResponse()`), e.g. `"/api/chat"`. */
  url: string | URL;
  /** Extra request headers (e.g. authorization). `Content-Type: application/json` is always set. */
  headers?: Record<string, string>;
  /** Extra fields of the request body, as `DefaultChatTransport`'s `body` (the run's `forwardedProps` are added over them). */
  body?: Record<string, unknown>;
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds without a complete SSE frame after which the run fails with `idle_timeout`; default 120,000; `0` or `Infinity`: none. */
  idleTimeoutMs?: number;
}

/** Options of {@link runAiSdkRoute}: a run request plus the route's options. */
export interface RunAiSdkRouteOptions extends AgentRunRequest, AiSdkRouteOptions {}

/**
 * Runs one turn against an unmodified AI SDK route and folds its UI message stream into `store` — the same
 * contract as `runHttpAgent` (same run loop): `beginRun(input.runId)`, `POST url` with the body
 * `DefaultChatTransport` sends (`{ ...body, ...forwardedProps, id: threadId, messages: UIMessage[], trigger:
 * "submit-message" }`, see `toUIMessages`), the SSE `data:` chunks mapped to AG-UI events (`UiChunkMapper`)
 * and applied once per network chunk, `data: [DONE]` ends the stream, and always `endStream`.
 *
 * Never rejects; failures end as state with every earlier message and encrypted value kept: HTTP non-2xx →
 * `http_error`; not `text/event-stream` → `not_sse`; a frame that is not JSON, or a chunk the mapper does not
 * know → skipped with a diagnostic (`ai_sdk_malformed_chunk`, `ai_sdk_unknown_chunk`) and the stream goes on;
 * an `error` chunk → RUN_ERROR `provider_error` with its `errorText`; `abort` → `aborted`; fetch failure →
 * `network_error`; silence → `idle_timeout`; the stream ending without `finish` and without `data: [DONE]` (cut
 * mid-message) → `stream_ended` (`[DONE]` without `finish` is a finished run);
 * `signal` aborted → `cancelled`.
 *
 * @returns The final {@link RunStatus}.
 * @example
 * const status = await runAiSdkRoute({ url: "/api/chat", input: buildRunAgentInput(store.getState()), store });
 */
export function runAiSdkRoute(options: RunAiSdkRouteOptions): Promise<RunStatus> {
  const { url, input, headers, maxFrameSize, maxBufferSize } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const mapper = new UiChunkMapper({ threadId: input.threadId, runId: input.runId });
  return runLoop(options, {
    async start({ emit, alive, signal }) {
      try {
        const body = serializeAiSdkChatRequest(input.messages, {
          id: input.threadId,
          extra: { ...options.body, ...(input.forwardedProps as Record<string, unknown> | undefined) },
        });
        const res = await doFetch(url, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body, signal });
        const type = res.headers.get("content-type") ?? "";
        if (!res.ok) throw httpError(res.status, res.statusText, type, await res.text().catch(() => ""), input);
        if (!/^\s*text\/event-stream\b/i.test(type) || !res.body) {
          await res.body?.cancel().catch(() => undefined);
          throw new AgentStreamError("not_sse", `Expected the AI SDK UI message stream (text/event-stream), got ${type ? `'${type.slice(0, 80)}'` : "no content type"}`);
        }
        alive();
        let done = false;
        const chunks = parseSseChunks(res.body, {
          onActivity: alive,
          maxFrameSize,
          maxBufferSize,
          readFrame(data, frame) {
            if (data === "[DONE]") return void (done = true);
            let chunk: unknown;
            try {
              chunk = JSON.parse(data);
            } catch {
              return mapper.diagnostic("ai_sdk_malformed_chunk", `UI message stream frame ${frame} is not valid JSON; skipped`);
            }
            return mapper.push([chunk]);
          },
        });
        for await (const batch of chunks) {
          emit(batch);
          if (signal.aborted || done) break;
        }
        // `data: [DONE]` is the body's clean end: without a `finish` chunk the answer is still complete.
        if (done && !signal.aborted) emit(mapper.done());
        else if (!mapper.ended) emit(mapper.end());
      } catch (err) {
        if (err instanceof AgentStreamError || signal.aborted) throw err;
        throw new AgentStreamError("network_error", `The connection to the AI SDK route failed (${err instanceof Error ? err.message : String(err)}).`, { cause: err });
      }
    },
  });
}

/**
 * Makes an unmodified AI SDK route (`streamText(…).toUIMessageStreamResponse({ sendReasoning: true })`) the
 * source of runs — an {@link AgentRunner} for `useAgentRun({ runner })` or `createAgentSession({ runner })`
 * (see {@link runAiSdkRoute}). Reasoning parts' `providerMetadata` (Anthropic `signature`, OpenAI
 * `reasoningEncryptedContent`, …) is stored as the reasoning message's `encryptedValue` (its JSON text) and
 * sent back in the next request's `reasoning` parts, so the route's `convertToModelMessages` restores it.
 *
 * @example
 * import { fromAiSdkRoute } from "@reasoning-ui/core/ai-sdk";
 * const runner = fromAiSdkRoute({ url: "/api/chat" });
 * // React: const agent = useAgentRun({ runner });
 */
export function fromAiSdkRoute(options: AiSdkRouteOptions): AgentRunner {
  return (request) => runAiSdkRoute({ ...options, ...request });
}
