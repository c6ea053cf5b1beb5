import { describe, expect, it } from "vitest";
import { createAgentStore, type BaseEvent } from "../../src";

const ev = (e: Record<string, unknown>) => e as unknown as BaseEvent;

describe("long streamed texts (chunked rope representation)", () => {
  it("content is exactly the concatenation of its deltas, across chunks and groups, with 10 streams interleaved", () => {
    const store = createAgentStore({ threadId: "t" });
    const ids = Array.from({ length: 10 }, (_, i) => `m${i}`);
    const expected = new Map(ids.map((id) => [id, ""]));
    store.getState().applyEvents([ev({ type: "RUN_STARTED", threadId: "t", runId: "r" })]);
    for (const id of ids) store.getState().applyEvent(ev({ type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" }));
    let seed = 7;
    for (let i = 0; i < 40_000; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      // mostly the same stream for a while, sometimes another one (switching streams)
      const id = ids[(i >> 6) % 3 === 0 ? seed % 10 : (i >> 9) % 10]!;
      const delta = `${i}:${"abcdefghijklmnopqrst".slice(0, seed % 20)}|`;
      expected.set(id, expected.get(id)! + delta);
      store.getState().applyEvent(ev({ type: "TEXT_MESSAGE_CONTENT", messageId: id, delta }));
    }
    for (const id of ids) expect(store.getState().messages.find((m) => m.id === id)?.content).toBe(expected.get(id));
  });

  it("a text of several groups is exact, and once replaced by a snapshot it continues from the snapshot's text", () => {
    const store = createAgentStore({ threadId: "t" });
    const big = "x".repeat(5000);
    store.getState().applyEvents([
      ev({ type: "RUN_STARTED", threadId: "t", runId: "r" }),
      ev({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" }),
      ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: big }),
      ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "a" }),
    ]);
    let expected = `${big}a`;
    for (let i = 0; i < 3000; i++) {
      const delta = `${i}`.padEnd(97, ".") + "\n";
      expected += delta;
      store.getState().applyEvent(ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta }));
    }
    expect(store.getState().messages.find((m) => m.id === "r1")?.content).toBe(expected);
    const snapshot = "y".repeat(5001);
    store.getState().applyEvent(ev({ type: "MESSAGES_SNAPSHOT", messages: [{ id: "r1", role: "reasoning", content: snapshot }] }));
    store.getState().applyEvent(ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "b" }));
    expect(store.getState().messages.find((m) => m.id === "r1")?.content).toBe(`${snapshot}b`);
  });

  it("long tool-call arguments are the concatenation of their deltas", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([
      ev({ type: "RUN_STARTED", threadId: "t", runId: "r" }),
      ev({ type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "search" }),
    ]);
    let expected = "";
    for (let i = 0; i < 3000; i++) {
      const delta = `{"k${i}":${i}},`;
      expected += delta;
      store.getState().applyEvent(ev({ type: "TOOL_CALL_ARGS", toolCallId: "c1", delta }));
    }
    const msg = store.getState().messages.find((m) => m.role === "assistant") as { toolCalls?: { function: { arguments: string } }[] };
    expect(msg.toolCalls?.[0]?.function.arguments).toBe(expected);
  });
});
