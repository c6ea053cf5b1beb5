import { describe, expect, it } from "vitest";
import { backoffDelay, jitter, scheduleDelay } from "../../src/helpers/backoff";

describe("backoffDelay", () => {
  it("grows by the factor from initialMs and stops at maxMs (no jitter)", () => {
    const o = { initialMs: 100, maxMs: 5_000, jitter: "none" as const };
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((a) => backoffDelay(a, o))).toEqual([100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000]);
    expect(backoffDelay(2, { ...o, factor: 3 })).toBe(900);
  });
  it("equal jitter stays within [½, 1] of the delay; full jitter within [0, 1]", () => {
    const o = { initialMs: 1_000, maxMs: 30_000 };
    expect(backoffDelay(0, o, () => 0)).toBe(500);
    expect(backoffDelay(0, o, () => 0.999999)).toBe(1_000);
    expect(backoffDelay(0, { ...o, jitter: "full" }, () => 0)).toBe(0);
    expect(backoffDelay(1, { ...o, jitter: "full" }, () => 0.5)).toBe(1_000);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(i % 12, o);
      const base = Math.min(30_000, 1_000 * 2 ** (i % 12));
      expect(d).toBeGreaterThanOrEqual(base / 2);
      expect(d).toBeLessThanOrEqual(base);
    }
  });
  it("a negative, fractional or non-finite attempt is read as a whole attempt ≥ 0", () => {
    const o = { initialMs: 100, maxMs: 1_000, jitter: "none" as const };
    expect(backoffDelay(-3, o)).toBe(100);
    expect(backoffDelay(Number.NaN, o)).toBe(100);
    expect(backoffDelay(1.7, o)).toBe(200);
    expect(backoffDelay(Number.POSITIVE_INFINITY, o)).toBe(100);
  });
});

describe("scheduleDelay and jitter", () => {
  it("takes the schedule's entry, its last one past the end, 1 s when empty", () => {
    expect(scheduleDelay([250, 500, 1_000], 0, "none")).toBe(250);
    expect(scheduleDelay([250, 500, 1_000], 9, "none")).toBe(1_000);
    expect(scheduleDelay([], 0, "none")).toBe(1_000);
    expect(scheduleDelay([250, 500], 1, "equal", () => 0)).toBe(250);
  });
  it("rounds to whole milliseconds", () => {
    expect(jitter(333, "equal", () => 0.5)).toBe(250);
    expect(jitter(10.4, "none")).toBe(10);
  });
});
