/** Attachments (issue 38): the part builders, the view model, the capability reader and the part check. */
import { describe, expect, it } from "vitest";
import {
  acceptAttribute,
  acceptedAttachmentKinds,
  attachmentsOf,
  base64ByteLength,
  dataSource,
  fileSource,
  hasAttachments,
  kindOfMimeType,
  mediaPartsOf,
  messageContent,
  textOfContent,
  toContentPart,
  urlSource,
  type UserMessage,
} from "../../src/index";
import { checkContentPart } from "../../src/protocol/index";

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

describe("attachmentsOf", () => {
  const message: UserMessage = {
    id: "u1",
    role: "user",
    content: [
      { type: "text", text: "Look at these" },
      { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: { filename: "a.png" } },
      { type: "document", id: "doc", source: { type: "url", value: "https://x/c.pdf", mimeType: "application/pdf" }, metadata: { size: 9 } },
      { type: "document", source: { type: "file", value: "file-1", mimeType: "text/csv" } },
      { type: "document", source: { type: "url", value: "https://x/d" }, metadata: { filename: "report.PDF" } },
    ],
  };

  it("one view per media part, ids stable, memoised per message", () => {
    const list = attachmentsOf(message);
    expect(list.map((a) => [a.id, a.kind, a.name, a.mimeType, a.size, a.index])).toEqual([
      ["u1:1", "image", "a.png", "image/png", Buffer.from(PNG, "base64").length, 1],
      ["doc", "document", undefined, "application/pdf", 9, 2],
      ["u1:3", "file", undefined, "text/csv", undefined, 3],
      ["u1:4", "document", "report.PDF", undefined, undefined, 4],
    ]);
    expect(list[0]!.part).toBe((message.content as unknown[])[1]);
    expect(attachmentsOf(message)).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(hasAttachments(message)).toBe(true);
    expect(textOfContent(message.content)).toBe("Look at these");
  });

  it("string content, other roles and malformed parts give none", () => {
    expect(attachmentsOf({ id: "u", role: "user", content: "hi" })).toEqual([]);
    expect(attachmentsOf({ id: "a", role: "assistant", content: "hi" })).toEqual([]);
    expect(attachmentsOf({ id: "u", role: "user", content: [{ type: "image" }, null, 3] as never })).toEqual([]);
    expect(attachmentsOf(undefined)).toEqual([]);
  });
});

describe("acceptedAttachmentKinds", () => {
  const caps = { multimodal: { input: { image: true, pdf: true, audio: false } } };
  it("reads multimodal.input (pdf → document); nothing advertised accepts nothing", () => {
    expect(acceptedAttachmentKinds(caps)).toEqual(["image", "document"]);
    expect(acceptedAttachmentKinds(undefined)).toEqual([]);
    expect(acceptedAttachmentKinds({})).toEqual([]);
    expect(acceptedAttachmentKinds({ multimodal: "yes" } as never)).toEqual([]);
    expect(acceptedAttachmentKinds({ multimodal: { input: { image: "true" } } } as never)).toEqual([]);
  });
  it("the app narrows or widens kind by kind, or replaces the list", () => {
    expect(acceptedAttachmentKinds(caps, { document: false })).toEqual(["image"]);
    expect(acceptedAttachmentKinds(caps, { audio: true })).toEqual(["image", "audio", "document"]);
    expect(acceptedAttachmentKinds(caps, ["file", "image", "image"])).toEqual(["image", "file"]);
    expect(acceptedAttachmentKinds(undefined, ["image"])).toEqual(["image"]);
  });
  it("acceptAttribute", () => {
    expect(acceptAttribute(["image", "document"])).toBe("image/*,application/pdf,.pdf");
    expect(acceptAttribute(["image", "file"])).toBe("");
    expect(acceptAttribute([])).toBe("");
  });
});

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
