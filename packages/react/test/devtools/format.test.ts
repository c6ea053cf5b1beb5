import { describe, expect, it } from "vitest";
import { formatIds, formatOffset, formatSize, plural, runLabel, spanLabel } from "../../src/devtools/format";
import type { InspectorEntry, InspectorRun, InspectorSpan } from "../../src/devtools/types";

describe("inspector formatting", () => {
  it("formatOffset: ms under a second, seconds with three decimals under ten, one after; signed", () => {
    expect(formatOffset(85.4)).toBe("+85 ms");
    expect(formatOffset(1234)).toBe("+1.234 s");
    expect(formatOffset(12_345)).toBe("+12.3 s");
    expect(formatOffset(-20)).toBe("−20 ms");
    expect(formatOffset(Number.NaN)).toBe("");
  });

  it("formatSize: characters, then thousands", () => {
    expect(formatSize(512)).toBe("512 ch");
    expect(formatSize(12_400)).toBe("12.4 k ch");
    expect(formatSize(undefined)).toBe("");
  });

  it("formatIds lists the string ids; run and span labels say what they are", () => {
    expect(formatIds({ ids: { messageId: "r1", toolCallId: "t1", runId: undefined } } as unknown as InspectorEntry)).toBe("messageId=r1 toolCallId=t1");
    expect(runLabel({ runId: "run-1" } as InspectorRun)).toBe("Run run-1");
    expect(runLabel({ runId: undefined } as InspectorRun)).toBe("Events outside a run");
    expect(spanLabel({ spanId: "s1", lane: "sub" } as InspectorSpan)).toBe("Span s1 (lane sub)");
    expect(spanLabel({ spanId: undefined, title: "Plan" } as InspectorSpan)).toBe("THINKING span “Plan”");
    expect(plural(1, "event")).toBe("1 event");
    expect(plural(2, "event")).toBe("2 events");
  });
});
