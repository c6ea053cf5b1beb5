/**
 * What the composer writes in a media part's `metadata` (the spec leaves it open): `filename` (the name the
 * person's file had, display only, never a path) and `size` (bytes) — the AI SDK's and OpenAI's names, as core's
 * `PART_METADATA` — and an image's `width` / `height` (pixels, from its header). Shown by the list; an agent needs none.
 */
export interface PartMetadata {
  filename: string;
  size: number;
  width?: number;
  height?: number;
}

/** What the list shows of a part's file: name, size, image size. */
export interface AttachmentMetadata {
  name: string;
  size: number;
  width?: number;
  height?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The facts a part's `metadata` carries about its file: `filename` (or `name`), `size`, `width` / `height`.
 * Malformed metadata gives `{}`; never throws.
 */
export function attachmentMetadataOf(metadata: unknown): Partial<AttachmentMetadata> {
  if (!isRecord(metadata)) return {};
  const src = metadata;
  const name = typeof src.filename === "string" ? src.filename : typeof src.name === "string" ? src.name : undefined;
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
