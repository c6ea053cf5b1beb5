import { describe, expect, it } from "vitest";
import { styledClass } from "../../src/internal/styledClass";

describe("styledClass", () => {
  it("gives the theme's class when styled, then the caller's; only the caller's when unstyled", () => {
    expect(styledClass({ "data-rui-styled": "" }, "rui-panel", "mine")).toBe("rui-panel mine");
    expect(styledClass({ "data-rui-styled": "" }, "rui-panel")).toBe("rui-panel");
    expect(styledClass({}, "rui-panel", "mine")).toBe("mine");
    expect(styledClass({}, "rui-panel")).toBeUndefined();
  });
});
