import { describe, expect, it } from "vitest";
import { codes, ev, fold, runStarted } from "../helpers";

describe("snapshots", () => {
  it("MESSAGES_SNAPSHOT replaces by id, drops missing, appends new, normalises encryptedContent", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a1", delta: "old" }), ev("TEXT_MESSAGE_CHUNK", { messageId: "gone", delta: "x" })]);
    const before = store.getState().messages;
    store.getState().applyEvent(
      ev("MESSAGES_SNAPSHOT", {
        messages: [
          { id: "a1", role: "assistant", content: "new" },
          { id: "r1", role: "reasoning", content: "why", encryptedContent: "ENC" },
        ],
      }),
    );
    const s = store.getState();
    expect(s.messages).toEqual([
      { id: "a1", role: "assistant", content: "new" },
      { id: "r1", role: "reasoning", content: "why", encryptedValue: "ENC" },
    ]);
    expect(s.reasoning.r1).toMatchObject({ status: "complete", visibility: "summary" });
    expect(before.map((m) => m.id)).toEqual(["a1", "gone"]);
    store.getState().applyEvent(ev("TEXT_MESSAGE_CHUNK", { messageId: "z", delta: "after" }));
    expect(store.getState().messages.map((m) => m.id)).toEqual(["a1", "r1", "z"]);
  });

  it("local reasoning is kept (with its info) when the snapshot carries none", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_START", { messageId: "r1", role: "reasoning", timestamp: 5 }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r1", delta: "local" }),
      ev("MESSAGES_SNAPSHOT", { messages: [{ id: "u1", role: "user", content: "hi" }] }),
    ]);
    expect(store.getState().messages.map((m) => m.id)).toEqual(["r1", "u1"]);
    expect(store.getState().reasoning.r1).toMatchObject({ agentStartedAt: 5, status: "streaming" });
  });

  it("reasoning info of dropped reasoning messages is removed", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "x" }),
      ev("MESSAGES_SNAPSHOT", { messages: [{ id: "r2", role: "reasoning", content: "y" }] }),
    ]);
    expect(Object.keys(store.getState().reasoning)).toEqual(["r2"]);
  });

  it("STATE_SNAPSHOT then STATE_DELTA (never mutating the previous state)", () => {
    const store = fold([runStarted(), ev("STATE_SNAPSHOT", { snapshot: { count: 1, items: ["a"] } })]);
    const prev = store.getState().state;
    store.getState().applyEvent(ev("STATE_DELTA", { delta: [{ op: "replace", path: "/count", value: 2 }, { op: "add", path: "/items/-", value: "b" }] }));
    expect(store.getState().state).toEqual({ count: 2, items: ["a", "b"] });
    expect(prev).toEqual({ count: 1, items: ["a"] });
  });

  it("STATE_DELTA cannot pollute prototypes and failing patches keep the state", () => {
    const store = fold([runStarted(), ev("STATE_SNAPSHOT", { snapshot: { a: 1 } })]);
    store.getState().applyEvents([
      ev("STATE_DELTA", { delta: [{ op: "add", path: "/__proto__/polluted", value: true }] }),
      ev("STATE_DELTA", { delta: [{ op: "add", path: "/constructor/prototype/polluted", value: true }] }),
      ev("STATE_DELTA", { delta: [{ op: "replace", path: "/missing/deep", value: 1 }] }),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(store.getState().state).toEqual({ a: 1 });
    expect(codes(store)).toEqual(["unsafe_patch_path", "unsafe_patch_path", "state_patch_failed"]);
  });
});
