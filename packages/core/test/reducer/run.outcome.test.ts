import { describe, expect, it } from "vitest";
import { sumTokenUsage } from "../../src/index";
import { codes, ev, fold, runStarted } from "../helpers";

describe("RUN_FINISHED outcome and usage", () => {
  it("success with derived pendingToolCallIds, result and usage (with reasoningTokens)", () => {
    const usage = [
      { provider: "openai", model: "o3", inputTokens: 100, outputTokens: 80, reasoningTokens: 64, totalTokens: 180 },
      { provider: "anthropic", model: "claude", inputTokens: 10, outputTokens: 20, reasoningTokens: 5 },
    ];
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_CHUNK", { toolCallId: "c1", toolCallName: "search", delta: "{}" }),
      ev("TOOL_CALL_CHUNK", { toolCallId: "c2", toolCallName: "ask_user", delta: "{}" }),
      ev("TOOL_CALL_RESULT", { messageId: "res1", toolCallId: "c1", content: "ok" }),
      ev("RUN_FINISHED", { threadId: "thread-1", runId: "run-1", result: { done: true }, usage }),
    ]);
    const s = store.getState();
    expect(s.outcome).toEqual({ type: "success", pendingToolCallIds: ["c2"], result: { done: true } });
    expect(s.usage).toEqual(usage);
    expect(sumTokenUsage(s.usage)).toEqual({ inputTokens: 110, outputTokens: 100, reasoningTokens: 69, totalTokens: 180 });
    store.getState().applyEvent(runStarted("run-2"));
    expect(store.getState().outcome).toBeUndefined();
    expect(store.getState().usage).toBeUndefined();
  });

  it("interrupt → finished with the interrupts; cancelled → cancelled; unknown → success with a diagnostic", () => {
    const interrupt = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval", toolCallId: "c1" }] } })]);
    expect(interrupt.getState()).toMatchObject({ status: "finished", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval", toolCallId: "c1" }] } });
    const cancelled = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "cancelled" } })]);
    expect(cancelled.getState()).toMatchObject({ status: "cancelled", outcome: { type: "cancelled" } });
    const unknown = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "teleported" } })]);
    expect(unknown.getState()).toMatchObject({ status: "finished", outcome: { type: "success" } });
    expect(codes(unknown)).toEqual(["unknown_outcome"]);
  });

  it("RUN_ERROR keeps the usage accrued before the failure", () => {
    const store = fold([runStarted(), ev("RUN_ERROR", { message: "x", usage: [{ model: "m", outputTokens: 7, reasoningTokens: 7 }] })]);
    expect(store.getState().usage).toEqual([{ model: "m", outputTokens: 7, reasoningTokens: 7 }]);
  });
});
