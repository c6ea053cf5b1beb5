import { selectReasoningView } from "../../src/selectors";
import { describe, expect, it } from "vitest";
import { codes, ev, fold, runFinished, runStarted } from "../helpers";

describe("reasoning events", () => {
  it("a span with two messages: spanId, status, times from timestamps", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "s1", timestamp: 100 }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning", timestamp: 110 }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "First, " }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "second." }),
      ev("REASONING_MESSAGE_END", { messageId: "m1", timestamp: 150 }),
      ev("REASONING_MESSAGE_START", { messageId: "m2", role: "reasoning", timestamp: 160 }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m2", delta: "More." }),
      ev("REASONING_MESSAGE_END", { messageId: "m2", timestamp: 170 }),
      ev("REASONING_END", { messageId: "s1", timestamp: 200 }),
    ]);
    const s = store.getState();
    expect(s.messages).toEqual([
      { id: "m1", role: "reasoning", content: "First, second." },
      { id: "m2", role: "reasoning", content: "More." },
    ]);
    expect(s.reasoning.m1).toEqual({ messageId: "m1", spanId: "s1", status: "complete", visibility: "visible", startedAt: expect.any(Number), endedAt: expect.any(Number), agentStartedAt: 110, agentEndedAt: 150 });
    expect(s.reasoning.m2).toMatchObject({ spanId: "s1", agentStartedAt: 160, agentEndedAt: 170 });
    expect(s.spans.s1).toEqual({ spanId: "s1", messageIds: ["m1", "m2"], status: "complete", startedAt: expect.any(Number), endedAt: expect.any(Number), agentStartedAt: 100, agentEndedAt: 200 });
    expect(s.diagnostics).toEqual([]);
  });

  it("status is streaming while open; times fall back to receipt time", () => {
    const before = Date.now();
    const store = fold([runStarted(), ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" })]);
    const info = store.getState().reasoning.m1!;
    expect(info.status).toBe("streaming");
    expect(info.spanId).toBeUndefined();
    expect(info.startedAt).toBeGreaterThanOrEqual(before);
    expect(info.startedAt).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["a year ahead", 365 * 24 * 3600 * 1000],
    ["a year behind", -365 * 24 * 3600 * 1000],
  ])("one clock: an agent clock %s never reaches the live start; the finished duration is the agent's own", (_label, skew) => {
    const agentNow = Date.now() + skew;
    const before = Date.now();
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "s1", timestamp: agentNow }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning", timestamp: agentNow }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "thinking" }),
    ]);
    const live = selectReasoningView(store.getState(), "m1")!;
    // Live elapsed = Date.now() − startedAt: both on the browser's clock, whatever the agent's clock says.
    expect(live.startedAt).toBeGreaterThanOrEqual(before);
    expect(live.startedAt).toBeLessThanOrEqual(Date.now());
    expect(live.durationMs).toBeUndefined();
    store.getState().applyEvents([
      ev("REASONING_MESSAGE_END", { messageId: "m1", timestamp: agentNow + 4200 }),
      ev("REASONING_END", { messageId: "s1", timestamp: agentNow + 4200 }),
    ]);
    const done = selectReasoningView(store.getState(), "m1")!;
    expect(done.durationMs).toBe(4200);
    expect(store.getState().spans.s1).toMatchObject({ agentStartedAt: agentNow, agentEndedAt: agentNow + 4200 });
  });

  it("one clock: incoherent agent times (end before start, or only one end stamped) fall back to the client's duration", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning", timestamp: 5000 }),
      ev("REASONING_MESSAGE_END", { messageId: "m1", timestamp: 1000 }),
      ev("REASONING_MESSAGE_START", { messageId: "m2", role: "reasoning", timestamp: 5000 }),
      ev("REASONING_MESSAGE_END", { messageId: "m2" }),
    ]);
    for (const id of ["m1", "m2"]) {
      const view = selectReasoningView(store.getState(), id)!;
      expect(view.durationMs).toBe(view.endedAt! - view.startedAt!);
      expect(view.durationMs).toBeGreaterThanOrEqual(0);
      expect(view.durationMs).toBeLessThan(60_000);
    }
  });

  it("a reasoning message reusing the answer's id does not swallow the answer", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "msg-1" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "msg-1", delta: "The answer." }),
      ev("TEXT_MESSAGE_END", { messageId: "msg-1" }),
      ev("REASONING_MESSAGE_START", { messageId: "msg-1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "msg-1", delta: "why" }),
      ev("REASONING_MESSAGE_END", { messageId: "msg-1" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "msg-1", encryptedValue: "enc" }),
      runFinished(),
    ]);
    const s = store.getState();
    expect(s.messages).toEqual([
      { id: "msg-1", role: "assistant", content: "The answer." },
      { id: "msg-1:reasoning", role: "reasoning", content: "why", encryptedValue: "enc" },
    ]);
    expect(s.reasoning["msg-1:reasoning"]).toMatchObject({ status: "complete", visibility: "summary" });
    expect(s.reasoning["msg-1"]).toBeUndefined();
    expect(codes(store)).toContain("reasoning_id_collision");
  });

  it("content before start creates the message (lenient); content after end is appended", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "early" }),
      ev("REASONING_MESSAGE_END", { messageId: "m1" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: " late" }),
    ]);
    expect(store.getState().messages).toEqual([{ id: "m1", role: "reasoning", content: "early late" }]);
    expect(codes(store)).toEqual(["unknown_id", "closed_id"]);
  });

  it("REASONING_END completes messages of the span left open", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "s1" }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_END", { messageId: "s1", timestamp: 5 }),
    ]);
    expect(store.getState().reasoning.m1).toMatchObject({ status: "complete", agentEndedAt: 5 });
    expect(codes(store)).toContain("missing_end");
  });

  it("ids such as __proto__ and constructor are ordinary keys", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "__proto__" }),
      ev("REASONING_MESSAGE_START", { messageId: "constructor", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "constructor", delta: "safe" }),
      ev("REASONING_MESSAGE_END", { messageId: "constructor" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "__proto__", delta: "also" }),
      ev("REASONING_END", { messageId: "__proto__" }),
      runFinished(),
    ]);
    const s = store.getState();
    expect(Object.hasOwn(s.reasoning, "constructor")).toBe(true);
    expect(s.reasoning.constructor).toMatchObject({ messageId: "constructor", status: "complete" });
    expect(Object.hasOwn(s.spans, "__proto__")).toBe(true);
    expect(s.messages.map((m) => m.id)).toEqual(["constructor", "__proto__"]);
    expect(({} as Record<string, unknown>).messageId).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("spanId");
  });
});
