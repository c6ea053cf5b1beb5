import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useReasoning } from "../../src/hooks/useReasoning";
import { T0, apply, ev, newStore } from "../helpers";

describe("useReasoning", () => {
  it("follows a reasoning message's bookkeeping from streaming to complete", async () => {
    const store = newStore();
    const { result } = renderHook(() => useReasoning("r1", store));
    expect(result.current).toBeUndefined();
    await apply(store, ev.runStarted(), ev.start("r1"), ev.content("r1", "Thinking"));
    expect(result.current).toMatchObject({ status: "streaming" });
    await apply(store, ev.end("r1", T0 + 4_000));
    expect(result.current).toMatchObject({ status: "complete" });
  });
});
