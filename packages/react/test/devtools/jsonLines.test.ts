import { describe, expect, it } from "vitest";
import { toJSONLines } from "../../src/devtools/jsonLines";
import type { EventLogSnapshot, InspectorEntry } from "../../src/devtools/types";

const entry = (over: Partial<InspectorEntry>): InspectorEntry =>
  ({ seq: 1, kind: "event", type: "RUN_STARTED", ids: {}, runKey: "run:0", receivedAt: 1_000, sinceRunStart: 0, secrets: [], diagnostics: [], ...over }) as InspectorEntry;

describe("toJSONLines", () => {
  it("writes one JSON object per line with its run and span ids, and only the fields an entry has", () => {
    const snapshot = {
      runs: new Map([["run:0", { runId: "r-1" }]]),
      spans: new Map([["span:0", { spanId: "s-1" }]]),
    } as unknown as Pick<EventLogSnapshot, "runs" | "spans">;
    const text = toJSONLines(
      [
        entry({ seq: 1 }),
        entry({ seq: 2, type: "REASONING_ENCRYPTED_VALUE", spanKey: "span:0", ids: { entityId: "m1" }, secrets: [{ path: "encryptedValue", length: 12, sha256: "abcd1234" }] as never, event: { type: "REASONING_ENCRYPTED_VALUE", encryptedValue: { $encrypted: true, length: 12 } } }),
      ],
      snapshot,
    );
    expect(text.endsWith("\n")).toBe(true);
    const lines = text.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({ seq: 1, kind: "event", type: "RUN_STARTED", runId: "r-1", receivedAt: 1_000, sinceRunStartMs: 0, ids: {}, secrets: [], diagnostics: [] });
    expect(lines[1]).toMatchObject({ seq: 2, spanId: "s-1", ids: { entityId: "m1" }, secrets: [{ length: 12, sha256: "abcd1234" }] });
    expect(lines[1].event.encryptedValue).toEqual({ $encrypted: true, length: 12 });
  });

  it("is empty for no entries", () => {
    expect(toJSONLines([], { runs: new Map(), spans: new Map() } as unknown as Pick<EventLogSnapshot, "runs" | "spans">)).toBe("");
  });
});
