import { describe, expect, it } from "vitest";
import { createAgentStore } from "../../src/index";
import { copyState } from "../../src/reducer/copyState";
import { ev, fold, runStarted } from "../helpers";

describe("copyState", () => {
  it("gives a new object with every field of the state, data and actions, the same values", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "m", role: "assistant" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "m", delta: "Hi" })]);
    const state = store.getState();
    const copy = copyState(state);
    expect(copy).not.toBe(state);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(state).sort());
    const before = state as unknown as Record<string, unknown>;
    const after = copy as unknown as Record<string, unknown>;
    for (const key of Object.keys(before)) expect(after[key]).toBe(before[key]);
  });

  it("keeps the shape of a fresh store's state too (no field left out or added)", () => {
    const state = createAgentStore().getState();
    expect(Object.keys(copyState(state)).sort()).toEqual(Object.keys(state).sort());
  });
});
