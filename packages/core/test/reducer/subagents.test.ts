import { describe, expect, it } from "vitest";
import { codes, ev, fold, runStarted } from "../helpers";

describe("SUBAGENT_* lanes", () => {
  it("subagents keep their info, status, outcome and error; their messages carry subagentRunId", () => {
    const store = fold([
      runStarted(),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "researcher", description: "finds things", parentToolCallId: "c1", timestamp: 10 }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r-sa", delta: "sub thought", subagentRunId: "sa" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "t-sa", delta: "sub answer", subagentRunId: "sa" }),
      ev("SUBAGENT_FINISHED", { subagentRunId: "sa", outcome: { type: "suspended", interruptIds: ["i1"] }, result: { n: 1 }, timestamp: 20 }),
      ev("SUBAGENT_STARTED", { subagentRunId: "sb", name: "coder" }),
      ev("SUBAGENT_ERROR", { subagentRunId: "sb", message: "crashed", code: "E42" }),
    ]);
    const s = store.getState();
    expect(s.subagents.sa).toEqual({
      subagentRunId: "sa",
      status: "suspended",
      info: { name: "researcher", description: "finds things", parentToolCallId: "c1" },
      outcome: { type: "suspended", interruptIds: ["i1"] },
      result: { n: 1 },
      steps: [],
      // Receipt times on the client's clock (one clock, docs/architecture.md, "Protocol facts"), not the events' timestamps.
      startedAt: expect.any(Number),
      endedAt: expect.any(Number),
    });
    expect(s.subagents.sb).toMatchObject({ status: "error", error: { message: "crashed", code: "E42" } });
    expect(s.messages).toEqual([
      { id: "r-sa", role: "reasoning", content: "sub thought", subagentRunId: "sa" },
      { id: "t-sa", role: "assistant", content: "sub answer", subagentRunId: "sa" },
    ]);
    expect(s.status).toBe("running");
  });

  it("a subagent's reasoning neither closes nor interrupts the parent's, and chunk lanes stay apart", () => {
    const store = fold([
      runStarted(),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "helper" }),
      ev("TEXT_MESSAGE_START", { messageId: "answer" }),
      ev("REASONING_START", { messageId: "span-parent" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r-parent", delta: "parent " }),
      ev("REASONING_START", { messageId: "span-sa", subagentRunId: "sa" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r-sa", delta: "child ", subagentRunId: "sa" }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "thinks" }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "thinks too", subagentRunId: "sa" }),
      ev("SUBAGENT_ERROR", { subagentRunId: "sa", message: "boom" }),
    ]);
    const s = store.getState();
    expect(s.reasoning["r-parent"]).toMatchObject({ status: "streaming", spanId: "span-parent" });
    // SUBAGENT_ERROR closes the subagent's chunk stream (complete) and interrupts its open span.
    expect(s.reasoning["r-sa"]).toMatchObject({ status: "complete", spanId: "span-sa" });
    expect(s.spans["span-parent"]!.status).toBe("streaming");
    expect(s.spans["span-sa"]!.status).toBe("interrupted");
    expect(s.messages.find((m) => m.id === "r-parent")!.content).toBe("parent thinks");
    expect(s.messages.find((m) => m.id === "r-sa")!.content).toBe("child thinks too");
    // The parent's text was closed by the parent's own reasoning, not by the subagent's.
    expect(codes(store)).toEqual(["text_closed_by_reasoning", "interrupted_by_subagent_end"]);
  });
});
