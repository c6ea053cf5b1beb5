/** Issue 40: the reasoning-only store a design system feeds from its own chat state. */
import { describe, expect, it, vi } from "vitest";
import { createAgentStore, createReasoningStore, selectReasoningBlock } from "../../src/index";
import { ev, runStarted } from "../helpers";

describe("createReasoningStore", () => {
  it("dates a reasoning message it sees stream, then end; keeps what did not change; publishes nothing for an unchanged sync", () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const store = createReasoningStore();
      const seen: number[] = [];
      store.subscribe((s) => seen.push(s.revision));
      store.getState().sync([{ id: "u1", role: "user", content: "why?" }, { id: "r1", role: "reasoning", content: "Let me", status: "streaming" }]);
      const first = store.getState();
      expect(first.reasoning.r1).toEqual({ messageId: "r1", status: "streaming", visibility: "visible", startedAt: 1_000 });
      expect(first.messages.map((m) => m.id)).toEqual(["u1", "r1"]);
      vi.setSystemTime(4_000);
      store.getState().sync([{ id: "u1", role: "user", content: "why?" }, { id: "r1", role: "reasoning", content: "Let me think", status: "complete" }, { id: "a1", role: "assistant", content: "Because." }]);
      const second = store.getState();
      expect(second.messages[0]).toBe(first.messages[0]); // unchanged: same object
      expect(second.messages[1]).not.toBe(first.messages[1]);
      expect(second.reasoning.r1).toEqual({ messageId: "r1", status: "complete", visibility: "visible", startedAt: 1_000, endedAt: 4_000 });
      store.getState().sync(second.messages.map((m) => ({ id: m.id, role: m.role as "user", content: m.content as string, status: "complete" })));
      expect(store.getState()).toBe(second);
      expect(seen).toEqual([1, 2]);
      expect(selectReasoningBlock(second, ["r1"])?.view).toMatchObject({ status: "complete", durationMs: 3_000, parts: [{ id: "r1", text: "Let me think" }] });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads visibility as the agent store does, keeps the encrypted value on the message and out of every view", () => {
    const store = createReasoningStore();
    store.getState().sync([
      { id: "h", role: "reasoning", content: "", encryptedValue: "opaque" },
      { id: "s", role: "reasoning", content: "A summary", encryptedValue: "opaque-2" },
      { id: "m", role: "reasoning", content: "", metadata: { reasoningUi: { hidden: "redacted" } } },
    ]);
    const s = store.getState();
    expect([s.reasoning.h!.visibility, s.reasoning.s!.visibility]).toEqual(["hidden", "summary"]);
    expect(s.messages[0]).toMatchObject({ encryptedValue: "opaque" });
    expect(JSON.stringify(selectReasoningBlock(s, ["s"]))).not.toContain("opaque");
    expect(selectReasoningBlock(s, ["m"])?.view).toMatchObject({ visibility: "hidden", hiddenReason: "redacted" });
    // The agent store gives a history message the same visibility.
    const agent = createAgentStore({ threadId: "t", messages: [{ id: "s", role: "reasoning", content: "A summary", encryptedValue: "opaque-2" }] });
    expect(agent.getState().reasoning.s!.visibility).toBe("summary");
  });

  it("history is undated, bad entries and repeated ids are skipped, never thrown", () => {
    const store = createReasoningStore();
    store.getState().sync([{ id: "r0", role: "reasoning", content: "old" }, null as never, { id: 3, role: "reasoning", content: "x" } as never, { id: "r0", role: "reasoning", content: "dup" }, { id: "__proto__", role: "reasoning", content: "ok" }]);
    const s = store.getState();
    expect(s.messages.map((m) => [m.id, m.content])).toEqual([["r0", "old"], ["__proto__", "ok"]]);
    expect(s.reasoning.r0).toEqual({ messageId: "r0", status: "complete", visibility: "visible" });
    expect(Object.hasOwn(s.reasoning, "__proto__")).toBe(true);
    expect(() => store.getState().sync("nope" as never)).not.toThrow();
    expect(store.getState().messages).toEqual([]);
  });

  it("stays apart from the agent store: no event reducer (a design system keeps its own chat state)", () => {
    const store = createReasoningStore();
    expect("applyEvent" in store.getState()).toBe(false);
    expect(runStarted()).toMatchObject({ type: "RUN_STARTED" });
    expect(ev("REASONING_MESSAGE_START", { messageId: "r" })).toMatchObject({ messageId: "r" });
  });
});
