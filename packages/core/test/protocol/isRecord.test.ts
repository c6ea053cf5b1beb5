import { describe, expect, it } from "vitest";
import { isRecord } from "../../src/protocol/isRecord";

describe("isRecord", () => {
  it("is true for plain objects only, not arrays, null or primitives", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ type: "RUN_STARTED" })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord("{}")).toBe(false);
    expect(isRecord(1)).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });
});
