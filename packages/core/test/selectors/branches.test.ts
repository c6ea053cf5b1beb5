import { describe, expect, it } from "vitest";
import type { AgentState } from "../../src/index";
import { selectBranchOf } from "../../src/selectors/branches";

const state = (ids: string[], branches: AgentState["branches"]) => ({ messages: ids.map((id) => ({ id, role: "user", content: id })), branches }) as unknown as Pick<AgentState, "messages" | "branches">;

describe("selectBranchOf", () => {
  it("gives the picker state of the first message after a fork's parent", () => {
    const s = state(["u1", "a1", "u2", "a2"], { u2: { active: 1, count: 2 } } as never);
    expect(selectBranchOf(s, "a2")).toEqual({ parentMessageId: "u2", index: 1, count: 2 });
  });

  it("a fork at the start of the thread has the parent ''", () => {
    const s = state(["u1", "a1"], { "": { active: 0, count: 3 } } as never);
    expect(selectBranchOf(s, "u1")).toEqual({ parentMessageId: "", index: 0, count: 3 });
  });

  it("is undefined for a message not after a fork, an unknown message, or a thread without forks", () => {
    const s = state(["u1", "a1", "u2", "a2"], { u2: { active: 0, count: 2 } } as never);
    expect(selectBranchOf(s, "a1")).toBeUndefined();
    expect(selectBranchOf(s, "nope")).toBeUndefined();
    expect(selectBranchOf(state(["u1"], undefined as never), "u1")).toBeUndefined();
  });
});
