/** Attachments (issue 38): the part builders, the view model, the capability reader and the part check. */
import { describe, expect, it } from "vitest";
import { base64ByteLength, dataSource, fileSource, kindOfMimeType, mediaPartsOf, messageContent, toContentPart, urlSource } from "../../src/index";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000002000000030806000000", "hex").toString("base64");

describe("builders", () => {
  it("toContentPart: type from the kind or the media type, file name as a base name, size from inline data", () => {
    expect(toContentPart({ source: dataSource(PNG, "image/png"), name: "C:\\Users\\me\\chart.png" })).toEqual({
      type: "image",
      source: { type: "data", value: PNG, mimeType: "image/png" },
      metadata: { filename: "chart.png", size: Buffer.from(PNG, "base64").length },
    });
    expect(toContentPart({ source: urlSource("https://files.example/u/1", "application/pdf"), name: "../contract.pdf", size: 48213, id: "p1" })).toEqual({
      type: "document",
      id: "p1",
      source: { type: "url", value: "https://files.example/u/1", mimeType: "application/pdf" },
      metadata: { filename: "contract.pdf", size: 48213 },
    });
    // a spreadsheet is kind `file`, carried as a document part; a handle has no size the client knows
    expect(toContentPart({ source: fileSource("file-abc", { provider: "openai", mimeType: "text/csv" }) })).toEqual({
      type: "document",
      source: { type: "file", value: "file-abc", provider: "openai", mimeType: "text/csv" },
    });
    expect(toContentPart({ kind: "audio", source: urlSource("https://x/a") }).type).toBe("audio");
  });

  it("messageContent: a string without parts, text part first with them", () => {
    const part = toContentPart({ source: urlSource("https://x/a.png", "image/png") });
    expect(messageContent("hi")).toBe("hi");
    expect(messageContent("hi", [part])).toEqual([{ type: "text", text: "hi" }, part]);
    expect(messageContent("", [part])).toEqual([part]);
    expect(mediaPartsOf([{ type: "text", text: "a" }, part])).toEqual([part]);
    expect(mediaPartsOf("text")).toEqual([]);
  });

  it("kinds of media types and base64 sizes", () => {
    expect(["image/webp", "audio/mpeg", "video/mp4", "application/pdf", "application/pdf; x=1", "text/plain", undefined].map(kindOfMimeType)).toEqual([
      "image",
      "audio",
      "video",
      "document",
      "document",
      "file",
      "file",
    ]);
    for (const n of [0, 1, 2, 3, 4, 5, 100]) expect(base64ByteLength(Buffer.alloc(n).toString("base64"))).toBe(n);
  });
});
