/**
 * The demo agent's attachments (issue 38): it accepts image and PDF input and says what it received — type from
 * the bytes, size, image dimensions, PDF page count — without a provider; its capabilities say so; it never
 * fetches a URL or resolves a provider's handle; hostile files (lying types, zero bytes, SVG with script, bodies
 * over the limit, 50 at once) are described safely or refused.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachmentFacts, describeAttachments } from "../src/attachments/describe";
import { imageSize, pdfPageCount, sniff } from "../src/attachments/sniff";
import { type Ev, input, run, startAgent } from "./helpers";

const b64 = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes as Uint8Array).toString("base64");
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const png = (w: number, h: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...u32be(w), ...u32be(h), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
const gif = (w: number, h: number) => Buffer.from([...Buffer.from("GIF89a"), ...u16le(w), ...u16le(h), 0, 0, 0]);
const riff = (chunk: string, payload: number[]) => Buffer.from([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBP"), ...Buffer.from(chunk), 0, 0, 0, 0, ...payload]);
const webpX = (w: number, h: number) => riff("VP8X", [0, 0, 0, 0, ...u24le(w - 1), ...u24le(h - 1)]);
const webpL = (w: number, h: number) => {
  const bits = (w - 1) | ((h - 1) << 14);
  return riff("VP8L", [0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255]);
};
const webpLossy = (w: number, h: number) => riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(w), ...u16le(h)]);
/** A JPEG with an APP1 (EXIF-sized) segment before its SOF0. */
const jpeg = (w: number, h: number, exif = 4000) =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe1, (exif + 2) >> 8, (exif + 2) & 255, ...new Array(exif).fill(0), 0xff, 0xc0, 0, 17, 8, h >> 8, h & 255, w >> 8, w & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
const pdf = (pages: number) =>
  Buffer.from(`%PDF-1.7\n1 0 obj<</Type /Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type /Pages/Count ${pages}>>endobj\n${Array.from({ length: pages }, (_, i) => `${i + 3} 0 obj<</Type /Page/Parent 2 0 R>>endobj\n`).join("")}%%EOF`);
const SVG_SCRIPT = Buffer.from(`<?xml version="1.0"?>\n<!-- hi -->\n<svg xmlns="http://www.w3.org/2000/svg" onload="fetch('//evil')"><script>alert(1)</script></svg>`);

describe("reading the bytes", () => {
  it("sniffs the type and reads dimensions from PNG, GIF, WebP (VP8X, VP8L, VP8) and JPEG headers", () => {
    expect([png(800, 600), gif(320, 200), webpX(4000, 3000), webpL(640, 480), webpLossy(1024, 768), jpeg(6000, 4000)].map((b) => [sniff(b), imageSize(b, sniff(b))])).toEqual([
      ["image/png", { width: 800, height: 600 }],
      ["image/gif", { width: 320, height: 200 }],
      ["image/webp", { width: 4000, height: 3000 }],
      ["image/webp", { width: 640, height: 480 }],
      ["image/webp", { width: 1024, height: 768 }],
      ["image/jpeg", { width: 6000, height: 4000 }],
    ]);
  });
  it("a cut header gives no size, never a throw; a SOF beyond the scan bound is not looked for", () => {
    expect(imageSize(png(1, 1).subarray(0, 18), "image/png")).toBeUndefined();
    expect(imageSize(jpeg(10, 10).subarray(0, 100), "image/jpeg")).toBeUndefined();
    expect(imageSize(jpeg(10, 10, 60_000).subarray(0, 60_000), "image/jpeg")).toBeUndefined();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), "image/jpeg")).toBeUndefined();
  });
  it("counts PDF pages by a bounded scan", () => {
    expect(pdfPageCount(pdf(3))).toBe(3);
    expect(pdfPageCount(Buffer.from("%PDF-1.5\n<</Type /Pages/Count 12>>\n%%EOF"))).toBe(12);
    expect(pdfPageCount(Buffer.from("%PDF-1.5\n%%EOF"))).toBeUndefined();
  });
  it("tells SVG and HTML from images whatever they claim", () => {
    expect(sniff(SVG_SCRIPT)).toBe("image/svg+xml");
    expect(sniff(Buffer.from("<!DOCTYPE html><html><script>x</script>"))).toBe("text/html");
    expect(sniff(Buffer.from("just text"))).toBe("unknown");
  });
});

