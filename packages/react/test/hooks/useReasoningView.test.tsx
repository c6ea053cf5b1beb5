import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useReasoningView } from "../../src/hooks/useReasoningView";
import { T0, apply, ev, newStore } from "../helpers";

describe("useReasoningView", () => {
  it("gives one view of the reasoning messages named, its text joined and its status", async () => {
    const store = newStore();
    const { result } = renderHook(() => useReasoningView(["r1", "r2"], store));
    expect(result.current).toBeUndefined();
    await apply(store, ev.runStarted(), ev.spanStart(), ev.start("r1"), ev.content("r1", "First."), ev.end("r1", T0 + 1_000), ev.start("r2", T0 + 1_000), ev.content("r2", "Second.", T0 + 1_100));
    expect(result.current).toBeDefined();
    expect(JSON.stringify(result.current)).toContain("First.");
    expect(JSON.stringify(result.current)).toContain("Second.");
  });

  it("never carries an encrypted value", async () => {
    const store = newStore();
    const { result } = renderHook(() => useReasoningView("r1", store));
    await apply(store, ev.runStarted(), ev.start("r1"), ev.content("r1", "Plan"), ev.encrypted("r1", "OPAQUE-SECRET"), ev.end("r1", T0 + 2_000));
    expect(result.current).toBeDefined();
    expect(JSON.stringify(result.current)).not.toContain("OPAQUE-SECRET");
  });
});
