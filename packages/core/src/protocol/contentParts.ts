/**
 * AG-UI 1.0 content parts (`UserMessage.content: string | ContentPart[]`) as the kit's wire reads them: the
 * part kinds, the metadata names a part's file name and size travel under, the inline-size arithmetic and the
 * shape check every reader (the client's store, the agent bridges, the demo agent) applies. One home, imported
 * by client, agent and demo agent (docs/architecture.md, "Attachments").
 *
 * The part and source types themselves are `@ag-ui/core`'s (`ContentPart`, `TextPart`, `ImagePart`,
 * `AudioPart`, `VideoPart`, `DocumentPart`, `PartSource` = `DataSource | UrlSource | FileSource`; re-exported by
 * `@reasoning-ui/core`). This entry depends on no package, so its functions take the structural shapes below,
 * which those types satisfy.
 */

/** A media part as these functions read it (any `@ag-ui/core` media part is one). */
export interface MediaPartShape {
  type: MediaPartType;
  source: { type: "data" | "url" | "file"; value: string; mimeType?: string | undefined };
  metadata?: unknown;
}

/**
 * What a person attached, as the UI and `AgentCapabilities.multimodal.input` speak of it: `image`, `audio`,
 * `video` (the parts of the same names), `document` (a `DocumentPart` holding a PDF: capability `pdf`) and
 * `file` (a `DocumentPart` of any other type: capability `file`, "files of a kind the other parts do not
 * cover").
 */
export type AttachmentKind = "image" | "audio" | "video" | "document" | "file";

/** Every {@link AttachmentKind}, in the order the UI lists them. */
export const ATTACHMENT_KINDS: readonly AttachmentKind[] = ["image", "audio", "video", "document", "file"];

/** The media `type`s of AG-UI 1.0 content parts (every part but `text`). */
export const MEDIA_PART_TYPES = ["image", "audio", "video", "document"] as const;

/** A media part's `type`. */
export type MediaPartType = (typeof MEDIA_PART_TYPES)[number];

/** The PDF media type: a document part of this type is kind `document`, any other document part is `file`. */
export const PDF_MIME_TYPE = "application/pdf";

/**
 * Names of the part-`metadata` fields the kit writes and reads on a media part (the spec leaves a part's
 * `metadata` unconstrained): `filename` (the name the person's file had, display only, never a path),
 * `size` (bytes of the original file, an integer ≥ 0). The names are the AI SDK's and OpenAI's (`filename`).
 */
export const PART_METADATA = { filename: "filename", size: "size" } as const;

/** The kind of a media type: `image/*`, `audio/*`, `video/*`, `application/pdf` → `document`, anything else (or none) → `file`. */
export function kindOfMimeType(mimeType: string | undefined): AttachmentKind {
  const type = (mimeType ?? "").trim().toLowerCase();
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("audio/")) return "audio";
  if (type.startsWith("video/")) return "video";
  if (type.split(";")[0]!.trim() === PDF_MIME_TYPE) return "document";
  return "file";
}

/** The content part `type` that carries an attachment of `kind` (`document` and `file` both travel as a `DocumentPart`). */
export function partTypeOfKind(kind: AttachmentKind): MediaPartType {
  return kind === "file" ? "document" : kind;
}

/**
 * The {@link AttachmentKind} of a media part: its `type`, except a `document` part whose source's `mimeType`
 * (or, absent, `metadata.filename`'s `.pdf` ending) is not PDF, which is `file`.
 */
export function attachmentKindOfPart(part: MediaPartShape): AttachmentKind {
  if (part.type !== "document") return part.type;
  const mime = part.source.mimeType;
  if (mime !== undefined) return kindOfMimeType(mime) === "document" ? "document" : "file";
  const name = partFilename(part);
  return name !== undefined && /\.pdf$/i.test(name) ? "document" : "file";
}

/** `metadata.filename` of a part when it is a non-empty string (at most 255 characters are kept), else `undefined`. */
export function partFilename(part: { metadata?: unknown }): string | undefined {
  const meta = part.metadata;
  if (typeof meta !== "object" || meta === null) return undefined;
  const name = (meta as Record<string, unknown>)[PART_METADATA.filename];
  return typeof name === "string" && name.length > 0 ? name.slice(0, 255) : undefined;
}

