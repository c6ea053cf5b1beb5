import { describe, expect, it } from "vitest";
import { createAgentStore, type BaseEvent } from "../../src/index";
import { codes, ev, fold, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

describe("MESSAGES_SNAPSHOT: activity and subagent rules of @ag-ui/client 1.x", () => {
  const activity = (id: string, activityType: string) => ev("ACTIVITY_SNAPSHOT", { messageId: id, activityType, content: {} });
  const snapshot = (authoritativeActivityTypes?: string[] | null) =>
    ev("MESSAGES_SNAPSHOT", {
      messages: [{ id: "u1", role: "user", content: "hi", subagentRunId: null }],
      ...(authoritativeActivityTypes !== undefined && { metadata: { "@ag-ui/client": { authoritativeActivityTypes } } }),
    });
  const ids = (events: BaseEvent[]) => fold([runStarted(), activity("a1", "plan"), activity("a2", "search"), ...events]).getState().messages.map((m) => m.id);

  it("local activity is kept by default, dropped when the snapshot is authoritative for its type", () => {
    expect(ids([snapshot()])).toEqual(["a1", "a2", "u1"]);
    expect(ids([snapshot(null)])).toEqual(["u1"]);
    expect(ids([snapshot(["plan"])])).toEqual(["a2", "u1"]);
  });

  it("subagentRunId: null is stripped (lenient) and rejected (strict)", () => {
    const store = fold([runStarted(), snapshot()]);
    expect(store.getState().messages).toEqual([{ id: "u1", role: "user", content: "hi" }]);
    expect(codes(store)).toEqual(["null_field"]);
    const strict = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    strict.getState().applyEvent(runStarted());
    expect(() => strict.getState().applyEvent(snapshot())).toThrow(/subagentRunId: null/);
  });
});
