import { describe, expect, it } from "vitest";
import { matchesFilter } from "../../src/devtools/tree";
import type { EventLogSnapshot, InspectorEntry } from "../../src/devtools/types";

const entry = (over: Partial<InspectorEntry>): InspectorEntry =>
  ({ seq: 1, kind: "event", type: "TEXT_MESSAGE_CONTENT", ids: { messageId: "Msg-42" }, runKey: "run:0", receivedAt: 0, sinceRunStart: 0, secrets: [], diagnostics: [], ...over }) as InspectorEntry;

describe("matchesFilter", () => {
  it("an empty filter matches everything; type is exact", () => {
    expect(matchesFilter(entry({}), {})).toBe(true);
    expect(matchesFilter(entry({}), { type: "TEXT_MESSAGE_CONTENT" })).toBe(true);
    expect(matchesFilter(entry({}), { type: "TEXT_MESSAGE" })).toBe(false);
  });

  it("id is a case-insensitive substring of any id, the lane or the span id", () => {
    const spans = new Map([["span:0", { spanId: "Span-7" }]]) as unknown as EventLogSnapshot["spans"];
    expect(matchesFilter(entry({}), { id: " msg-4 " })).toBe(true);
    expect(matchesFilter(entry({ lane: "sub-agent" }), { id: "SUB" })).toBe(true);
    expect(matchesFilter(entry({ spanKey: "span:0" }), { id: "span-7" }, spans)).toBe(true);
    expect(matchesFilter(entry({}), { id: "other" })).toBe(false);
  });

  it("code matches a diagnostic's code, or any diagnostic with *", () => {
    const flagged = entry({ diagnostics: [{ code: "unknown_id", message: "x", at: 0 }] as never });
    expect(matchesFilter(flagged, { code: "*" })).toBe(true);
    expect(matchesFilter(flagged, { code: "unknown_id" })).toBe(true);
    expect(matchesFilter(flagged, { code: "closed_id" })).toBe(false);
    expect(matchesFilter(entry({}), { code: "*" })).toBe(false);
  });
});
