import { describe, expect, it } from "vitest";
import { openChoices } from "../../src/internal/openChoices";

describe("openChoices", () => {
  it("remembers a reader's choice per store and block, and nothing for another store", () => {
    const a = {};
    const b = {};
    expect(openChoices.get(a, "r1")).toBeUndefined();
    openChoices.set(a, "r1", true);
    openChoices.set(a, "r2", false);
    expect(openChoices.get(a, "r1")).toBe(true);
    expect(openChoices.get(a, "r2")).toBe(false);
    expect(openChoices.get(b, "r1")).toBeUndefined();
  });

  it("keeps at most 1,000 choices a store, forgetting the oldest first (a choice set again is new)", () => {
    const store = {};
    openChoices.set(store, "first", true);
    openChoices.set(store, "second", true);
    openChoices.set(store, "first", false);
    for (let i = 0; i < 999; i++) openChoices.set(store, `k${i}`, true);
    expect(openChoices.get(store, "second")).toBeUndefined();
    expect(openChoices.get(store, "first")).toBe(false);
    expect(openChoices.get(store, "k998")).toBe(true);
  });
});
