import { describe, expect, it } from "vitest";
import { clip, cutParams } from "../../src/reducer/clip";

describe("clip", () => {
  it("keeps a message up to 300 characters and cuts a longer one to 300 with an ellipsis", () => {
    expect(clip("short")).toBe("short");
    expect(clip("a".repeat(300))).toBe("a".repeat(300));
    const cut = clip("b".repeat(10_000));
    expect(cut).toHaveLength(300);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("cutParams", () => {
  it("cuts string params past 128 characters, leaves numbers, and copies only when it cuts", () => {
    const small = { id: "m1", n: 3 };
    expect(cutParams(small)).toBe(small);
    const big = { id: "x".repeat(500), n: 3, kind: "TEXT" };
    const out = cutParams(big);
    expect(out).not.toBe(big);
    expect(out).toEqual({ id: "x".repeat(128), n: 3, kind: "TEXT" });
    expect(big.id).toHaveLength(500);
  });
});
