import { attachmentsOf } from "../attachments/attachmentsOf";
import type { AttachmentKind } from "../protocol/contentParts";
import { PART_METADATA } from "../protocol/contentParts";
import type { Message } from "../types";

/**
 * One attachment as an export lists it: where it was (`messageId`, `index` in the message's `content`), what it
 * is (`kind`, `name`, `mimeType`, `size` in bytes when known) and how its bytes travelled (`source`: `data`
 * inline, `url`, or a provider's `file` handle) — never the bytes, the URL or the handle themselves.
 */
export interface ExportedAttachment {
  messageId: string;
  index: number;
  kind: AttachmentKind;
  name?: string;
  mimeType?: string;
  size?: number;
  source: "data" | "url" | "file";
}

type Json = Record<string, unknown>;

/** The listing of a message's attachments (see {@link ExportedAttachment}); `[]` for string content. */
export function listAttachments(message: Message): ExportedAttachment[] {
  return attachmentsOf(message).map((a) => ({
    messageId: a.messageId,
    index: a.index,
    kind: a.kind,
    ...(a.name !== undefined && { name: a.name }),
    ...(a.mimeType !== undefined && { mimeType: a.mimeType }),
    ...(a.size !== undefined && { size: a.size }),
    source: a.source.type,
  }));
}

/**
 * A user or tool message's parts as exported, rebuilt field by field: text parts `{ type, text }`; media parts
 * only with `data` (`{ type, id?, source: { type, value, mimeType?, provider? }, metadata: { filename?, size? } }`
 * — the part's other metadata is never written), else left out (the export's `attachments` list names them).
 * Malformed parts (none reach the store, but a restored thread may predate the check) are left out.
 */
export function exportParts(content: readonly unknown[], data: boolean): Json[] {
  const out: Json[] = [];
  for (const raw of content) {
    if (typeof raw !== "object" || raw === null) continue;
    const part = raw as Json;
    if (part.type === "text") {
      if (typeof part.text === "string") out.push({ type: "text", text: part.text });
      continue;
    }
    const source = part.source as Json | undefined;
    if (!data || typeof source !== "object" || source === null || typeof source.value !== "string") continue;
    const meta = (typeof part.metadata === "object" && part.metadata !== null ? part.metadata : {}) as Json;
    const metadata: Json = {};
    if (typeof meta[PART_METADATA.filename] === "string") metadata[PART_METADATA.filename] = meta[PART_METADATA.filename];
    if (typeof meta[PART_METADATA.size] === "number") metadata[PART_METADATA.size] = meta[PART_METADATA.size];
    out.push({
      type: part.type,
      ...(typeof part.id === "string" && { id: part.id }),
      source: {
        type: source.type,
        value: source.value,
        ...(typeof source.mimeType === "string" && { mimeType: source.mimeType }),
        ...(typeof source.provider === "string" && { provider: source.provider }),
      },
      ...(Object.keys(metadata).length > 0 && { metadata }),
    });
  }
  return out;
}

/** `12 KB`-style size for the markdown line (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let n = bytes / 1024;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) (n /= 1024), i++;
  return `${n >= 10 ? Math.round(n) : n.toFixed(1)} ${units[i]}`;
}

/** A name or type as inert markdown text: control characters become spaces, markdown punctuation is escaped. */
const inert = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/[\\`*_{}[\]()<>#!|~]/g, (c) => `\\${c}`);

/** What the markdown's attachment line names: `chart.png (image/png, 12 KB)` (markdown-inert: a name cannot make a link). */
export function describeAttachment(a: ExportedAttachment): string {
  const details = [a.mimeType ?? a.kind, a.size !== undefined ? formatBytes(a.size) : ""].filter(Boolean).map(inert).join(", ");
  return `${inert(a.name ?? a.kind)} (${details})`;
}
