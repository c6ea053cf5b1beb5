import { describe, expect, it } from "vitest";
import { hasMediaParts, shownAttachments } from "../../src/attachments/parts";

const PNG = "iVBORw0KGgo=";

describe("shownAttachments", () => {
  it("lists media parts in order with what a browser may load; text parts are skipped", () => {
    const shown = shownAttachments([
      { type: "text", text: "Look" },
      { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: { filename: "chart.png", size: 9 } },
      { type: "document", source: { type: "url", value: "https://files.example/c.pdf", mimeType: "application/pdf" } },
    ]);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({ index: 1, partType: "image", kind: "image", name: "chart.png", src: `data:image/png;base64,${PNG}`, withheld: false });
    expect(shown[1]).toMatchObject({ index: 2, partType: "document", src: undefined, href: "https://files.example/c.pdf" });
  });

  it("never loads a script URL, markup or a provider's file handle; malformed parts are skipped, never a throw", () => {
    const shown = shownAttachments([
      { type: "image", source: { type: "url", value: "javascript:alert(1)", mimeType: "image/png" } },
      { type: "image", source: { type: "data", value: "PHN2Zz4=", mimeType: "image/svg+xml" } },
      { type: "image", source: { type: "file", value: "file-abc" } },
      { type: "image" },
      "junk",
      null,
    ]);
    expect(shown).toHaveLength(3);
    for (const part of shown) {
      expect(part.src).toBeUndefined();
      expect(part.withheld).toBe(true);
    }
    expect(shownAttachments("text only")).toEqual([]);
  });

  it("hasMediaParts is true when any part is not text", () => {
    expect(hasMediaParts([{ type: "text", text: "a" }])).toBe(false);
    expect(hasMediaParts([{ type: "text", text: "a" }, { type: "audio", source: { type: "data", value: "", mimeType: "audio/wav" } }])).toBe(true);
    expect(hasMediaParts("a")).toBe(false);
  });
});
