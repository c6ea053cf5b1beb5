import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { finishedDuration, useNow } from "../../../src/primitives/reasoning/useElapsed";
import { T0 } from "../../helpers";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 + 4_200);
});
afterEach(() => vi.useRealTimers());

describe("finishedDuration", () => {
  it("prefers a stated duration, else end − start, never negative, undefined without both ends", () => {
    expect(finishedDuration(T0, T0 + 5_000, 12_000)).toBe(12_000);
    expect(finishedDuration(T0, T0 + 5_000)).toBe(5_000);
    expect(finishedDuration(T0 + 5_000, T0)).toBe(0);
    expect(finishedDuration(T0, T0 + 5_000, Number.NaN)).toBe(5_000);
    expect(finishedDuration(undefined, T0)).toBeUndefined();
  });
});

describe("useNow", () => {
  it("reads the clock after render, then ticks on whole seconds since the origin while active", () => {
    const { result } = renderHook(() => useNow(true, T0));
    expect(result.current).toBe(T0 + 4_200);
    act(() => vi.advanceTimersByTime(800));
    expect(result.current).toBe(T0 + 5_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(T0 + 6_000);
  });

  it("does not tick while inactive", () => {
    const { result } = renderHook(() => useNow(false, T0));
    const first = result.current;
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(first);
  });
});
