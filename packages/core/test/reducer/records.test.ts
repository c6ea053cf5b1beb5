import { describe, expect, it } from "vitest";
import { cloneRecord, dict, own } from "../../src/reducer/records";

describe("own: a record's own entry, any id a plain key", () => {
  it("reads the reducer's prototype-free records in one lookup, `__proto__` and `constructor` included", () => {
    const r = dict<number>();
    r["__proto__"] = 1;
    r["constructor"] = 2;
    r.a = 3;
    expect([own(r, "__proto__"), own(r, "constructor"), own(r, "a"), own(r, "missing"), own(undefined, "a")]).toEqual([1, 2, 3, undefined, undefined]);
    expect(own(cloneRecord(r), "constructor")).toBe(2);
  });

  it("never returns what a record with a prototype (an application's plain object) inherits", () => {
    const app: Record<string, number> = { a: 1 };
    expect(own(app, "a")).toBe(1);
    expect(own(app, "constructor")).toBeUndefined();
    expect(own(app, "toString")).toBeUndefined();
    expect(own(app, "hasOwnProperty")).toBeUndefined();
    const inherited = Object.create({ b: 2 }) as Record<string, number>;
    expect(own(inherited, "b")).toBeUndefined();
  });
});
