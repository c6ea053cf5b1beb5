import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMessages } from "../../src/hooks/useMessages";
import { apply, ev, newStore } from "../helpers";

describe("useMessages", () => {
  it("follows the thread's messages, a stable array between changes", async () => {
    const store = newStore([{ id: "u1", role: "user", content: "Hi" }]);
    const { result, rerender } = renderHook(() => useMessages(store));
    const first = result.current;
    expect(first.map((m) => m.id)).toEqual(["u1"]);
    rerender();
    expect(result.current).toBe(first);
    await apply(store, ev.runStarted(), ...ev.text("a1", "Hello"));
    expect(result.current.map((m) => m.id)).toEqual(["u1", "a1"]);
    expect(first.map((m) => m.id)).toEqual(["u1"]);
  });
});
