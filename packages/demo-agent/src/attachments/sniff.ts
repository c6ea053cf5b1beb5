/**
 * What bytes really are, from their first bytes (never from the declared type or the file name), and the
 * facts the demo agent reports about them: image dimensions from the PNG / GIF / WebP / JPEG headers and a PDF's
 * page count, each read within a fixed bound so a hostile file costs at most that much.
 */

/** The kinds of content the demo agent recognises by their magic bytes. */
export type SniffedType = "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "application/pdf" | "image/svg+xml" | "text/html" | "unknown";

/** How far into a JPEG the size marker (SOFn) is looked for, bytes (EXIF and ICC segments come first). */
export const JPEG_SCAN_BYTES = 512 * 1024;
/** How much of a PDF is scanned for page objects, bytes. */
export const PDF_SCAN_BYTES = 8 * 1024 * 1024;
/** How much of a text-looking file is read to tell SVG / HTML and find a script, bytes. */
const TEXT_SCAN_BYTES = 64 * 1024;

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

/** The type the first bytes say, whatever was declared. */
export function sniff(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  const head = Buffer.from(bytes.subarray(0, TEXT_SCAN_BYTES)).toString("latin1").replace(/^\uFEFF|^\xEF\xBB\xBF/, "").trimStart().toLowerCase();
  // an XML prolog, comments or a doctype may come first: SVG when the text starts as markup and has an <svg> root
  if ((head.startsWith("<svg") || head.startsWith("<?xml") || head.startsWith("<!--") || head.startsWith("<!doctype svg")) && /<svg[\s>]/.test(head)) return "image/svg+xml";
  if (/^(<!doctype html|<html|<head|<body|<script)/.test(head)) return "text/html";
  return "unknown";
}

/** Whether an SVG or HTML text carries script (a `<script` element, an `on…=` handler or a `javascript:` URL). */
export function hasScript(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.subarray(0, TEXT_SCAN_BYTES)).toString("latin1").toLowerCase();
  return /<script[\s>]|\son[a-z]+\s*=|javascript:/.test(text);
}

/** Width and height in pixels from the image's header, or `undefined` when the header is cut or malformed. */
export function imageSize(bytes: Uint8Array, type: SniffedType): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ok = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);
  try {
    switch (type) {
      case "image/png":
        return ascii(bytes, 12, 16) === "IHDR" ? ok(view.getUint32(16), view.getUint32(20)) : undefined;
      case "image/gif":
        return ok(view.getUint16(6, true), view.getUint16(8, true));
      case "image/webp": {
        const chunk = ascii(bytes, 12, 16);
        const u24 = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
        if (chunk === "VP8X") return ok(1 + u24(24), 1 + u24(27));
        if (chunk === "VP8L" && bytes[20] === 0x2f) {
          const bits = view.getUint32(21, true);
          return ok(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
        }
        if (chunk === "VP8 " && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return ok(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
        return undefined;
      }
      case "image/jpeg":
        return jpegSize(bytes, view);
      default:
        return undefined;
    }
  } catch {
    return undefined; // a header cut short: reading past the end
  }
}

/** Walks JPEG segments (bounded by {@link JPEG_SCAN_BYTES}) to the first SOFn marker. */
function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  const end = Math.min(bytes.length, JPEG_SCAN_BYTES);
  let at = 2;
  while (at + 9 < end) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/**
 * A PDF's page count from a bounded scan (the first {@link PDF_SCAN_BYTES}): the number of `/Type /Page`
 * objects, else the largest `/Count` of a `/Type /Pages` node (pages kept in compressed object streams are
 * not visible to a scan); `undefined` when neither is found.
 */
export function pdfPageCount(bytes: Uint8Array): number | undefined {
  const text = Buffer.from(bytes.subarray(0, PDF_SCAN_BYTES)).toString("latin1");
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  let count: number | undefined;
  for (const m of text.matchAll(/\/Count\s+(\d{1,7})/g)) count = Math.max(count ?? 0, Number(m[1]));
  return count;
}
