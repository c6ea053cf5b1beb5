/**
 * What a file's first bytes say it is — never its name or declared type — and an image's width and height read
 * from its header (PNG IHDR, GIF screen, WebP VP8/VP8L/VP8X, JPEG SOFn), so a 20,000 × 20,000 px image is refused
 * before anything decodes it. Reads at most {@link SNIFF_BYTES} of the file.
 */
export interface Sniffed {
  /** The sniffed content type, or `undefined` when the bytes match no signature this module knows. */
  mimeType: string | undefined;
  /** Markup a browser would run or render as a page (HTML, SVG, XML with script): never shown inline. */
  markup: boolean;
  width?: number | undefined;
  height?: number | undefined;
}

/** How much of a file sniffing reads (JPEG's size marker may follow an EXIF block of up to 64 KiB). */
export const SNIFF_BYTES = 128 * 1024;

const ascii = (b: Uint8Array, at: number, s: string) => {
  if (b.length < at + s.length) return false;
  for (let i = 0; i < s.length; i++) if (b[at + i] !== s.charCodeAt(i)) return false;
  return true;
};
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

const MARKUP = /^\s*(?:<\?xml|<!doctype\s+html|<html|<head|<body|<script|<svg|<iframe|<!--|<meta|<a\s|<div|<img|<style|<title|<p[\s>])/i;

function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8), DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/** Sniffs `bytes` (a file's first bytes). Pure; exported for tests. */
export function sniffBytes(b: Uint8Array): Sniffed {
  const none = { markup: false };
  if (ascii(b, 0, "\x89PNG\r\n\x1a\n")) return { ...none, mimeType: "image/png", width: b.length >= 24 ? u32be(b, 16) : undefined, height: b.length >= 24 ? u32be(b, 20) : undefined };
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { ...none, mimeType: "image/jpeg", ...jpegSize(b) };
  if (ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a")) return { ...none, mimeType: "image/gif", width: u16le(b, 6), height: u16le(b, 8) };
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) {
    let size: { width: number; height: number } | undefined;
    if (ascii(b, 12, "VP8X") && b.length >= 30) size = { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    else if (ascii(b, 12, "VP8 ") && b.length >= 30) size = { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    else if (ascii(b, 12, "VP8L") && b.length >= 25) {
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return { ...none, mimeType: "image/webp", ...size };
  }
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WAVE")) return { ...none, mimeType: "audio/wav" };
  if (ascii(b, 0, "%PDF-")) return { ...none, mimeType: "application/pdf" };
  if (ascii(b, 0, "OggS")) return { ...none, mimeType: "audio/ogg" };
  if (ascii(b, 0, "fLaC")) return { ...none, mimeType: "audio/flac" };
  if (ascii(b, 0, "ID3") || (b[0] === 0xff && b.length > 1 && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0)) return { ...none, mimeType: "audio/mpeg" };
  if (ascii(b, 4, "ftyp")) {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (/^(heic|heix|heim|heis|mif1|msf1)$/.test(brand)) return { ...none, mimeType: "image/heic" };
    if (/^avi[fs]$/.test(brand)) return { ...none, mimeType: "image/avif" };
    return { ...none, mimeType: brand.startsWith("M4A") ? "audio/mp4" : brand === "qt  " ? "video/quicktime" : "video/mp4" };
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { ...none, mimeType: "video/webm" };
  if (ascii(b, 0, "PK\x03\x04")) return { ...none, mimeType: "application/zip" };
  // Text: the head decoded leniently; markup is what a browser would render as a page or run.
  const head = new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, 1024)).replace(/^\uFEFF/, "");
  if (MARKUP.test(head)) {
    const svg = /<svg[\s>]/i.test(head);
    return { mimeType: svg ? "image/svg+xml" : /^\s*<\?xml/i.test(head) ? "application/xml" : "text/html", markup: true };
  }
  return { ...none, mimeType: undefined };
}

/** Reads the head of `file` and sniffs it. Never rejects: an unreadable file sniffs as unknown (`undefined`). */
export async function sniffFile(file: Blob): Promise<Sniffed | undefined> {
  try {
    const head = file.slice(0, SNIFF_BYTES);
    const bytes =
      typeof head.arrayBuffer === "function"
        ? await head.arrayBuffer()
        : // environments whose Blob has no arrayBuffer() (older engines, jsdom)
          await new Promise<ArrayBuffer>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as ArrayBuffer);
            reader.onerror = () => reject(reader.error);
            reader.readAsArrayBuffer(head);
          });
    return sniffBytes(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

/** Content types whose bytes are text a browser may render as a page or run (never shown inline; refused when declared as something else). */
export const isMarkupType = (t: string) => /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml)$/i.test(t);
