/**
 * The re-attach loop never gives up on a run the agent has not said is gone (issue 39, items 1–2): an outage of any
 * length keeps re-attaching (jittered backoff, the last delay repeated), a restored run whose first attach fails shows
 * "Reconnecting…", and a logged connection that stops delivering bytes without closing is dropped and re-attached
 * after its last event id once three announced keep-alive intervals pass in silence.
 */
import { describe, expect, it } from "vitest";
import { createAgentStore, type AgentStore } from "../../src/index";
import { keepAliveComment, readKeepAliveComment, stallWindowMs } from "../../src/protocol/heartbeat";
import { DEFAULT_REATTACH_BACKOFF_MS } from "../../src/transport/reattach";
import { scheduleDelay } from "../../src/helpers/backoff";
import { resumeHttpAgent } from "../../src/transport/resumeHttpAgent";
import { runHttpAgent } from "../../src/transport/runHttpAgent";

const enc = new TextEncoder();
const frame = (id: string, event: Record<string, unknown>) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
const sse = (body: ReadableStream<Uint8Array>) => new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
const text = (s: string) => sse(new ReadableStream({ start: (c) => (c.enqueue(enc.encode(s)), c.close()) }));

function storeWithQuestion(): AgentStore {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "u1", role: "user", content: "go" });
  return store;
}

