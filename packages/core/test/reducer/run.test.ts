import { describe, expect, it } from "vitest";
import { codes, ev, fold, runFinished, runStarted } from "../helpers";

describe("run lifecycle", () => {
  it("RUN_STARTED → running with ids, RUN_FINISHED → finished", () => {
    const store = fold([ev("RUN_STARTED", { threadId: "t-9", runId: "r-9" })]);
    expect(store.getState()).toMatchObject({ status: "running", threadId: "t-9", runId: "r-9" });
    store.getState().applyEvent(ev("RUN_FINISHED", { threadId: "t-9", runId: "r-9" }));
    expect(store.getState().status).toBe("finished");
    expect(store.getState().error).toBeUndefined();
  });

  it("RUN_ERROR → error with message and code; open reasoning becomes interrupted", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "s1", timestamp: 1000 }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning", timestamp: 1001 }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "half a thought" }),
      ev("RUN_ERROR", { message: "model overloaded", code: "overloaded", timestamp: 2000 }),
    ]);
    const s = store.getState();
    expect(s.status).toBe("error");
    expect(s.error).toEqual({ message: "model overloaded", code: "overloaded" });
    expect(s.reasoning.m1).toMatchObject({ status: "interrupted", agentStartedAt: 1001 });
    // Interrupted on the client's clock: the end is when the client settled it, never an agent time minus a client time.
    expect(s.reasoning.m1!.endedAt).toBeGreaterThanOrEqual(s.reasoning.m1!.startedAt!);
    expect(s.spans.s1).toMatchObject({ status: "interrupted", endedAt: expect.any(Number) });
    expect(s.messages[0]).toMatchObject({ id: "m1", content: "half a thought" });
  });

  it("RUN_FINISHED with open reasoning interrupts it (lenient) and records it", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "x" }),
      runFinished(),
    ]);
    expect(store.getState().reasoning.m1!.status).toBe("interrupted");
    expect(store.getState().status).toBe("finished");
    expect(codes(store)).toContain("interrupted_by_run_end");
  });

  it("RUN_FINISHED with outcome cancelled → cancelled", () => {
    const store = fold([runStarted(), ev("RUN_FINISHED", { threadId: "thread-1", runId: "run-1", outcome: { type: "cancelled" } })]);
    expect(store.getState().status).toBe("cancelled");
  });

  it("a second RUN_STARTED clears the error and runs again, keeping history", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a1", delta: "hi" }), ev("RUN_ERROR", { message: "boom" })]);
    store.getState().applyEvents([runStarted("run-2"), ev("TEXT_MESSAGE_CHUNK", { messageId: "a2", delta: "again" }), runFinished("run-2")]);
    const s = store.getState();
    expect(s.status).toBe("finished");
    expect(s.error).toBeUndefined();
    expect(s.runId).toBe("run-2");
    expect(s.messages.map((m) => m.id)).toEqual(["a1", "a2"]);
  });

  it("RUN_STARTED.input.messages not known yet are appended", () => {
    const store = fold([ev("RUN_STARTED", { threadId: "t", runId: "r", input: { messages: [{ id: "u1", role: "user", content: "hey" }] } })]);
    expect(store.getState().messages).toEqual([{ id: "u1", role: "user", content: "hey" }]);
  });

  it("STEP_*, RAW, CUSTOM, ACTIVITY_*, SUBAGENT_* pass through without error", () => {
    const store = fold([
      runStarted(),
      ev("STEP_STARTED", { stepName: "plan" }),
      ev("RAW", { event: { anything: 1 } }),
      ev("CUSTOM", { name: "x", value: 1 }),
      ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: {} }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [] }),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa1", name: "helper" }),
      ev("SUBAGENT_FINISHED", { subagentRunId: "sa1" }),
      ev("STEP_FINISHED", { stepName: "plan" }),
      runFinished(),
    ]);
    expect(store.getState().status).toBe("finished");
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("events before RUN_STARTED are applied and the run counts as running", () => {
    const store = fold([ev("TEXT_MESSAGE_START", { messageId: "a1" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "x" })]);
    expect(store.getState().status).toBe("running");
    expect(store.getState().messages[0]).toMatchObject({ content: "x" });
    expect(codes(store)).toContain("missing_run_started");
  });
});
