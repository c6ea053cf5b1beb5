import { describe, expect, it } from "vitest";
import { checkContent, checkSize } from "../../src/attachments/check";
import type { Sniffed } from "../../src/attachments/sniff";

/** What the sniffer found: no known signature and no markup unless said. */
const sniffed = (found: Partial<Sniffed>): Sniffed => ({ mimeType: undefined, markup: false, ...found });

const limits = { maxFileBytes: 1000, maxImagePixels: 100 * 100 };
const all = new Set(["image", "audio", "video", "pdf", "file"] as const);

describe("checkSize", () => {
  it("refuses an empty or too large file before a byte is read", () => {
    expect(checkSize(0, limits)).toEqual({ ok: false, reason: "empty" });
    expect(checkSize(1001, limits)).toEqual({ ok: false, reason: "too-large", limit: 1000 });
    expect(checkSize(1000, limits)).toBeUndefined();
  });
});

describe("checkContent", () => {
  it("sends a file as what its bytes are within the declared family (a JPEG named .png goes as JPEG)", () => {
    expect(checkContent("image/png", sniffed({ mimeType: "image/jpeg", width: 10, height: 10 }), all, limits)).toEqual({ ok: true, mimeType: "image/jpeg", kind: "image" });
  });

  it("refuses markup declared as something else, and media whose bytes are another family", () => {
    expect(checkContent("image/png", sniffed({ markup: true }), all, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("application/pdf", sniffed({ mimeType: "image/png" }), all, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("image/png", sniffed({}), all, limits)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("takes unknown bytes as a file of their declared type, or octet-stream", () => {
    expect(checkContent("text/csv", sniffed({}), all, limits)).toEqual({ ok: true, mimeType: "text/csv", kind: "file" });
    expect(checkContent("", sniffed({}), all, limits)).toEqual({ ok: true, mimeType: "application/octet-stream", kind: "file" });
  });

  it("refuses a kind not accepted, an image over the pixel limit, and unreadable content", () => {
    expect(checkContent("application/pdf", sniffed({ mimeType: "application/pdf" }), new Set(["image"] as const), limits)).toEqual({ ok: false, reason: "type" });
    expect(checkContent("image/png", sniffed({ mimeType: "image/png", width: 200, height: 200 }), all, limits)).toEqual({ ok: false, reason: "pixels", limit: 10_000 });
    expect(checkContent("image/png", undefined, all, limits)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("trusts an audio declaration for a WebM / MP4 container", () => {
    expect(checkContent("audio/webm", sniffed({ mimeType: "video/webm" }), all, limits)).toEqual({ ok: true, mimeType: "audio/webm", kind: "audio" });
  });
});
