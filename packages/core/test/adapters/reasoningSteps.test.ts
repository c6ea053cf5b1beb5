import { describe, expect, it } from "vitest";
import { traceTimelineSteps } from "../../src/adapters/index";

describe("traceTimelineSteps (MEUP steps → timeline steps)", () => {
  const steps = [
    { id: "s1", type: "tool_call", tool: "scan_permissions", at: 1_000 },
    { id: "s2", type: "reflection", text: "Risky", at: 3_500 },
  ];

  it("maps tool_call to tool steps titled by the tool, other types to reasoning steps, durations to the next step", () => {
    const out = traceTimelineSteps({ steps, status: "complete", conclusion: { keyFactors: [], at: 4_000 } }, (t) => t.toUpperCase());
    expect(out).toEqual([
      { kind: "tool", id: "s1", title: "scan_permissions", status: "complete", startedAt: 1_000, endedAt: 3_500, durationMs: 2_500 },
      { kind: "reasoning", id: "s2", title: "REFLECTION", status: "complete", startedAt: 3_500, endedAt: 4_000, durationMs: 500 },
    ]);
  });

  it("marks the last step active while the trace streams without a conclusion, with no end yet", () => {
    const out = traceTimelineSteps({ steps, status: "streaming" });
    expect(out.map((s) => s.status)).toEqual(["complete", "active"]);
    expect(out[1]).not.toHaveProperty("durationMs");
    expect(out[1]!.title).toBe("reflection");
  });
});
