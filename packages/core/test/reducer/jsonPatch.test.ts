import { describe, expect, it } from "vitest";
import { codes, ev, fold, runStarted } from "../helpers";

describe("JSON Patch is opt-in", () => {
  it("a store without `jsonPatch` ignores STATE_DELTA / ACTIVITY_DELTA with json_patch_unavailable (reported once per type), keeping state and content", () => {
    const store = fold(
      [
        runStarted(),
        ev("STATE_SNAPSHOT", { snapshot: { a: 1 } }),
        ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: { steps: ["a"] } }),
        ev("STATE_DELTA", { delta: [{ op: "replace", path: "/a", value: 2 }] }),
        ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/steps/-", value: "b" }] }),
        ev("STATE_DELTA", { delta: [{ op: "replace", path: "/a", value: 3 }] }),
      ],
      { jsonPatch: undefined },
    );
    expect(store.getState().state).toEqual({ a: 1 });
    expect(store.getState().messages[0]).toMatchObject({ content: { steps: ["a"] } });
    expect(codes(store)).toEqual(["json_patch_unavailable", "json_patch_unavailable"]); // once per event type
  });
});
