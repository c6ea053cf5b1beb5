import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createUtf8ChunkDecoder } from "../../src/transport/utf8Chunks";

/** The reference: one streaming TextDecoder over the same chunks. */
function streaming(chunks: Uint8Array[]): string {
  const d = new TextDecoder("utf-8");
  return chunks.map((c) => d.decode(c, { stream: true })).join("") + d.decode();
}

function ours(chunks: Uint8Array[]): string {
  const d = createUtf8ChunkDecoder();
  return chunks.map((c) => d.decode(c)).join("") + d.decode();
}

/** `bytes` cut at the given (sorted, deduplicated) offsets. */
function cut(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const points = [...new Set(at.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const p of points) (out.push(bytes.subarray(from, p)), (from = p));
  out.push(bytes.subarray(from));
  return out;
}

describe("createUtf8ChunkDecoder", () => {
  it("decodes valid text of every width, split at any byte, exactly as a streaming TextDecoder", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), fc.array(fc.nat(), { maxLength: 12 }), (text, at) => {
        const chunks = cut(new TextEncoder().encode(text), at);
        expect(ours(chunks)).toBe(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      }),
      { numRuns: 2000 },
    );
  }, 30_000); // 2,000 cases: seconds on a loaded machine

  it("turns invalid and truncated sequences into the same replacement characters as a streaming TextDecoder", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.array(fc.nat(), { maxLength: 8 }), (bytes, at) => {
        const chunks = cut(bytes, at);
        expect(ours(chunks)).toBe(streaming(chunks));
      }),
      { numRuns: 5000 },
    );
  });

  it("drops a BOM only at the very start of the stream, even when the BOM itself is split", () => {
    const bom = [0xef, 0xbb, 0xbf];
    const text = [...bom, 0x61, ...bom, 0x62];
    const d = createUtf8ChunkDecoder();
    expect([d.decode(Uint8Array.from(text.slice(0, 1))), d.decode(Uint8Array.from(text.slice(1, 4))), d.decode(Uint8Array.from(text.slice(4))), d.decode()].join("")).toBe("a\ufeffb");
  });

  it("takes an ArrayBuffer or any view as well as a Uint8Array", () => {
    const bytes = new TextEncoder().encode("héllo ✓");
    const d = createUtf8ChunkDecoder();
    const text = d.decode(bytes.buffer.slice(0, 3)) + d.decode(new DataView(bytes.buffer, 3, 5)) + d.decode(bytes.subarray(8)) + d.decode();
    expect(text).toBe("héllo ✓");
  });

  it("ends an unfinished character with one U+FFFD at the end of the stream", () => {
    const d = createUtf8ChunkDecoder();
    expect(d.decode(Uint8Array.from([0x61, 0xe2, 0x82]))).toBe("a");
    expect(d.decode()).toBe("\ufffd");
  });
});