/**
 * The size in bytes of a part: `metadata.size` when it is a non-negative integer, else for an inline (`data`)
 * source the decoded length of its base64 `value` (computed from the string's length, nothing decoded), else
 * `undefined` (a URL or a provider's handle has no size the client can know).
 */
export function partSize(part: Pick<MediaPartShape, "source" | "metadata">): number | undefined {
  const meta = part.metadata;
  if (typeof meta === "object" && meta !== null) {
    const size = (meta as Record<string, unknown>)[PART_METADATA.size];
    if (typeof size === "number" && Number.isInteger(size) && size >= 0) return size;
  }
  return part.source.type === "data" ? base64ByteLength(part.source.value) : undefined;
}

/**
 * Decoded byte length of a base64 string, from its length and padding alone (O(1) in the value's size; ASCII
 * whitespace is not expected on the wire and is counted as data). Never throws.
 *
 * @example
 * base64ByteLength("aGVsbG8="); // 5
 */
export function base64ByteLength(value: string): number {
  const n = value.length;
  if (n === 0) return 0;
  const padding = value.endsWith("==") ? 2 : value.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((n * 3) / 4) - padding);
}

/** Why a content part is malformed ({@link checkContentPart}): the token the diagnostic `invalid_content_part` carries. */
export type ContentPartProblem =
  | "not_object"
  | "unknown_type"
  | "text"
  | "source"
  | "source_type"
  | "source_value"
  | "mime_type"
  | "base64"
  | "id"
  | "provider";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Checks one content part against AG-UI 1.0 (`@ag-ui/core`'s `ContentPart`): `text` parts need a string
 * `text`; media parts (`image`, `audio`, `video`, `document`) a `source` that is `{ type: "data", value, mimeType }`
 * (a base64 value: standard or URL-safe alphabet, length a multiple of 4 when padded), `{ type: "url", value,
 * mimeType? }` or `{ type: "file", value, provider?, mimeType? }`; `id` when present is a string. Returns the
 * problem, or `undefined` when the part is well formed. The base64 check reads the whole value once (linear;
 * the value is bounded by the request or message size limit before it gets here). Never throws.
 */
export function checkContentPart(part: unknown): ContentPartProblem | undefined {
  if (!isRecord(part)) return "not_object";
  if (part.id !== undefined && typeof part.id !== "string") return "id";
  if (part.type === "text") return typeof part.text === "string" ? undefined : "text";
  if (!(MEDIA_PART_TYPES as readonly unknown[]).includes(part.type)) return "unknown_type";
  const source = part.source;
  if (!isRecord(source)) return "source";
  if (source.type !== "data" && source.type !== "url" && source.type !== "file") return "source_type";
  if (typeof source.value !== "string" || (source.type !== "data" && source.value.length === 0)) return "source_value";
  if (source.type === "data") {
    if (typeof source.mimeType !== "string" || source.mimeType.length === 0) return "mime_type";
    const value = source.value;
    if (!(BASE64.test(value) || BASE64URL.test(value)) || (value.endsWith("=") && value.length % 4 !== 0)) return "base64";
  } else if (source.mimeType !== undefined && typeof source.mimeType !== "string") return "mime_type";
  if (source.type === "file" && source.provider !== undefined && typeof source.provider !== "string") return "provider";
  return undefined;
}

/**
 * Storage key of one attachment's bytes kept beside its thread in the browser's IndexedDB
 * (`rui-blob:<threadId>:<id>`); every key of a thread starts with {@link attachmentBlobPrefix}.
 */
export const attachmentBlobKey = (threadId: string, id: string) => `${attachmentBlobPrefix(threadId)}${id}`;

/** The prefix every attachment blob key of `threadId` starts with (`rui-blob:<threadId>:`). */
export const attachmentBlobPrefix = (threadId: string) => `rui-blob:${threadId}:`;
