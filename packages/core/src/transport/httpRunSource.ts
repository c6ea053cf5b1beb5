import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { AgentStreamError } from "./AgentStreamError";
import type { AgentConnectionOptions } from "./connectionOptions";
import { loadSseParser } from "./sseOnDemand";
import { loadRunErrors } from "./runErrorOnDemand";
import type { RunSource } from "./runLoop";
import { isDetach, noteEventId, noteTerminal, type RunCursor } from "./runCursor";
import { cancelLoggedRun, followLoggedRun, preloadReattach } from "./reattachOnDemand";
import { type StallWatch, watchStall } from "./stallWatch";

/** Options of {@link runHttpAgent}: the run's endpoint and input, and the {@link AgentConnectionOptions} it shares with `resumeHttpAgent`. */
export interface RunHttpAgentOptions extends AgentConnectionOptions {
  /** The agent endpoint (AG-UI HTTP transport: `POST` a `RunAgentInput`, answer `text/event-stream`). */
  url: string | URL;
  /** The run's input, usually from `buildRunAgentInput(store.getState())`. */
  input: RunAgentInput;
}

/**
 * The run source of AG-UI's HTTP transport, what `runHttpAgent` hands the run loop (`runLoop.ts`): `start` POSTs
 * the input (`Content-Type: application/json`, `Accept: text/event-stream`), reads the SSE reply through the parser
 * (loaded on first use, `sseOnDemand.ts`) and emits one batch per network chunk; a logged run (SSE ids
 * `<runId>:<seq>`) that drops or stalls is re-attached after its last id; `stop` releases the abort listener.
 * `start` rejects with an {@link AgentStreamError} (`http_error`, `not_sse`, `network_error`, the parser's limits),
 * which the loop maps to the run's error. Aborting `options.signal` asks a logged run's agent to cancel it, unless
 * it is a detach (thread switch, unmount).
 */
export function httpRunSource(options: RunHttpAgentOptions): RunSource {
  const { url, input, headers, maxFrameSize, maxBufferSize } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  const cursor: RunCursor = { threadId: input.threadId, runId: input.runId, lastEventId: undefined, resumable: false, terminal: false };
  const follow = { url, headers, fetch: doFetch, hooks: options.follow, maxFrameSize, maxBufferSize, stallTimeoutMs: options.stallTimeoutMs, ...(options.reattachBackoffMs && { backoffMs: options.reattachBackoffMs }) };
  // Stop asks a logged run's agent to cancel it; a detach (thread switch, unmount) leaves it running.
  const onAbort = () => {
    if (cursor.resumable && !cursor.terminal && !isDetach(options.signal?.reason)) void cancelLoggedRun(follow, cursor);
  };
  options.signal?.addEventListener("abort", onAbort, { once: true });
  return {
    async start(ctx) {
      try {
        await stream(ctx);
      } catch (err) {
        const drop = !(err instanceof AgentStreamError) || err.code === "network_error";
        if (!cursor.resumable || !drop || ctx.signal.aborted) {
          if (err instanceof AgentStreamError || ctx.signal.aborted) throw err;
          throw new AgentStreamError("network_error", `The connection to the agent failed (${err instanceof Error ? err.message : String(err)}).`, { cause: err });
        }
      }
      // A logged run whose connection dropped (or ended without RUN_FINISHED / RUN_ERROR): re-attach after the last id.
      if (cursor.resumable && !cursor.terminal && !ctx.signal.aborted) await followLoggedRun(follow, cursor, ctx);
    },
    stop() {
      options.signal?.removeEventListener("abort", onAbort);
    },
  };

  async function stream({ emit, alive, signal }: Parameters<RunSource["start"]>[0]): Promise<void> {
    // The parser loads on first use, while the request is in flight (`sseOnDemand.ts`).
    const parser = loadSseParser();
    parser.catch(() => undefined);
    // Once the run turns out to be logged, a connection that stops delivering bytes is dropped and re-attached.
    const watch = watchStall(signal, cursor, options.stallTimeoutMs);
    try {
      await read(parser, watch, emit, alive, signal);
    } finally {
      watch.stop();
    }
  }

  async function read(parser: ReturnType<typeof loadSseParser>, watch: StallWatch, emit: (events: readonly BaseEvent[]) => void, alive: () => void, signal: AbortSignal): Promise<void> {
    const res = await doFetch(url, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(input),
      signal: watch.signal,
    });
    const type = res.headers.get("content-type") ?? "";
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      throw (await loadRunErrors()).httpError(res.status, res.statusText, type, text, input);
    }
    if (!/^\s*text\/event-stream\b/i.test(type)) {
      await res.body?.cancel().catch(() => undefined);
      throw new AgentStreamError("not_sse", `Expected text/event-stream from the agent, got ${type ? `'${type.slice(0, 80)}'` : "no content type"}`);
    }
    if (!res.body) throw new AgentStreamError("not_sse", "The agent's reply has no body");
    const { parseSseChunks } = await parser;
    alive();
    const onActivity = () => (watch.activity(), alive());
    for await (const batch of parseSseChunks(res.body, { onActivity, onComment: watch.comment, onId: (id) => noteEventId(cursor, id), maxFrameSize, maxBufferSize })) {
      noteTerminal(cursor, batch);
      emit(batch);
      if (cursor.resumable) (preloadReattach(), options.follow?.onEventId?.(cursor));
      if (signal.aborted) return;
    }
  }
}
