import { describe, expect, it } from "vitest";
import { codes, ev, fold, runFinished, runStarted } from "../helpers";

describe("ACTIVITY_SNAPSHOT / ACTIVITY_DELTA", () => {
  it("snapshot creates, replaces (replace absent or true) or keeps (replace false); delta patches a copy", () => {
    const content = { steps: ["a"] };
    const store = fold([runStarted(), ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content })]);
    const first = store.getState().messages[0];
    expect(first).toEqual({ id: "act", role: "activity", activityType: "plan", content: { steps: ["a"] } });
    store.getState().applyEvent(ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/steps/-", value: "b" }] }));
    expect(store.getState().messages[0]).toMatchObject({ content: { steps: ["a", "b"] } });
    expect(content).toEqual({ steps: ["a"] });
    expect(first).toMatchObject({ content: { steps: ["a"] } });
    store.getState().applyEvent(ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: { x: 1 }, replace: false }));
    expect(store.getState().messages[0]).toMatchObject({ content: { steps: ["a", "b"] } });
    store.getState().applyEvent(ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "progress", content: { x: 1 } }));
    expect(store.getState().messages[0]).toEqual({ id: "act", role: "activity", activityType: "progress", content: { x: 1 } });
  });

  it("unsafe, failing and misdirected deltas are ignored with diagnostics", () => {
    const store = fold([
      runStarted(),
      ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: { a: 1 } }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "t", delta: "hi" }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/__proto__/polluted", value: true }] }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/constructor/prototype/polluted", value: true }] }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "replace", path: "/missing/deep", value: 1 }] }),
      ev("ACTIVITY_DELTA", { messageId: "nope", activityType: "plan", patch: [] }),
      ev("ACTIVITY_DELTA", { messageId: "t", activityType: "plan", patch: [] }),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(store.getState().messages[0]).toMatchObject({ content: { a: 1 } });
    expect(codes(store)).toEqual(["unsafe_patch_path", "activity_patch_failed", "unknown_activity", "not_an_activity"]);
  });

  it("activity messages are never sent back to the agent", async () => {
    const { buildRunAgentInput } = await import("../../src/index");
    const store = fold([runStarted(), ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: {} }), runFinished()]);
    expect(buildRunAgentInput(store.getState()).messages.map((m) => m.role)).not.toContain("activity");
  });
});
