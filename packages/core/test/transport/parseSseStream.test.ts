import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@ag-ui/core";
import { AgentStreamError, parseSseStream } from "../../src/index";

const FIXTURES = new URL("../../../../test/fixtures/agui/", import.meta.url);
const enc = new TextEncoder();

/** A byte stream delivering `chunks` one `read()` at a time. */
function bytes(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const parts = chunks.map((c) => (typeof c === "string" ? enc.encode(c) : c));
  return new ReadableStream({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

/** `data` split into pieces of `size` bytes. */
function split(data: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < data.length; i += size) out.push(data.slice(i, i + size));
  return out;
}

async function collect(body: ReadableStream<Uint8Array>): Promise<BaseEvent[]> {
  const out: BaseEvent[] = [];
  for await (const e of parseSseStream(body)) out.push(e);
  return out;
}

const lfFixtures = readdirSync(FIXTURES).filter((f) => f.endsWith(".sse") && !f.endsWith(".crlf.sse"));

describe("parseSseStream on the AG-UI fixtures", () => {
  it.each(lfFixtures)("%s: one event per data line; CRLF twin and 1-/7-byte chunking identical", async (name) => {
    const lf = new Uint8Array(readFileSync(new URL(name, FIXTURES)));
    const expected = lf.length ? new TextDecoder().decode(lf).split("\n").filter((l) => l.startsWith("data: ")).map((l) => JSON.parse(l.slice(6))) : [];
    const events = await collect(bytes(lf));
    expect(events).toEqual(expected);
    expect(events.length).toBeGreaterThan(3);
    expect(await collect(bytes(...split(lf, 1)))).toEqual(expected);
    expect(await collect(bytes(...split(lf, 7)))).toEqual(expected);
    const crlfName = name.replace(/\.sse$/, ".crlf.sse");
    if (lfFixtures.length && readdirSync(FIXTURES).includes(crlfName)) {
      const crlf = new Uint8Array(readFileSync(new URL(crlfName, FIXTURES)));
      expect(new TextDecoder().decode(crlf)).toContain("\r\n");
      expect(await collect(bytes(crlf))).toEqual(expected);
      expect(await collect(bytes(...split(crlf, 3)))).toEqual(expected);
    }
  });
});

describe("parseSseStream framing", () => {
  const a = { type: "RUN_STARTED", threadId: "t", runId: "r" };
  const b = { type: "RUN_FINISHED", threadId: "t", runId: "r" };

  it("bare CR line endings", async () => {
    expect(await collect(bytes(`data: ${JSON.stringify(a)}\r\rdata: ${JSON.stringify(b)}\r\r`))).toEqual([a, b]);
  });

  it("comments and other fields are ignored", async () => {
    expect(await collect(bytes(`: keep-alive\n\nevent: message\nid: 7\nretry: 1000\ndata: ${JSON.stringify(a)}\n\n: ping\n\n`))).toEqual([a]);
  });

  it("multi-line data is joined with newlines before JSON.parse", async () => {
    const body = `data: {"type":"TEXT_MESSAGE_CONTENT",\ndata: "messageId":"m",\ndata: "delta":"x"}\n\n`;
    expect(await collect(bytes(body))).toEqual([{ type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: "x" }]);
  });

  it("a UTF-8 character split across chunks", async () => {
    const frame = enc.encode(`data: ${JSON.stringify({ type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: "é😀中" })}\n\n`);
    const at = frame.indexOf(0xf0) + 2;
    expect(await collect(bytes(frame.slice(0, at), frame.slice(at)))).toEqual([{ type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: "é😀中" }]);
  });

  it("a leading BOM", async () => {
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode(`data: ${JSON.stringify(a)}\n\n`)]);
    expect(await collect(bytes(body))).toEqual([a]);
  });

  it("empty frames are skipped; an unterminated last frame is not dispatched", async () => {
    expect(await collect(bytes(`data:\n\ndata: ${JSON.stringify(a)}\n\ndata: ${JSON.stringify(b)}`))).toEqual([a]);
  });

  it("malformed JSON → AgentStreamError malformed_frame naming the frame, not its content; earlier events yielded", async () => {
    const seen: BaseEvent[] = [];
    let error: unknown;
    try {
      for await (const e of parseSseStream(bytes(`data: ${JSON.stringify(a)}\n\ndata: {"secret-ish": oops\n\ndata: ${JSON.stringify(b)}\n\n`))) seen.push(e);
    } catch (err) {
      error = err;
    }
    expect(seen).toEqual([a]);
    expect(error).toBeInstanceOf(AgentStreamError);
    expect((error as AgentStreamError).code).toBe("malformed_frame");
    expect((error as Error).message).toContain("frame 2");
    expect((error as Error).message).not.toContain("oops");
  });

  it("JSON that is not an event object is malformed too", async () => {
    await expect(collect(bytes(`data: [1,2]\n\n`))).rejects.toMatchObject({ code: "malformed_frame" });
    await expect(collect(bytes(`data: {"no":"type"}\n\n`))).rejects.toMatchObject({ code: "malformed_frame" });
  });

  it("a 1 MB frame arriving in 64 KiB pieces", async () => {
    const big = { type: "REASONING_MESSAGE_CONTENT", messageId: "m", delta: "x".repeat(1 << 20) };
    const events = await collect(bytes(...split(enc.encode(`data: ${JSON.stringify(big)}\n\n`), 1 << 16)));
    expect(events).toEqual([big]);
  });
});

describe("parseSseChunks: one large read", () => {
  it("is parsed and yielded in slices, every event once and in order, a CRLF split between slices included", async () => {
    const { parseSseChunks } = await import("../../src/transport/parseSseStream");
    // ~20k frames in one read (about 1.2 MB): more than one 64 KiB feed slice
    const frames = Array.from({ length: 20_000 }, (_, i) => `data: {"type":"REASONING_MESSAGE_CONTENT","messageId":"m","delta":"${String(i).padStart(8, "0")}"}\r\n\r\n`);
    const batches: BaseEvent[][] = [];
    for await (const batch of parseSseChunks(bytes(frames.join("")))) batches.push(batch);
    expect(batches.length).toBeGreaterThan(1);
    const deltas = batches.flat().map((e) => (e as unknown as { delta: string }).delta);
    expect(deltas).toEqual(Array.from({ length: 20_000 }, (_, i) => String(i).padStart(8, "0")));
  });
});
