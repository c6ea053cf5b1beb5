// The SSE output of a bridge: a web ReadableStream (route handlers) and a Node response writer with backpressure.
import { type Event as AgUiEvent, EventType } from "@ag-ui/core";
import { parseSseStream } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";
import { AGUI_SSE_HEADERS, agUiSseStream, writeAgUiSse } from "@reasoning-ui/agent";

async function* from<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

describe("SSE output", () => {
  const events: AgUiEvent[] = [
    { type: EventType.RUN_STARTED, threadId: "t", runId: "r" },
    { type: EventType.REASONING_ENCRYPTED_VALUE, subtype: "message", entityId: "m", encryptedValue: "opaque\u2028==" },
    { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" },
  ];
  it("agUiSseStream frames each event once; the kit's parser reads them back identical", async () => {
    const parsed = [];
    for await (const e of parseSseStream(agUiSseStream(from(events)))) parsed.push(e);
    expect(parsed).toEqual(events);
  });
  it("cancelling the web stream closes the event source", async () => {
    let closed = false;
    async function* source() {
      try {
        yield events[0]!;
        yield events[1]!;
      } finally {
        closed = true;
      }
    }
    const reader = agUiSseStream(source()).getReader();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });
  it("writeAgUiSse writes the SSE head, one frame per event, and ends; it stops once the response is destroyed", async () => {
    const writes: string[] = [];
    const res = { destroyed: false, head: undefined as unknown, writeHead: (s: number, h: unknown) => (res.head = [s, h]), write: (c: string) => writes.push(c), end: () => writes.push("<end>") };
    await writeAgUiSse(res, from(events));
    expect(res.head).toEqual([200, { ...AGUI_SSE_HEADERS }]);
    expect(writes).toHaveLength(4);
    expect(writes[0]).toBe(`data: ${JSON.stringify(events[0])}\n\n`);
    const gone = { ...res, destroyed: true, writeHead: () => undefined, write: (c: string) => writes.push(c), end: () => writes.push("<end2>") };
    writes.length = 0;
    await writeAgUiSse(gone, from(events));
    expect(writes).toEqual([]);
  });
  it("writeAgUiSse does not pull the next event while the response is full, and resumes on drain", async () => {
    let pulled = 0;
    async function* source() {
      for (const e of events) {
        pulled++;
        yield e;
      }
    }
    const listeners = new Map<string, () => void>();
    const res = {
      writeHead: () => undefined,
      write: () => false, // the socket buffer is always full
      end: () => undefined,
      once: (ev: string, fn: () => void) => void listeners.set(ev, fn),
      off: (ev: string) => void listeners.delete(ev),
    };
    const done = writeAgUiSse(res, source());
    await new Promise((r) => setTimeout(r, 10));
    expect(pulled).toBe(1);
    listeners.get("drain")!();
    await new Promise((r) => setTimeout(r, 10));
    expect(pulled).toBe(2);
    while (listeners.has("drain")) {
      listeners.get("drain")!();
      await new Promise((r) => setTimeout(r, 1));
    }
    await done;
    expect(pulled).toBe(events.length);
  });
});
