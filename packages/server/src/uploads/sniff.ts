/**
 * Content sniffing of uploads against the declared `Content-Type` (issue 38: "a `.png` that is HTML is refused").
 * Binary types are checked by their magic bytes (WHATWG MIME Sniffing §6 signatures); text types must be UTF-8 with
 * no NUL byte. Only the types listed here can be stored: anything else is `415`.
 */

type Magic = (head: Uint8Array) => boolean;

const at = (head: Uint8Array, offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
const ascii = (head: Uint8Array, offset: number, text: string) => at(head, offset, ...Array.from(text, (c) => c.charCodeAt(0)));

const png: Magic = (h) => at(h, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg: Magic = (h) => at(h, 0, 0xff, 0xd8, 0xff);
const gif: Magic = (h) => ascii(h, 0, "GIF87a") || ascii(h, 0, "GIF89a");
const webp: Magic = (h) => ascii(h, 0, "RIFF") && ascii(h, 8, "WEBP");
const pdf: Magic = (h) => ascii(h, 0, "%PDF-");
const mp3: Magic = (h) => ascii(h, 0, "ID3") || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0);
const wav: Magic = (h) => ascii(h, 0, "RIFF") && ascii(h, 8, "WAVE");
const ogg: Magic = (h) => ascii(h, 0, "OggS");
const flac: Magic = (h) => ascii(h, 0, "fLaC");
const ebml: Magic = (h) => at(h, 0, 0x1a, 0x45, 0xdf, 0xa3); // WebM / Matroska
const isoBmff: Magic = (h) => ascii(h, 4, "ftyp"); // MP4, M4A, MOV
const adts: Magic = (h) => h[0] === 0xff && ((h[1] ?? 0) & 0xf6) === 0xf0;

/** Declared type → the magic its first bytes must show. */
const BINARY: Record<string, Magic> = {
  "image/png": png,
  "image/jpeg": jpeg,
  "image/gif": gif,
  "image/webp": webp,
  "application/pdf": pdf,
  "audio/mpeg": mp3,
  "audio/wav": wav,
  "audio/x-wav": wav,
  "audio/wave": wav,
  "audio/ogg": ogg,
  "audio/flac": flac,
  "audio/webm": ebml,
  "audio/mp4": isoBmff,
  "audio/aac": adts,
  "video/mp4": isoBmff,
  "video/quicktime": isoBmff,
  "video/webm": ebml,
  "video/ogg": ogg,
};

/** Text types: UTF-8, no NUL. Served with `charset=utf-8` and `nosniff`, so a browser never runs them as HTML. */
const TEXT = new Set(["text/plain", "text/markdown", "text/csv", "application/json"]);

/** Every media type the upload route can store by default (SVG only when the app allows it, served as a download). */
export const SNIFFABLE_TYPES: readonly string[] = [...Object.keys(BINARY), ...TEXT];

/** The bytes needed to decide a binary type. */
const HEAD_BYTES = 16;

/** `"image/PNG; x=1"` → `"image/png"`; `""` when there is none. */
export function normalizeMediaType(value: string | null): string {
  return (value ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * A checker fed the body's chunks in order: `push` and `end` return `false` as soon as the bytes contradict
 * `mimeType` (the upload is refused `422 content_mismatch` then, before more is read). `mimeType` must be one of
 * {@link SNIFFABLE_TYPES} or `image/svg+xml`.
 */
export function contentChecker(mimeType: string): { push(chunk: Uint8Array): boolean; end(): boolean } {
  const magic = BINARY[mimeType];
  if (magic) {
    let head = new Uint8Array(0);
    let decided: boolean | undefined;
    const decide = () => (decided = magic(head));
    return {
      push(chunk) {
        if (decided !== undefined) return decided;
        const next = new Uint8Array(head.byteLength + Math.min(chunk.byteLength, HEAD_BYTES));
        next.set(head);
        next.set(chunk.subarray(0, HEAD_BYTES), head.byteLength);
        head = next;
        return head.byteLength >= HEAD_BYTES ? decide() : true;
      },
      end: () => decided ?? decide(),
    };
  }
  // text (and SVG, which is XML text): UTF-8 through a streaming decoder, no NUL; SVG must also start as markup
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let ok = true;
  let start = "";
  const feed = (chunk: Uint8Array | undefined) => {
    if (!ok) return false;
    try {
      const text = chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      if (text.includes("\u0000")) ok = false;
      if (start.length < 64) start += text.slice(0, 64);
    } catch {
      ok = false;
    }
    return ok;
  };
  return {
    push: (chunk) => feed(chunk),
    end: () => feed(undefined) && (mimeType !== "image/svg+xml" || /^\uFEFF?\s*</.test(start)),
  };
}
