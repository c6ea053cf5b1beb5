import { describe, expect, it } from "vitest";
import { defaultExportLabels } from "../../src/export/options";

describe("defaultExportLabels", () => {
  it("names an attachment and another branch in words, from the start or after a message", () => {
    expect(defaultExportLabels.attachment("chart.png (image, 2 KB)")).toBe("[attachment: chart.png (image, 2 KB)]");
    expect(defaultExportLabels.otherBranch(0, 3, "")).toBe("Other branch 1 of 3 (from the start)");
    expect(defaultExportLabels.otherBranch(1, 3, "u-2")).toBe("Other branch 2 of 3 (after message u-2)");
  });
});
