import { describe, expect, it } from "vitest";
import { type Message } from "../../src";
import { sniffBytes } from "../../src/attachments/sniff";
import { checkContent } from "../../src/attachments/check";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const meta = (filename: string, size: number) => ({ filename, size });
const userWithParts = (id: string, content: unknown): Message => ({ id, role: "user", content }) as Message;

const content = [
  { type: "text", text: "Look at these" },
  { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: meta("chart.png", 70) },
  { type: "document", source: { type: "url", value: "https://files.example/u/contract.pdf", mimeType: "application/pdf" }, metadata: meta("contract.pdf", 120_000) },
  { type: "audio", source: { type: "data", value: "SUQz", mimeType: "audio/mpeg" }, metadata: meta("note.mp3", 3) },
  { type: "video", source: { type: "url", value: "https://files.example/u/clip.mp4", mimeType: "video/mp4" } },
  { type: "document", source: { type: "file", value: "file-abc123", provider: "openai" }, metadata: { filename: "report.docx" } },
];

describe("sniffing", () => {
  const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  const kinds = new Set(["image", "pdf", "file"] as const);
  const limits = { maxFileBytes: 1e9, maxImagePixels: 50e6 };
  it("reads image sizes from headers (PNG, JPEG SOF after APP segments, GIF)", () => {
    expect(sniffBytes(Uint8Array.from(atob(PNG), (c) => c.charCodeAt(0)))).toMatchObject({ mimeType: "image/png", width: 1, height: 1 });
    // SOI, APP0 (16 bytes), SOF0 with height 20000 and width 20000
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array(14).fill(0), 0xff, 0xc0, 0, 17, 8, 0x4e, 0x20, 0x4e, 0x20, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(sniffBytes(jpeg)).toMatchObject({ mimeType: "image/jpeg", width: 20000, height: 20000 });
    expect(sniffBytes(bytes("GIF89a\x10\x00\x20\x00"))).toMatchObject({ mimeType: "image/gif", width: 16, height: 32 });
    // a 20,000 × 20,000 px JPEG is refused from its header, before any decode
    expect(checkContent("image/jpeg", sniffBytes(jpeg), kinds, limits)).toEqual({ ok: false, reason: "pixels", limit: 50e6 });
  });
  it("a .png that is HTML, an HTML 'pdf', an SVG declared as PNG: mismatch; a JPEG named .png goes as image/jpeg", () => {
    expect(checkContent("image/png", sniffBytes(bytes("<!DOCTYPE html><p>x")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("application/pdf", sniffBytes(bytes("  <html><script>")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("image/png", sniffBytes(bytes("<svg xmlns='http://www.w3.org/2000/svg'>")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("image/png", sniffBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xdb])), kinds, limits)).toEqual({ ok: true, mimeType: "image/jpeg", kind: "image" });
    expect(checkContent("image/png", sniffBytes(bytes("just text")), kinds, limits)).toEqual({ ok: false, reason: "mismatch" });
    expect(checkContent("text/plain", sniffBytes(bytes("just text")), kinds, limits)).toEqual({ ok: true, mimeType: "text/plain", kind: "file" });
    expect(checkContent("image/svg+xml", sniffBytes(bytes("<svg xmlns='http://www.w3.org/2000/svg'>")), kinds, limits)).toEqual({ ok: true, mimeType: "image/svg+xml", kind: "file" });
    expect(checkContent("application/pdf", undefined, kinds, limits)).toEqual({ ok: false, reason: "unreadable" });
  });
});
