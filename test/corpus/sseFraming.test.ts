/**
 * Hostile / broken SSE framing (issue 5, "SSE framing"): real byte streams through `parseSseStream`
 * and, for the whole path, `runHttpAgent` with a `fetch` that answers those bytes. Every case asserts
 * the events (or the store) it must produce.
 */
import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore, parseSseStream, runHttpAgent, buildRunAgentInput } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";
import { byteStream, ev, expectKept, frame, goodTurn, secret, splitBytes } from "./helpers";

async function collect(stream: ReadableStream<Uint8Array>): Promise<{ events: BaseEvent[]; error?: { name: string; code?: string; message: string } }> {
  const events: BaseEvent[] = [];
  try {
    for await (const e of parseSseStream(stream)) events.push(e);
    return { events };
  } catch (err) {
    const e = err as { name: string; code?: string; message: string };
    return { events, error: { name: e.name, code: e.code, message: e.message } };
  }
}

const enc = new TextEncoder();
const start = ev("RUN_STARTED", { threadId: "thread-1", runId: "r1" });
const content = (delta: string) => ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta });

interface Case {
  name: string;
  chunks: () => (string | Uint8Array)[];
  check: (r: Awaited<ReturnType<typeof collect>>) => void;
}

const cases: Case[] = [
  {
    name: "CRLF line endings",
    chunks: () => [frame(start, "\r\n") + frame(content("a"), "\r\n")],
    check: (r) => expect(r.events.map((e) => e.type)).toEqual(["RUN_STARTED", "REASONING_MESSAGE_CONTENT"]),
  },
  {
    name: "bare CR line endings (and a trailing CR at the very end)",
    chunks: () => [frame(start, "\r"), `data: ${JSON.stringify(content("z"))}\r`, "\r"],
    check: (r) => expect(r.events.map((e) => (e as { delta?: string }).delta ?? e.type)).toEqual(["RUN_STARTED", "z"]),
  },
  {
    name: "comments, event: and id: lines, retry: are ignored",
    chunks: () => [": heartbeat\n\n", ":ok\nevent: message\nid: 7\nretry: 10\n" + frame(content("c")).slice(0), ": bye\n\n"],
    check: (r) => expect(r.events).toEqual([content("c")]),
  },
  {
    name: "multi-line data: joined with a newline",
    chunks: () => ['data: {"type":"REASONING_MESSAGE_CONTENT",\ndata: "messageId":"m1",\ndata: "delta":"ml"}\n\n'],
    check: (r) => expect(r.events).toEqual([content("ml")]),
  },
  {
    name: "a UTF-8 character split across network chunks (every split point)",
    chunks: () => {
      const bytes = enc.encode(frame(content("é🧠中")));
      const i = bytes.indexOf(0xf0); // first byte of the 4-byte emoji
      return [bytes.subarray(0, i + 1), bytes.subarray(i + 1, i + 2), bytes.subarray(i + 2, i + 3), bytes.subarray(i + 3)];
    },
    check: (r) => expect(r.events).toEqual([content("é🧠中")]),
  },
  {
    name: "a leading BOM",
    chunks: () => [new Uint8Array([0xef, 0xbb]), new Uint8Array([0xbf, ...enc.encode(frame(start))])],
    check: (r) => expect(r.events).toEqual([start]),
  },
  {
    name: "an empty frame and empty chunks",
    chunks: () => ["", "data:\n\n", "data: \n\n", new Uint8Array(0), frame(start), "\n\n\n"],
    check: (r) => expect(r.events).toEqual([start]),
  },
  {
    name: "a 5 MB single frame delivered in 64 KiB chunks",
    chunks: () => splitBytes(enc.encode(frame(content("λ".repeat(2_500_000)))), 65_536),
    check: (r) => {
      expect(r.error).toBeUndefined();
      expect(r.events).toHaveLength(1);
      expect((r.events[0] as unknown as { delta: string }).delta.length).toBe(2_500_000);
    },
  },
  {
    name: "malformed JSON in one frame: the events before it, then malformed_frame naming the frame, not its content",
    chunks: () => [frame(start) + "data: {not json, secret-ish\n\n" + frame(content("never"))],
    check: (r) => {
      expect(r.events).toEqual([start]);
      expect(r.error).toMatchObject({ name: "AgentStreamError", code: "malformed_frame" });
      expect(r.error!.message).toContain("frame 2");
      expect(r.error!.message).not.toContain("secret-ish");
    },
  },
  {
    name: "JSON that is not an event object (array, number, object without type)",
    chunks: () => [frame(start) + "data: [1,2]\n\n"],
    check: (r) => {
      expect(r.events).toEqual([start]);
      expect(r.error?.code).toBe("malformed_frame");
    },
  },
];

describe("SSE framing corpus: parseSseStream", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    c.check(await collect(byteStream(c.chunks())));
  });
});

describe("SSE framing corpus: the whole path into a store", () => {
  const sseResponse = (chunks: (string | Uint8Array)[]) => new Response(byteStream(chunks), { headers: { "Content-Type": "text/event-stream" } });

  it("a BOM, CRLF, comments, a split emoji and a 5 MB frame fold into one finished turn", async () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const s = secret();
    const big = "ab🧠".repeat(1_250_000); // 5 MB of UTF-8 in one delta
    const body = enc.encode(
      "\uFEFF: hello\r\n\r\n" +
        goodTurn("r1", s).slice(0, 4).map((e) => frame(e, "\r\n")).join("") +
        frame(ev("REASONING_MESSAGE_CONTENT", { messageId: "r1-r", delta: big })) +
        goodTurn("r1", s).slice(4).map((e) => frame(e, "\r")).join(""),
    );
    const status = await runHttpAgent({ url: "http://agent.invalid/", input: buildRunAgentInput(store.getState()), store, fetch: async () => sseResponse(splitBytes(body, 4093)) });
    expect(status).toBe("finished");
    const r = store.getState().messages.find((m) => m.id === "r1-r");
    expect(r?.content).toBe("Summary of " + big + "the thought.");
    expectKept(store, ["r1-r", "r1-a"], [s]);
  });

  it("a malformed frame mid-stream ends the run as malformed_frame, keeps what came before, and the next run works", async () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const s = secret();
    const turn = goodTurn("r1", s);
    const broken = turn.slice(0, 6).map((e) => frame(e)).join("") + "data: {oops\n\n" + turn.slice(6).map((e) => frame(e)).join("");
    expect(await runHttpAgent({ url: "http://agent.invalid/", input: buildRunAgentInput(store.getState()), store, fetch: async () => sseResponse([broken]) })).toBe("error");
    expect(store.getState().error?.code).toBe("malformed_frame");
    expect(store.getState().reasoning["r1-r"]?.status).toBe("interrupted");
    expectKept(store, ["r1-r"], [s]);
    const s2 = secret();
    const next = goodTurn("r2", s2).map((e) => frame(e)).join("");
    expect(await runHttpAgent({ url: "http://agent.invalid/", input: buildRunAgentInput(store.getState()), store, fetch: async () => sseResponse([next]) })).toBe("finished");
    expect(store.getState().error).toBeUndefined();
    expectKept(store, ["r1-r", "r2-r", "r2-a"], [s, s2]);
  });
});
