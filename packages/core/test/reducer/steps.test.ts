import { describe, expect, it } from "vitest";
import { ev, fold, runFinished, runStarted } from "../helpers";

describe("STEP_STARTED / STEP_FINISHED", () => {
  it("active step names in start order, per lane; cleared at run end", () => {
    const store = fold([
      runStarted(),
      ev("STEP_STARTED", { stepName: "plan" }),
      ev("STEP_STARTED", { stepName: "search" }),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "researcher" }),
      ev("STEP_STARTED", { stepName: "read", subagentRunId: "sa" }),
    ]);
    expect(store.getState().steps).toEqual(["plan", "search"]);
    expect(store.getState().subagents.sa!.steps).toEqual(["read"]);
    store.getState().applyEvent(ev("STEP_FINISHED", { stepName: "plan" }));
    expect(store.getState().steps).toEqual(["search"]);
    store.getState().applyEvents([ev("STEP_FINISHED", { stepName: "search" }), ev("STEP_FINISHED", { stepName: "read", subagentRunId: "sa" }), ev("SUBAGENT_FINISHED", { subagentRunId: "sa" }), runFinished()]);
    expect(store.getState().steps).toEqual([]);
    expect(store.getState().diagnostics).toEqual([]);
  });
});
