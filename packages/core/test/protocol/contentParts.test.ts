/** Attachments (issue 38): the part builders, the view model, the capability reader and the part check. */
import { describe, expect, it } from "vitest";
import { checkContentPart } from "../../src/protocol/index";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000002000000030806000000", "hex").toString("base64");

describe("checkContentPart", () => {
  it("accepts the three sources and text", () => {
    expect(checkContentPart({ type: "text", text: "" })).toBeUndefined();
    expect(checkContentPart({ type: "image", source: { type: "data", value: PNG, mimeType: "image/png" } })).toBeUndefined();
    expect(checkContentPart({ type: "image", source: { type: "data", value: "", mimeType: "image/png" } })).toBeUndefined(); // zero bytes is well formed
    expect(checkContentPart({ type: "audio", source: { type: "data", value: "AAEC_-8", mimeType: "audio/wav" } })).toBeUndefined(); // URL-safe, unpadded
    expect(checkContentPart({ type: "video", source: { type: "url", value: "https://x/v.mp4" } })).toBeUndefined();
    expect(checkContentPart({ type: "document", source: { type: "file", value: "file-1", provider: "openai" } })).toBeUndefined();
  });
  it("names what is wrong", () => {
    const cases: Array<[unknown, string]> = [
      [null, "not_object"],
      [{ type: "sticker" }, "unknown_type"],
      [{ type: "text" }, "text"],
      [{ type: "image" }, "source"],
      [{ type: "image", source: { type: "ftp", value: "x" } }, "source_type"],
      [{ type: "image", source: { type: "url", value: "" } }, "source_value"],
      [{ type: "image", source: { type: "data", value: PNG } }, "mime_type"],
      [{ type: "image", source: { type: "data", value: "<svg onload=alert(1)>", mimeType: "image/svg+xml" } }, "base64"],
      [{ type: "image", source: { type: "data", value: "AAA=A", mimeType: "image/png" } }, "base64"],
      [{ type: "image", id: 3, source: { type: "url", value: "https://x" } }, "id"],
      [{ type: "image", source: { type: "file", value: "f", provider: 1 } }, "provider"],
      [{ type: "image", source: { type: "url", value: "https://x", mimeType: 5 } }, "mime_type"],
    ];
    for (const [part, problem] of cases) expect(checkContentPart(part)).toBe(problem);
  });
});
