import { describe, expect, it } from "vitest";
import { createAgentStore } from "../../src/index";
import { codes, ev, fold, runFinished, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

/** Issue 4, "Producers seen in the wild": streams that are wrong or unusual but common. */
describe("producers seen in the wild", () => {
  it("reasoning reusing the text message's id does not swallow the answer (explicit events)", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "m1" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "m1", delta: "The answer is 4." }),
      ev("TEXT_MESSAGE_END", { messageId: "m1" }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "2+2" }),
      ev("REASONING_MESSAGE_END", { messageId: "m1" }),
      runFinished(),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "m1", role: "assistant", content: "The answer is 4." },
      { id: "m1:reasoning", role: "reasoning", content: "2+2" },
    ]);
    expect(store.getState().reasoning["m1:reasoning"]).toMatchObject({ status: "complete" });
    expect(codes(store)).toEqual(["reasoning_id_collision"]);
  });

  it("reasoning first, then the answer under the same id (chunk events)", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "m1", delta: "thinking" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "m1", delta: "answer" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "m1", delta: "!" }),
      runFinished(),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "m1", role: "reasoning", content: "thinking" },
      { id: "m1:text", role: "assistant", content: "answer!" },
    ]);
    expect(store.getState().reasoning.m1!.status).toBe("complete");
  });

  it("a text message still open when reasoning starts is closed, and may still end", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "a" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "Hello" }),
      ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r", delta: "hmm" }),
      ev("REASONING_MESSAGE_END", { messageId: "r" }),
      runFinished(),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "a", role: "assistant", content: "Hello" },
      { id: "r", role: "reasoning", content: "hmm" },
    ]);
    expect(codes(store)).toContain("text_closed_by_reasoning");
  });

  it("reasoning chunks without per-chunk ids render as one block", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "one " }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "two " }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "" }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "three" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "a1", delta: "answer" }),
      runFinished(),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "r1", role: "reasoning", content: "one two three" },
      { id: "a1", role: "assistant", content: "answer" },
    ]);
    expect(store.getState().reasoning.r1!.status).toBe("complete");
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("id-less reasoning chunks after the stream was closed by another event continue the last block (lenient)", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "a" }),
      ev("STEP_STARTED", { stepName: "s" }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "b" }),
    ]);
    expect(store.getState().messages).toEqual([{ id: "r1", role: "reasoning", content: "ab" }]);
    expect(codes(store)).toContain("invalid_event");
    const strict = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    strict.getState().applyEvents([runStarted(), ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "a" }), ev("STEP_STARTED", { stepName: "s" })]);
    expect(() => strict.getState().applyEvent(ev("REASONING_MESSAGE_CHUNK", { delta: "b" }))).toThrow();
  });

  it("a stream cut mid-reasoning never spins forever", () => {
    const store = fold([runStarted(), ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "a" })]);
    store.getState().endStream({ status: "finished" });
    expect(store.getState().reasoning.r1!.status).toBe("interrupted");
    expect(store.getState().status).toBe("error");
  });
});
