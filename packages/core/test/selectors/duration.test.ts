import { describe, expect, it } from "vitest";
import { reasoningDurationMs } from "../../src/selectors/duration";

describe("reasoningDurationMs", () => {
  it("uses the agent's own clock when both ends are coherent", () => {
    expect(reasoningDurationMs({ agentStartedAt: 1_000, agentEndedAt: 5_200, startedAt: 0, endedAt: 99_000 })).toBe(4_200);
  });

  it("falls back to the client's receipt times when the agent's are missing or incoherent, never mixing clocks", () => {
    expect(reasoningDurationMs({ agentStartedAt: 1_000, startedAt: 10, endedAt: 2_010 })).toBe(2_000);
    expect(reasoningDurationMs({ agentStartedAt: 5_000, agentEndedAt: 1_000, startedAt: 10, endedAt: 20 })).toBe(10);
    expect(reasoningDurationMs({ agentStartedAt: 0, agentEndedAt: 2 * 24 * 3600 * 1000, startedAt: 10, endedAt: 30 })).toBe(20);
    // Receipt times never go negative.
    expect(reasoningDurationMs({ startedAt: 50, endedAt: 40 })).toBe(0);
  });

  it("is undefined when neither clock has both ends", () => {
    expect(reasoningDurationMs({ startedAt: 10 })).toBeUndefined();
    expect(reasoningDurationMs({ agentEndedAt: 10, endedAt: 10 })).toBeUndefined();
  });
});
