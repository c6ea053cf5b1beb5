import { describe, expect, it } from "vitest";
import type { AgentState } from "@reasoning-ui/core";
import { answerBranch, selectRunning } from "../../../src/components/message-list/selectors";

describe("the list's shared selectors", () => {
  it("selectRunning is true only while a run is in flight", () => {
    expect(selectRunning({ status: "running" } as AgentState)).toBe(true);
    expect(selectRunning({ status: "idle" } as AgentState)).toBe(false);
    expect(selectRunning({ status: "error" } as AgentState)).toBe(false);
  });

  it("answerBranch gives the picker the fork's parent, active index and count", () => {
    expect(answerBranch({ parentMessageId: "u1", active: 1, count: 3 } as Parameters<typeof answerBranch>[0])).toEqual({ parentMessageId: "u1", index: 1, count: 3 });
  });
});
