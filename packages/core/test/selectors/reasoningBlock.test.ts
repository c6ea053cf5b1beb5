/** `selectReasoningBlock` (`selectors/reasoningBlock.ts`): one block's view, tokens and stop, structurally shared. */
import { describe, expect, it } from "vitest";
import { createAgentStore, selectReasoningBlock, type BaseEvent } from "../../src/index";

const events = (runId: string, usage?: object): BaseEvent[] =>
  [
    { type: "RUN_STARTED", threadId: "t", runId },
    { type: "REASONING_MESSAGE_START", messageId: `m-${runId}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `m-${runId}`, delta: "thinking" },
    { type: "REASONING_MESSAGE_END", messageId: `m-${runId}` },
    { type: "RUN_FINISHED", threadId: "t", runId, ...(usage && { usage: [usage] }) },
  ] as BaseEvent[];

describe("selectReasoningBlock", () => {
  it("undefined until an id is known; then the view, the run's reasoning tokens and whether the user stopped it", () => {
    const store = createAgentStore({ threadId: "t" });
    expect(selectReasoningBlock(store.getState(), ["m-r1"])).toBeUndefined();
    store.getState().applyEvents(events("r1", { inputTokens: 1, outputTokens: 2, reasoningTokens: 42 }));
    const block = selectReasoningBlock(store.getState(), ["m-r1"])!;
    expect(block.view).toMatchObject({ messageIds: ["m-r1"], status: "complete", parts: [{ text: "thinking" }] });
    expect(block.reasoningTokens).toBe(42);
    expect(block.stopped).toBe(false);
  });

  it("an unchanged block is the previous object; a stopped turn is reported", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(events("r1"));
    const first = selectReasoningBlock(store.getState(), ["m-r1"]);
    store.getState().applyEvents([{ type: "CUSTOM", name: "noise", value: 1 } as BaseEvent]);
    expect(selectReasoningBlock(store.getState(), ["m-r1"], first)).toBe(first);
    store.getState().beginRun("r2");
    store.getState().applyEvents(events("r2").slice(0, 3));
    store.getState().endStream({ status: "cancelled" });
    const stopped = selectReasoningBlock(store.getState(), ["m-r2"])!;
    expect(stopped.stopped).toBe(true);
    expect(stopped.view.status).toBe("interrupted");
  });
});
