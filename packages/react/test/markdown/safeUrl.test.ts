import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_PROTOCOLS, DEFAULT_LINK_PROTOCOLS, safeUrl } from "../../src/markdown/safeUrl";

describe("safeUrl", () => {
  it("passes absolute http(s) and mailto links, normalised", () => {
    expect(safeUrl("https://example.com/a b", DEFAULT_LINK_PROTOCOLS)).toBe("https://example.com/a%20b");
    expect(safeUrl("mailto:me@example.com", DEFAULT_LINK_PROTOCOLS)).toBe("mailto:me@example.com");
  });

  it("refuses script, data, file, relative and protocol-relative URLs, however they are disguised", () => {
    for (const url of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "\u0001javascript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "file:///etc/passwd", "/relative", "//evil.example/x", "&#106;avascript:alert(1)", "", null, undefined]) {
      expect(safeUrl(url, DEFAULT_LINK_PROTOCOLS), String(url)).toBeUndefined();
    }
  });

  it("images take http(s) only", () => {
    expect(safeUrl("mailto:me@example.com", DEFAULT_IMAGE_PROTOCOLS)).toBeUndefined();
    expect(safeUrl("https://example.com/i.png", DEFAULT_IMAGE_PROTOCOLS)).toBe("https://example.com/i.png");
  });
});
