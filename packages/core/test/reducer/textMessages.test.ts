import { describe, expect, it } from "vitest";
import { codes, ev, fold, runStarted } from "../helpers";

describe("text messages", () => {
  it("START/CONTENT/END builds an assistant message in order", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "a1", role: "assistant" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "Hello" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: ", world" }),
      ev("TEXT_MESSAGE_END", { messageId: "a1" }),
    ]);
    expect(store.getState().messages).toEqual([{ id: "a1", role: "assistant", content: "Hello, world" }]);
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("role defaults to assistant; name is kept", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a1", name: "Ada" })]);
    expect(store.getState().messages[0]).toEqual({ id: "a1", role: "assistant", content: "", name: "Ada" });
  });

  it("content for an unknown id opens the message instead of losing it (lenient)", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CONTENT", { messageId: "ghost", delta: "kept" })]);
    expect(store.getState().messages).toEqual([{ id: "ghost", role: "assistant", content: "kept" }]);
    expect(codes(store)).toContain("unknown_id");
  });

  it("TEXT_MESSAGE_START reusing a reasoning id keeps the answer apart from the reasoning", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "thinking" }),
      ev("REASONING_MESSAGE_END", { messageId: "m1" }),
      ev("TEXT_MESSAGE_START", { messageId: "m1" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "m1", delta: "answer" }),
      ev("TEXT_MESSAGE_END", { messageId: "m1" }),
    ]);
    const [r, a] = store.getState().messages;
    expect(r).toEqual({ id: "m1", role: "reasoning", content: "thinking" });
    expect(a).toEqual({ id: "m1:text", role: "assistant", content: "answer" });
    expect(codes(store)).toContain("text_id_collision");
  });

  it("a text message still open when reasoning starts is closed", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "a1" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "first" }),
      ev("REASONING_START", { messageId: "s1" }),
    ]);
    expect(codes(store)).toContain("text_closed_by_reasoning");
    // The protocol still counts it open: its own END (or more content) is accepted silently, once.
    store.getState().applyEvent(ev("TEXT_MESSAGE_END", { messageId: "a1" }));
    expect(codes(store)).not.toContain("closed_id");
    store.getState().applyEvent(ev("TEXT_MESSAGE_END", { messageId: "a1" }));
    expect(codes(store)).toContain("closed_id");
  });
});
