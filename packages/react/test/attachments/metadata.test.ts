import { describe, expect, it } from "vitest";
import { attachmentMetadataOf } from "../../src/attachments/metadata";

describe("attachmentMetadataOf", () => {
  it("reads filename (or name), size and the image size", () => {
    expect(attachmentMetadataOf({ filename: "chart.png", size: 2048, width: 640, height: 480 })).toEqual({ name: "chart.png", size: 2048, width: 640, height: 480 });
    expect(attachmentMetadataOf({ name: "notes.txt" })).toEqual({ name: "notes.txt" });
  });

  it("leaves out what is malformed, bounds the name, and gives {} for anything not an object", () => {
    expect(attachmentMetadataOf({ filename: 3, size: -1, width: 10, height: Number.NaN })).toEqual({});
    expect(attachmentMetadataOf({ filename: "x".repeat(1000) }).name).toHaveLength(255);
    for (const bad of [undefined, null, "meta", [1]]) expect(attachmentMetadataOf(bad)).toEqual({});
  });
});