const WHOLE_RUN =
  frame("r1:1", { type: "RUN_STARTED", threadId: "t", runId: "r1" }) +
  frame("r1:2", { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" }) +
  frame("r1:3", { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Hello" }) +
  frame("r1:4", { type: "TEXT_MESSAGE_END", messageId: "a1" }) +
  frame("r1:5", { type: "RUN_FINISHED", threadId: "t", runId: "r1" });

describe("an outage of any length", () => {
  it("a restored run keeps re-attaching past the old six attempts, says Reconnecting…, and finishes when the agent answers", async () => {
    const store = storeWithQuestion();
    let failures = 0;
    const fetch = (async (url: string) => {
      // 30 failed attempts (each asks the status route too, which is down as well), then the agent answers
      if (failures < 60) {
        failures++;
        if (failures % 3 === 0) throw new TypeError("Failed to fetch");
        return new Response(JSON.stringify({ error: "The agent could not be reached." }), { status: 502, headers: { "content-type": "application/json" } });
      }
      expect(String(url)).toContain("/agent/runs/r1?threadId=t");
      return text(WHOLE_RUN);
    }) as typeof globalThis.fetch;
    const status = await resumeHttpAgent({ url: "http://agent.test/agent", run: { threadId: "t", runId: "r1", lastEventId: undefined }, store, runId: "r1", fetch, reattachBackoffMs: [1, 2] });
    expect(status).toBe("finished");
    expect(failures).toBe(60);
    expect(store.getState().messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "go"],
      ["assistant", "Hello"],
    ]);
    // "Reconnecting…" told once (the first attach failed), then "reconnected"
    expect(store.getState().diagnostics.map((d) => d.code).filter((c) => c === "reconnecting" || c === "reconnected")).toEqual(["reconnecting", "reconnected"]);
    expect(store.getState().error).toBeUndefined();
  });

  it("the browser coming back online re-attaches at once, not after the backoff's delay", async () => {
    const store = storeWithQuestion();
    const events = new EventTarget();
    const g = globalThis as unknown as { addEventListener?: unknown; removeEventListener?: unknown };
    const saved = { add: g.addEventListener, remove: g.removeEventListener };
    g.addEventListener = events.addEventListener.bind(events);
    g.removeEventListener = events.removeEventListener.bind(events);
    try {
      let calls = 0;
      const fetch = (async () => {
        calls++;
        if (calls <= 2) throw new TypeError("Failed to fetch"); // the attach and its status question: offline
        return text(WHOLE_RUN);
      }) as typeof globalThis.fetch;
      const started = Date.now();
      const done = resumeHttpAgent({ url: "http://agent.test/agent", run: { threadId: "t", runId: "r1", lastEventId: undefined }, store, runId: "r1", fetch, reattachBackoffMs: [60_000] });
      await new Promise((r) => setTimeout(r, 100));
      expect(calls).toBe(2); // waiting out a 30–60 s delay
      events.dispatchEvent(new Event("online"));
      expect(await done).toBe("finished");
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      g.addEventListener = saved.add;
      g.removeEventListener = saved.remove;
    }
  });

  it("ends the turn only on the agent's word: status unknown → run_lost, with its reason in words", async () => {
    const store = storeWithQuestion();
    const fetch = (async (url: string) =>
      String(url).includes("/status")
        ? new Response(JSON.stringify({ status: "unknown" }), { status: 200, headers: { "content-type": "application/json" } })
        : new Response("", { status: 502 })) as typeof globalThis.fetch;
    const status = await resumeHttpAgent({ url: "http://agent.test/agent", run: { threadId: "t", runId: "r1", lastEventId: undefined }, store, runId: "r1", fetch, reattachBackoffMs: [1] });
    expect(status).toBe("error");
    expect(store.getState().error?.code).toBe("run_lost");
    expect(store.getState().error?.message).toMatch(/no longer has this run/);
  });

  it("backoff: the schedule's delays, the last repeated forever, each jittered into [½, 1] of it", () => {
    expect(scheduleDelay(DEFAULT_REATTACH_BACKOFF_MS, 0, "equal", () => 1)).toBe(250);
    expect(scheduleDelay(DEFAULT_REATTACH_BACKOFF_MS, 0, "equal", () => 0)).toBe(125);
    expect(scheduleDelay(DEFAULT_REATTACH_BACKOFF_MS, 5, "equal", () => 1)).toBe(8_000);
    expect(scheduleDelay(DEFAULT_REATTACH_BACKOFF_MS, 500, "equal", () => 1)).toBe(8_000);
    expect(scheduleDelay(DEFAULT_REATTACH_BACKOFF_MS, 500, "equal", () => 0)).toBe(4_000);
    const spread = new Set(Array.from({ length: 50 }, () => scheduleDelay(DEFAULT_REATTACH_BACKOFF_MS, 9)));
    expect(spread.size).toBeGreaterThan(10); // jittered: two pages do not retry in step
  });
});

describe("a stalled connection", () => {
  it("the keep-alive comment's grammar (one home: protocol/heartbeat.ts)", () => {
    expect(keepAliveComment(15_000)).toBe(": keep-alive 15000\n\n");
    expect(readKeepAliveComment(" keep-alive 500")).toBe(500);
    expect(readKeepAliveComment(" keep-alive")).toBeUndefined();
    expect(readKeepAliveComment(" ping 500")).toBeUndefined();
    expect(readKeepAliveComment(" keep-alive 0")).toBeUndefined();
    expect(stallWindowMs(500)).toBe(1_500);
    expect(stallWindowMs(100)).toBe(1_000);
  });

  it("silent for three announced intervals: dropped and re-attached after its last event id, not ended by the idle timeout", async () => {
    const store = storeWithQuestion();
    const reattaches: Array<string | null> = [];
    let stalledCancelled = false;
    const fetch = (async (url: string, init: RequestInit) => {
      if (init.method === "POST") {
        // announces a 100 ms keep-alive, sends two events, then goes silent without closing
        return sse(
          new ReadableStream({
            start(c) {
              c.enqueue(enc.encode(": keep-alive 100\n\n" + frame("r1:1", { type: "RUN_STARTED", threadId: "t", runId: "r1" }) + frame("r1:2", { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" })));
              // as a real fetch does: aborting the request errors its body
              init.signal?.addEventListener("abort", () => ((stalledCancelled = true), c.error(init.signal!.reason)));
            },
          }),
        );
      }
      reattaches.push(new Headers(init.headers).get("Last-Event-ID"));
      return text(
        frame("r1:3", { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Hello" }) + frame("r1:4", { type: "TEXT_MESSAGE_END", messageId: "a1" }) + frame("r1:5", { type: "RUN_FINISHED", threadId: "t", runId: "r1" }),
      );
    }) as typeof globalThis.fetch;
    const started = Date.now();
    const status = await runHttpAgent({ url: "http://agent.test/agent", input: { threadId: "t", runId: "r1", messages: [], tools: [], context: [], state: {}, forwardedProps: {} }, store, fetch, idleTimeoutMs: 60_000, reattachBackoffMs: [1] });
    expect(status).toBe("finished");
    expect(reattaches).toEqual(["r1:2"]);
    expect(stalledCancelled).toBe(true);
    expect(store.getState().messages.at(-1)?.content).toBe("Hello");
    expect(Date.now() - started).toBeLessThan(30_000); // far under the idle timeout: the stall window (1 s) ended it
  });

  it("a run without a log (no `<runId>:<seq>` ids) is not cut by the stall watch: its silence is the idle timer's", async () => {
    const store = storeWithQuestion();
    const fetch = (async () =>
      sse(
        new ReadableStream({
          start(c) {
            c.enqueue(enc.encode(`data: ${JSON.stringify({ type: "RUN_STARTED", threadId: "t", runId: "r1" })}\n\n`));
          },
        }),
      )) as typeof globalThis.fetch;
    const status = await runHttpAgent({ url: "http://agent.test/agent", input: { threadId: "t", runId: "r1", messages: [], tools: [], context: [], state: {}, forwardedProps: {} }, store, fetch, idleTimeoutMs: 1_500, stallTimeoutMs: 200 });
    expect(status).toBe("error");
    expect(store.getState().error?.code).toBe("idle_timeout");
  });
});
