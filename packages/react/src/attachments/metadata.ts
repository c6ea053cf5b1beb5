import { REASONING_UI_METADATA_KEY } from "@reasoning-ui/core";

/** The key of a media part's `metadata` the composer writes the file's facts under (`metadata.reasoningUi.attachment`). */
export const ATTACHMENT_METADATA_KEY = REASONING_UI_METADATA_KEY;

/** What the composer records about a file on its part (`metadata.reasoningUi.attachment`): shown by the list, never needed by an agent. */
export interface AttachmentMetadata {
  /** The file's name as the user's system gave it. */
  name: string;
  /** Bytes. */
  size: number;
  /** Image width and height, pixels (from the header). */
  width?: number;
  height?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The facts a part's `metadata` carries about its file: the composer's `metadata.reasoningUi.attachment`, else the
 * common `filename` / `name` keys other producers write. Malformed metadata gives `{}`; never throws.
 */
export function attachmentMetadataOf(metadata: unknown): Partial<AttachmentMetadata> {
  if (!isRecord(metadata)) return {};
  const ours = isRecord(metadata[ATTACHMENT_METADATA_KEY]) ? (metadata[ATTACHMENT_METADATA_KEY] as Record<string, unknown>).attachment : undefined;
  const src = isRecord(ours) ? ours : metadata;
  const name = typeof src.name === "string" ? src.name : typeof src.filename === "string" ? src.filename : undefined;
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined);
  const out: Partial<AttachmentMetadata> = {};
  if (name) out.name = name.slice(0, 255);
  const size = num(src.size);
  if (size !== undefined) out.size = size;
  const width = num(src.width);
  const height = num(src.height);
  if (width && height) Object.assign(out, { width, height });
  return out;
}
