import { describe, expect, it } from "vitest";
import { replaceEqualDeep } from "../../src/index";

describe("replaceEqualDeep (structural sharing)", () => {
  it("returns the previous value when everything is deeply equal", () => {
    const prev = { a: [1, { b: "x" }], c: undefined, d: null };
    expect(replaceEqualDeep(prev, { a: [1, { b: "x" }], c: undefined, d: null })).toBe(prev);
  });

  it("shares unchanged branches and makes new objects only on the changed path", () => {
    const prev = { parts: [{ id: "1", text: "a" }, { id: "2", text: "b" }], meta: { n: 1 }, status: "streaming" };
    const next = replaceEqualDeep(prev, { parts: [{ id: "1", text: "a" }, { id: "2", text: "bc" }], meta: { n: 1 }, status: "streaming" });
    expect(next).not.toBe(prev);
    expect(next).toEqual({ parts: [{ id: "1", text: "a" }, { id: "2", text: "bc" }], meta: { n: 1 }, status: "streaming" });
    expect(next.meta).toBe(prev.meta);
    expect(next.parts).not.toBe(prev.parts);
    expect(next.parts[0]).toBe(prev.parts[0]);
    expect(next.parts[1]).not.toBe(prev.parts[1]);
  });

  it("treats added, removed and undefined-valued keys and longer or shorter arrays as changes", () => {
    const prev: Record<string, unknown> = { a: 1 };
    expect(replaceEqualDeep(prev, { a: 1, b: undefined })).not.toBe(prev);
    expect(replaceEqualDeep({ a: 1, b: undefined }, { a: 1 })).toEqual({ a: 1 });
    expect(replaceEqualDeep({ a: 1, b: undefined }, { a: 1 })).not.toHaveProperty("b");
    const arr = [{ x: 1 }, { x: 2 }];
    const longer = replaceEqualDeep(arr, [{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(longer).not.toBe(arr);
    expect(longer[0]).toBe(arr[0]);
    const shorter = replaceEqualDeep(arr, [{ x: 1 }]);
    expect(shorter).toEqual([{ x: 1 }]);
    expect(shorter[0]).toBe(arr[0]);
  });

  it("compares non-plain objects by identity and handles primitives, NaN and type changes", () => {
    const date = new Date(0);
    expect(replaceEqualDeep({ d: date }, { d: new Date(0) }).d).not.toBe(date);
    expect(replaceEqualDeep(NaN, NaN)).toBeNaN();
    expect(replaceEqualDeep([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(replaceEqualDeep("a", "b")).toBe("b");
  });
});
