import { describe, expect, it } from "vitest";
import { JSON_CONTENT_TYPE, errorBody, readErrorBody } from "../../src/protocol/errorBody";

describe("the error body", () => {
  it("errorBody builds { error: { code, message, retryAfter? } } and readErrorBody reads it back", () => {
    expect(errorBody("run_not_found", "No such run.")).toEqual({ error: { code: "run_not_found", message: "No such run." } });
    const busy = errorBody("store_unavailable", "Try again.", 2);
    expect(busy).toEqual({ error: { code: "store_unavailable", message: "Try again.", retryAfter: 2 } });
    expect(readErrorBody(JSON.parse(JSON.stringify(busy)))).toEqual({ code: "store_unavailable", message: "Try again.", retryAfter: 2 });
    expect(JSON_CONTENT_TYPE).toBe("application/json; charset=utf-8");
  });

  it("reads the earlier flat shape, caps the message at 300 characters and never throws", () => {
    expect(readErrorBody({ error: "gone", code: "run_not_found" })).toEqual({ code: "run_not_found", message: "gone" });
    expect(readErrorBody({ error: { code: "x", message: "m".repeat(1000) } }).message).toHaveLength(300);
    for (const junk of [undefined, null, "text", 3, [], { error: { code: 3, retryAfter: -1 } }, { error: { retryAfter: Number.NaN } }]) {
      expect(() => readErrorBody(junk)).not.toThrow();
    }
    expect(readErrorBody({ error: { code: 3, retryAfter: -1 } })).toEqual({});
    expect(readErrorBody(undefined)).toEqual({});
  });
});
