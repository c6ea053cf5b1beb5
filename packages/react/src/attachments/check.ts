import { kindOf } from "./accept";
import { isMarkupType, type Sniffed } from "./sniff";
import type { AttachmentKind, AttachmentRefusalReason } from "./types";

/** The limits a file is checked against (bytes, pixels). */
export interface AttachmentLimits {
  maxFileBytes: number;
  maxImagePixels: number;
}

/** A file's verdict: the type and kind it is sent as, or why it is refused. */
export type CheckResult = { ok: true; mimeType: string; kind: AttachmentKind } | { ok: false; reason: AttachmentRefusalReason; limit?: number };

const family = (t: string) => (t === "application/pdf" ? "pdf" : t.split("/")[0]!);
const MEDIA_FAMILIES = new Set(["image", "audio", "video", "pdf"]);

/** Checks before any byte is read: empty, too large. */
export function checkSize(size: number, limits: AttachmentLimits): CheckResult | undefined {
  if (size === 0) return { ok: false, reason: "empty" };
  if (size > limits.maxFileBytes) return { ok: false, reason: "too-large", limit: limits.maxFileBytes };
  return undefined;
}

/**
 * Decides what a file is from its sniffed head against its declared type, and whether it may be attached:
 * - markup (HTML, SVG, XML) declared as anything else is refused (`mismatch`: a `.png` that is HTML);
 * - a file declared as an image, audio, video or PDF must sniff as that family (a different subtype of the same
 *   family is sent as what it is: a JPEG named `.png` goes as `image/jpeg`);
 * - the kind must be accepted (`type`); an image must fit `maxImagePixels` by its header (`pixels`).
 */
export function checkContent(declaredType: string, sniffed: Sniffed | undefined, kinds: ReadonlySet<AttachmentKind>, limits: AttachmentLimits): CheckResult {
  if (!sniffed) return { ok: false, reason: "unreadable" };
  const declared = declaredType.toLowerCase().split(";")[0]!.trim();
  let mimeType: string;
  if (sniffed.markup) {
    // Markup is only ever what it says it is (never shown inline: a chip).
    if (!declared || !isMarkupType(declared)) return { ok: false, reason: "mismatch" };
    mimeType = declared;
  } else if (sniffed.mimeType) {
    const s = family(sniffed.mimeType);
    const d = declared ? family(declared) : undefined;
    // A WebM / MP4 container holding only sound is declared audio: trust the declaration within containers.
    const container = (sniffed.mimeType === "video/webm" || sniffed.mimeType === "video/mp4") && d === "audio";
    if (d && MEDIA_FAMILIES.has(d) && d !== s && !container) return { ok: false, reason: "mismatch" };
    mimeType = container ? declared : MEDIA_FAMILIES.has(s) || !declared ? sniffed.mimeType : declared;
  } else {
    // Bytes with no known signature (plain text, CSV, JSON, an unknown binary): fine as a file, never as media.
    if (declared && kindOf(declared) !== "file") return { ok: false, reason: "mismatch" };
    if (declared && MEDIA_FAMILIES.has(family(declared))) return { ok: false, reason: "mismatch" };
    mimeType = declared || "application/octet-stream";
  }
  const kind = kindOf(mimeType);
  if (!kinds.has(kind)) return { ok: false, reason: "type" };
  if (kind === "image" && sniffed.width && sniffed.height && sniffed.width * sniffed.height > limits.maxImagePixels) {
    return { ok: false, reason: "pixels", limit: limits.maxImagePixels };
  }
  return { ok: true, mimeType, kind };
}
