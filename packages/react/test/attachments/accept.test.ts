import { describe, expect, it } from "vitest";
import { acceptAttribute, acceptedKinds, kindOf } from "../../src/attachments/accept";

describe("the kinds a composer accepts", () => {
  it("acceptedKinds reads the agent's capabilities, then the app's accept key by key", () => {
    expect(acceptedKinds(undefined)).toEqual(new Set());
    const capabilities = { multimodal: { input: { image: true, pdf: true, audio: false } } };
    expect(acceptedKinds({ capabilities })).toEqual(new Set(["image", "pdf"]));
    expect(acceptedKinds({ capabilities, accept: { pdf: false, audio: true, video: undefined } })).toEqual(new Set(["image", "audio"]));
  });

  it("kindOf sends the four common image types as images, SVG and the rest as files", () => {
    expect(kindOf("IMAGE/PNG")).toBe("image");
    expect(kindOf("image/webp")).toBe("image");
    expect(kindOf("image/svg+xml")).toBe("file");
    expect(kindOf("application/pdf")).toBe("pdf");
    expect(kindOf("audio/ogg")).toBe("audio");
    expect(kindOf("video/mp4")).toBe("video");
    expect(kindOf("text/csv")).toBe("file");
  });

  it("acceptAttribute lists what the picker offers, or nothing (anything) when files are accepted", () => {
    expect(acceptAttribute(new Set(["image", "pdf"]))).toBe("image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf");
    expect(acceptAttribute(new Set(["audio", "video"]))).toBe("audio/*,video/*");
    expect(acceptAttribute(new Set(["image", "file"]))).toBeUndefined();
  });
});
