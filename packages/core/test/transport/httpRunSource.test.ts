import type { BaseEvent } from "@ag-ui/core";
import { describe, expect, it, vi } from "vitest";
import { buildRunAgentInput, createAgentStore } from "../../src/index";
import { AgentStreamError } from "../../src/transport/AgentStreamError";
import { httpRunSource } from "../../src/transport/httpRunSource";

const frame = (e: object) => `data: ${JSON.stringify(e)}\n\n`;

/** A fetch answering `chunks` as an SSE body (one network chunk each), recording its requests. */
function sseFetch(chunks: string[], init: { status?: number; type?: string } = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL, req: RequestInit = {}) => {
    requests.push({ url: String(url), init: req });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
        c.close();
      },
    });
    return new Response(body, { status: init.status ?? 200, headers: { "content-type": init.type ?? "text/event-stream" } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

function request(fetch: typeof globalThis.fetch, signal?: AbortSignal) {
  const store = createAgentStore({ threadId: "thread-1" });
  const input = buildRunAgentInput(store.getState());
  return { store, input, options: { url: "https://agent.test/run", input, store, fetch, signal, headers: { Authorization: "Bearer t" } } };
}

/** Starts `source` with recording callbacks, as the run loop would. */
async function run(source: ReturnType<typeof httpRunSource>) {
  const batches: BaseEvent[][] = [];
  const alive = vi.fn();
  const controller = new AbortController();
  const done = source.start({ emit: (events) => batches.push([...events]), alive, signal: controller.signal });
  return { batches, alive, done };
}

describe("httpRunSource", () => {
  it("POSTs the input as JSON asking for SSE, and emits one batch per network chunk", async () => {
    const { fetch, requests } = sseFetch([
      frame({ type: "RUN_STARTED", threadId: "thread-1", runId: "run-1" }) + frame({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" }),
      frame({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "Hi" }),
    ]);
    const { input, options } = request(fetch);
    const { batches, alive, done } = await run(httpRunSource(options));
    await done;
    expect(requests).toHaveLength(1);
    expect(requests[0]!.init.method).toBe("POST");
    expect(requests[0]!.init.headers).toMatchObject({ "Content-Type": "application/json", Accept: "text/event-stream", Authorization: "Bearer t" });
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual(input);
    expect(batches.map((b) => b.map((e) => e.type))).toEqual([["RUN_STARTED", "REASONING_MESSAGE_START"], ["REASONING_MESSAGE_CONTENT"]]);
    expect(alive).toHaveBeenCalled();
  });

  it("rejects with http_error for a non-2xx answer and not_sse for another content type", async () => {
    const http = await run(httpRunSource(request(sseFetch(["{}"], { status: 404, type: "application/json" }).fetch).options));
    await expect(http.done).rejects.toMatchObject({ code: "http_error" });
    const html = await run(httpRunSource(request(sseFetch(["<html>"], { type: "text/html" }).fetch).options));
    const err = await html.done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AgentStreamError);
    expect(err).toMatchObject({ code: "not_sse" });
    expect(html.batches).toEqual([]);
  });

  it("rejects with malformed_frame after emitting the events before it", async () => {
    const { fetch } = sseFetch([frame({ type: "RUN_STARTED", threadId: "thread-1", runId: "run-1" }), "data: {not json\n\n"]);
    const { batches, done } = await run(httpRunSource(request(fetch).options));
    await expect(done).rejects.toMatchObject({ code: "malformed_frame" });
    expect(batches.flat().map((e) => e.type)).toEqual(["RUN_STARTED"]);
  });

  it("listens to the run's signal until stop", () => {
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    const source = httpRunSource(request(sseFetch([]).fetch, controller.signal).options);
    expect(add).toHaveBeenCalledWith("abort", expect.any(Function), { once: true });
    source.stop?.();
    expect(remove).toHaveBeenCalledWith("abort", add.mock.calls[0]![1]);
  });
});
