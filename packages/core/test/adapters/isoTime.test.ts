import { describe, expect, it } from "vitest";
import { parseIsoTime } from "../../src/adapters/isoTime";

describe("parseIsoTime", () => {
  it("reads an ISO 8601 / RFC 3339 string as ms since epoch, offsets included", () => {
    expect(parseIsoTime("2024-01-02T03:04:05.678Z")).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 678));
    expect(parseIsoTime("2024-01-02T05:04:05+02:00")).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
  });

  it("is undefined for a non-string or an unparsable string", () => {
    expect(parseIsoTime(undefined)).toBeUndefined();
    expect(parseIsoTime(1_700_000_000_000)).toBeUndefined();
    expect(parseIsoTime("yesterday")).toBeUndefined();
    expect(parseIsoTime("")).toBeUndefined();
  });
});
