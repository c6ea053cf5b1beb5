import { IMAGE_TYPES, kindOf } from "./accept";
import { attachmentMetadataOf } from "./metadata";
import { isMarkupType } from "./sniff";
import type { AttachmentKind } from "./types";

/** A media part of a message as the list shows it. */
export interface ShownAttachment {
  /** Position of the part in the message's content (a stable key). */
  index: number;
  /** The part's type: image | audio | video | document. */
  partType: "image" | "audio" | "video" | "document";
  kind: AttachmentKind;
  name: string;
  mimeType: string | undefined;
  size: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /**
   * What a browser element may load: a `data:` URL of inline bytes, or an `http(s):` / `blob:` / same-origin URL —
   * only for types shown inline (raster images, audio, video). `undefined` for a provider's file handle (never
   * fetched), markup (an SVG is never rendered), other documents and any other URL scheme (`javascript:`, …).
   */
  src: string | undefined;
  /** A link to open the document (a URL source with `http(s):` / same-origin), else `undefined`. */
  href: string | undefined;
  source: "data" | "url" | "file";
  /**
   * Its bytes are not shown nor linked here, and the chip says so: a provider's file handle, markup (an SVG, HTML),
   * a URL of another scheme, or media that cannot be shown. A document sent inline (a PDF's bytes) is not withheld:
   * its chip with name, kind and size is how a document is shown.
   */
  withheld: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const SAFE_BASE64 = /^[A-Za-z0-9+/=\s]*$/;

/** A URL a browser element may load (`http:`, `https:`, `blob:`, relative); never `javascript:` and the like. */
function safeUrl(value: string): string | undefined {
  try {
    const url = new URL(value, globalThis.location?.href ?? "http://localhost/");
    return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "blob:" ? value : undefined;
  } catch {
    return undefined;
  }
}

const shownInline = (kind: AttachmentKind, mime: string | undefined) =>
  mime === undefined ? kind === "image" || kind === "audio" || kind === "video" : (IMAGE_TYPES as readonly string[]).includes(mime) || /^(audio|video)\//.test(mime);

/**
 * The media parts of a message's `content` (AG-UI 1.0 `ContentPart[]`) as the list shows them, in order; text parts
 * and malformed parts are skipped (lenient: what can be shown is shown). Never throws.
 */
export function shownAttachments(content: unknown): ShownAttachment[] {
  if (!Array.isArray(content)) return [];
  const out: ShownAttachment[] = [];
  content.forEach((part: unknown, index) => {
    if (!isRecord(part) || !isRecord(part.source)) return;
    const partType = part.type;
    if (partType !== "image" && partType !== "audio" && partType !== "video" && partType !== "document") return;
    const source = part.source;
    const sourceType = source.type;
    if ((sourceType !== "data" && sourceType !== "url" && sourceType !== "file") || typeof source.value !== "string") return;
    const mimeType = typeof source.mimeType === "string" ? source.mimeType.toLowerCase() : undefined;
    const kind: AttachmentKind = partType === "document" ? (mimeType ? (kindOf(mimeType) === "pdf" ? "pdf" : "file") : "file") : partType;
    const meta = attachmentMetadataOf(part.metadata);
    const markup = mimeType !== undefined && isMarkupType(mimeType);
    let src: string | undefined;
    let href: string | undefined;
    if (!markup && sourceType === "data" && mimeType && shownInline(kind, mimeType) && SAFE_BASE64.test(source.value.slice(0, 4096))) src = `data:${mimeType};base64,${source.value}`;
    if (!markup && sourceType === "url") {
      const url = safeUrl(source.value);
      if (shownInline(kind, mimeType)) src = url;
      else href = url;
    }
    let fallbackName = "";
    if (sourceType === "url") {
      const last = source.value.split(/[?#]/)[0]!.split("/").pop() || "";
      try {
        fallbackName = decodeURIComponent(last);
      } catch {
        fallbackName = last;
      }
    }
    const withheld = !src && !href && !(sourceType === "data" && partType === "document" && !markup);
    out.push({ index, partType, kind, name: meta.name ?? (fallbackName.slice(0, 255) || partType), mimeType, size: meta.size, width: meta.width, height: meta.height, src, href, source: sourceType, withheld });
  });
  return out;
}

/** The message's `content` holds at least one media part (cheap: what the list checks before loading the part that shows them). */
export const hasMediaParts = (content: unknown): boolean => Array.isArray(content) && content.some((p) => isRecord(p) && p.type !== "text");
