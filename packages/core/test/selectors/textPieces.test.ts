import { describe, expect, it } from "vitest";
import { createAgentStore, selectTextPieces, textPieces, type BaseEvent } from "../../src";

const ev = (e: Record<string, unknown>) => e as unknown as BaseEvent;

describe("textPieces / selectTextPieces (issue 31, P7)", () => {
  it("hands out flat pieces whose concatenation is the streamed text, at every length, across chunks and groups", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([ev({ type: "RUN_STARTED", threadId: "t", runId: "r" }), ev({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" })]);
    let expected = "";
    let seed = 3;
    for (let i = 0; i < 12_000; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const delta = `${i} ${"reasoning about the weather".slice(0, seed % 28)}${seed % 7 === 0 ? "\n" : ""}`;
      expected += delta;
      store.getState().applyEvent(ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta }));
      if (i % 997 === 0 || i === 11_999) {
        const pieces = selectTextPieces(store.getState(), "r1");
        expect(pieces.join("")).toBe(expected);
        if (expected.length > 8192) expect(pieces.length).toBeGreaterThan(1); // a long text comes in pieces, not as the one string
        for (const p of pieces) expect(p.length).toBeLessThanOrEqual(Math.max(128 * 1024 + 4096, 4096 + 64)); // no piece is the whole long text
      }
    }
    expect(expected.length).toBeGreaterThan(200 * 1024); // several 128 KiB groups
  });

  it("gives nothing for a text no store is streaming, an older version of a streamed text, or a short one", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([ev({ type: "RUN_STARTED", threadId: "t", runId: "r" }), ev({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" })]);
    for (let i = 0; i < 400; i++) store.getState().applyEvent(ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "x".repeat(40) }));
    const older = store.getState().messages[0]!.content as string;
    store.getState().applyEvent(ev({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "y" }));
    expect(textPieces(older)).toBeUndefined();
    expect(textPieces("z".repeat(older.length + 1))).toBeUndefined();
    expect(textPieces("short")).toBeUndefined();
    expect(selectTextPieces(store.getState(), "missing")).toEqual([]);
    expect(selectTextPieces({ messages: [{ id: "u", role: "user", content: "hi" }] }, "u")).toEqual(["hi"]);
  });
});
