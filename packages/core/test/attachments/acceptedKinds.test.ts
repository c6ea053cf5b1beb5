/** Attachments (issue 38): the part builders, the view model, the capability reader and the part check. */
import { describe, expect, it } from "vitest";
import { acceptAttribute, acceptedAttachmentKinds } from "../../src/index";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000002000000030806000000", "hex").toString("base64");

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