describe("describing", () => {
  const part = (type: string, bytes: Buffer, mimeType: string, filename?: string) => ({ type, source: { type: "data", value: b64(bytes), mimeType }, ...(filename && { metadata: { filename } }) });

  it("kind, real type, size, dimensions and pages; a lying type and a script are called out, never echoed", () => {
    const text = describeAttachments([
      { type: "text", text: "look" },
      part("image", png(800, 600), "image/png", "chart.png"),
      part("document", pdf(3), "application/pdf", "contract.pdf"),
      part("image", Buffer.from("<html><body>not an image</body></html>"), "image/png", "fake.png"),
      part("image", SVG_SCRIPT, "image/svg+xml", "logo.svg"),
      part("image", Buffer.alloc(0), "image/png", "empty.png"),
    ])!;
    expect(text).toContain(`“chart.png” is a PNG image, ${png(1, 1).length} bytes, 800 × 600 px.`);
    expect(text).toContain("“contract.pdf” is a PDF");
    expect(text).toContain("3 pages.");
    expect(text).toContain("“fake.png” is an HTML page");
    expect(text).toContain("It was sent as image/png, but its bytes say otherwise");
    expect(text).toContain("“logo.svg” is an SVG drawing");
    expect(text).toContain("It contains script, which I did not run or render.");
    expect(text).toContain("“empty.png” is empty (0 bytes).");
    expect(text).not.toMatch(/alert|evil|<script|onload/);
  });

  it("a file name cannot inject markdown or controls; at most 20 attachments are read", () => {
    const [fact] = attachmentFacts([part("image", png(1, 1), "image/png", "x](javascript:alert(1))\u202e\ngpj.exe")]).facts;
    expect(fact!.name).toBe("xjavascript:alert1  gpj.exe");
    const many = Array.from({ length: 50 }, () => part("image", png(2, 2), "image/png"));
    const { facts, more } = attachmentFacts(many);
    expect([facts.length, more]).toEqual([20, 30]);
    expect(describeAttachments(many)).toContain("30 more attachments I did not read (at most 20 per message).");
  });
});

describe("the agent", () => {
  let ctx: Awaited<ReturnType<typeof startAgent>>;
  let hits = 0;
  const bait = createServer((_req, res) => (hits++, res.end("secret")));
  let baitUrl = "";
  beforeAll(async () => {
    ctx = await startAgent();
    await new Promise<void>((r) => bait.listen(0, "127.0.0.1", r));
    baitUrl = `http://127.0.0.1:${(bait.address() as AddressInfo).port}/internal/admin.png`;
  });
  afterAll(async () => {
    await ctx.agent.close();
    await new Promise((r) => bait.close(r));
  });

  const say = (events: Ev[], type: string) => events.filter((e) => e.type === type).map((e) => e.delta).join("");
  const userWith = (content: unknown[]) => ({ id: `u-${Math.random()}`, role: "user", content });

  it("advertises image and PDF input", async () => {
    const caps = await (await fetch(`${ctx.origin}/agent/capabilities`)).json();
    expect(caps.multimodal).toEqual({ input: { image: true, pdf: true } });
  });

  it("describes an image and a PDF in its reasoning and answer, without a provider", async () => {
    const { events } = await run(
      ctx.url,
      input([userWith([{ type: "text", text: "What are these?" }, { type: "image", source: { type: "data", value: b64(jpeg(1920, 1080)), mimeType: "image/jpeg" }, metadata: { filename: "photo.jpg" } }, { type: "document", source: { type: "data", value: b64(pdf(2)), mimeType: "application/pdf" }, metadata: { filename: "a.pdf" } }])]),
    );
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
    expect(say(events, "REASONING_MESSAGE_CONTENT")).toContain("**Looking at 2 attachments**");
    const answer = say(events, "TEXT_MESSAGE_CONTENT");
    expect(answer).toContain("“photo.jpg” is a JPEG image");
    expect(answer).toContain("1920 × 1080 px");
    expect(answer).toContain("“a.pdf” is a PDF");
    expect(answer).toContain("2 pages.");
  });

  it("never fetches a URL (a private address here) nor resolves a file handle, and says how an agent should", async () => {
    const { events } = await run(
      ctx.url,
      input([userWith([{ type: "image", source: { type: "url", value: baitUrl, mimeType: "image/png" } }, { type: "document", source: { type: "file", value: "file-abc", provider: "openai" } }])]),
    );
    const answer = say(events, "TEXT_MESSAGE_CONTENT");
    expect(answer).toContain("I do not fetch URLs: an agent that does should fetch only from an allow-list of hosts over HTTPS");
    expect(answer).toContain("refuse private, loopback and link-local addresses");
    expect(answer).toContain("Handles are opaque");
    expect(answer).not.toContain(baitUrl);
    expect(answer).not.toContain("file-abc");
    await new Promise((r) => setTimeout(r, 50));
    expect(hits).toBe(0);
  });

  it("a body over the limit (a huge base64) is refused with 413 before it is read whole; the agent keeps serving", async () => {
    const huge = "A".repeat(2 * 1024 * 1024);
    const res = await fetch(ctx.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input([userWith([{ type: "image", source: { type: "data", value: huge, mimeType: "image/png" } }])])) });
    expect(res.status).toBe(413);
    const { events } = await run(ctx.url, input([userWith([{ type: "image", source: { type: "data", value: b64(gif(3, 4)), mimeType: "image/gif" } }])]));
    expect(say(events, "TEXT_MESSAGE_CONTENT")).toContain("3 × 4 px");
  });

  it("a malformed part is named, not crashed on; a later text-only turn runs its usual scenario", async () => {
    const { events } = await run(ctx.url, input([userWith([{ type: "image", source: { type: "data", value: "<<<", mimeType: "image/png" } }])]));
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
    expect(say(events, "TEXT_MESSAGE_CONTENT")).toContain("is not a valid AG-UI content part (base64)");
    const next = await run(ctx.url, input([userWith([{ type: "image", source: { type: "data", value: b64(png(1, 1)), mimeType: "image/png" } }]), { id: "u-2", role: "user", content: "tool" }]));
    expect(next.events.some((e) => e.type === "TOOL_CALL_START")).toBe(true);
  });
});
