import { describe, expect, it } from "vitest";
import { RunLogError, RunStoreError, RunStoreFullError, RunStoreUnavailableError } from "../../src";

describe("run log errors", () => {
  it("one convention: classes with a stable code (store faults thrown, refusals answered)", () => {
    const down = new RunStoreUnavailableError("Redis did not answer.", { cause: new Error("timeout") });
    expect(down).toBeInstanceOf(RunStoreError);
    expect(down).toMatchObject({ name: "RunStoreUnavailableError", code: "store_unavailable", message: "Redis did not answer." });
    expect(new RunStoreFullError("full")).toMatchObject({ name: "RunStoreFullError", code: "store_full" });
    const refusal = new RunLogError(503, "store_unavailable", "Try again.", 1);
    expect(refusal).toMatchObject({ name: "RunLogError", status: 503, code: "store_unavailable", retryAfter: 1 });
    expect("retryAfter" in new RunLogError(404, "run_not_found", "No such run.")).toBe(false);
  });
});
