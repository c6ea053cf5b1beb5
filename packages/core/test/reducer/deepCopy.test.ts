import { describe, expect, it } from "vitest";
import { deepCopy } from "../../src/reducer/deepCopy";

describe("deepCopy", () => {
  it("copies arrays and plain objects deeply; primitives come back as they are", () => {
    const value = { a: [1, { b: "x" }], c: { d: null } };
    const copy = deepCopy(value);
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[1]).not.toBe(value.a[1]);
    expect(deepCopy("s")).toBe("s");
    expect(deepCopy(null)).toBe(null);
  });

  it("keeps shared and cyclic references as shared and cyclic, and other objects by reference", () => {
    const shared = { n: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared, when: new Date(0) };
    cyclic.self = cyclic;
    const copy = deepCopy(cyclic);
    expect(copy.self).toBe(copy);
    expect(copy.shared).toBe(copy.again);
    expect(copy.shared).not.toBe(shared);
    expect(copy.when).toBe(cyclic.when);
  });

  it("an own __proto__ key stays an ordinary key, and a null-prototype object stays one", () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as Record<string, unknown>;
    const copy = deepCopy(hostile);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(["__proto__", "ok"]);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { k: 1 });
    expect(Object.getPrototypeOf(deepCopy(bare))).toBe(null);
  });

  it("copies a nesting far deeper than structuredClone or recursion allows", () => {
    let deep: unknown[] = [];
    const root = deep;
    for (let i = 0; i < 20_000; i++) {
      const next: unknown[] = [];
      deep.push(next);
      deep = next;
    }
    deep.push("bottom");
    let walk = deepCopy(root);
    for (let i = 0; i < 20_000; i++) walk = walk[0] as unknown[];
    expect(walk).toEqual(["bottom"]);
  });
});
