import type { AttachmentAccept, AttachmentKind, ComposerAttachmentsOptions } from "./types";

/** Image types every provider bridge takes as an image part (SVG, HEIC, TIFF are not among them: they go as files). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
const KINDS: readonly AttachmentKind[] = ["image", "audio", "video", "pdf", "file"];

/** The kinds the composer accepts: `capabilities.multimodal.input`, then the app's `accept` key by key. */
export function acceptedKinds(options: Pick<ComposerAttachmentsOptions, "capabilities" | "accept"> | undefined): Set<AttachmentKind> {
  const merged: AttachmentAccept = { ...(options?.capabilities?.multimodal?.input ?? {}) };
  for (const [k, v] of Object.entries(options?.accept ?? {})) if (v !== undefined) merged[k as AttachmentKind] = v;
  return new Set(KINDS.filter((k) => merged[k] === true));
}

/** The kind a content type is sent as. */
export function kindOf(mimeType: string): AttachmentKind {
  const t = mimeType.toLowerCase();
  if ((IMAGE_TYPES as readonly string[]).includes(t)) return "image";
  if (t === "application/pdf") return "pdf";
  if (t.startsWith("audio/")) return "audio";
  if (t.startsWith("video/")) return "video";
  return "file";
}

/** The file picker's `accept` attribute for the kinds (`undefined`: anything, `file` is among them). */
export function acceptAttribute(kinds: ReadonlySet<AttachmentKind>): string | undefined {
  if (kinds.has("file")) return undefined;
  const out: string[] = [];
  if (kinds.has("image")) out.push(...IMAGE_TYPES);
  if (kinds.has("audio")) out.push("audio/*");
  if (kinds.has("video")) out.push("video/*");
  if (kinds.has("pdf")) out.push("application/pdf", ".pdf");
  return out.join(",");
}
