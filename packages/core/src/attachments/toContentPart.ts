import type { ContentPart, DataSource, FileSource, PartSource, UrlSource } from "@ag-ui/core";
import { PART_METADATA, base64ByteLength, kindOfMimeType, partTypeOfKind, type AttachmentKind } from "../protocol/contentParts";
import type { MediaPart } from "./types";

/** What {@link toContentPart} builds a part from. */
export interface ContentPartInput {
  /** Where the bytes are: {@link dataSource}, {@link urlSource} or {@link fileSource} (or a literal AG-UI `PartSource`). */
  source: PartSource;
  /** The attachment's kind; default: from the source's `mimeType` (`kindOfMimeType`), `file` when it has none. */
  kind?: AttachmentKind | undefined;
  /** The person's file name, written to `metadata.filename` (a base name: any path before `/` or `\` is dropped). */
  name?: string | undefined;
  /** Size in bytes of the original file, written to `metadata.size` (for inline data: default, the decoded size). */
  size?: number | undefined;
  /** The part's `id` (optional in AG-UI 1.0). */
  id?: string | undefined;
  /** More part metadata, merged under the kit's `filename` / `size`. */
  metadata?: Record<string, unknown> | undefined;
}

/** Inline bytes: `{ type: "data", value, mimeType }` (`value` base64, standard alphabet). */
export function dataSource(value: string, mimeType: string): DataSource {
  return { type: "data", value, mimeType };
}

/** Bytes by URL: `{ type: "url", value, mimeType? }` (an uploaded file's URL, e.g. from `@reasoning-ui/server`'s upload route). */
export function urlSource(value: string, mimeType?: string): UrlSource {
  return mimeType === undefined ? { type: "url", value } : { type: "url", value, mimeType };
}

/** A provider's handle: `{ type: "file", value, provider?, mimeType? }` (opaque: the kit never fetches or parses it). */
export function fileSource(value: string, options: { provider?: string | undefined; mimeType?: string | undefined } = {}): FileSource {
  return {
    type: "file",
    value,
    ...(options.provider !== undefined && { provider: options.provider }),
    ...(options.mimeType !== undefined && { mimeType: options.mimeType }),
  };
}

const baseName = (name: string) => name.split(/[\\/]/).pop()!.slice(0, 255);

/**
 * Builds an AG-UI 1.0 media part from a source and what is known of the file: `type` from `kind` (`document`
 * and `file` → `"document"`), `metadata.filename` / `metadata.size` when known. Pure; never reads the bytes
 * (an inline size is computed from the base64 length).
 *
 * @example
 * toContentPart({ source: dataSource(base64, "image/png"), name: "chart.png" });
 * // → { type: "image", source: { type: "data", value: base64, mimeType: "image/png" }, metadata: { filename: "chart.png", size: 5120 } }
 * toContentPart({ source: urlSource("https://files.example/u/1", "application/pdf"), name: "contract.pdf", size: 48213 });
 * // → { type: "document", source: { type: "url", … }, metadata: { filename: "contract.pdf", size: 48213 } }
 */
export function toContentPart(input: ContentPartInput): MediaPart {
  const kind = input.kind ?? kindOfMimeType(input.source.mimeType);
  const size = input.size ?? (input.source.type === "data" ? base64ByteLength(input.source.value) : undefined);
  const metadata: Record<string, unknown> = {
    ...input.metadata,
    ...(input.name !== undefined && input.name !== "" && { [PART_METADATA.filename]: baseName(input.name) }),
    ...(size !== undefined && Number.isInteger(size) && size >= 0 && { [PART_METADATA.size]: size }),
  };
  return {
    type: partTypeOfKind(kind),
    ...(input.id !== undefined && { id: input.id }),
    source: input.source,
    ...(Object.keys(metadata).length > 0 && { metadata }),
  } as MediaPart;
}

/**
 * A user message's `content` from its text and parts: the text alone (a string) when there are no parts, else
 * `[{ type: "text", text }, ...parts]` (the text part omitted when the text is empty).
 *
 * @example
 * messageContent("What is in this chart?", [imagePart]); // [{ type: "text", text: "What is in this chart?" }, imagePart]
 */
export function messageContent(text: string, parts: readonly ContentPart[] = []): string | ContentPart[] {
  if (parts.length === 0) return text;
  return text === "" ? [...parts] : [{ type: "text", text }, ...parts];
}

/** The media parts of a message's `content` (every part that is not `text`), the same objects; `[]` for string content. */
export function mediaPartsOf(content: unknown): ContentPart[] {
  return Array.isArray(content) ? content.filter((part): part is ContentPart => typeof part === "object" && part !== null && (part as { type?: unknown }).type !== "text") : [];
}
