/**
 * AG-UI 1.0 content parts (a user or tool message's `content: string | ContentPart[]`) as the input bridges read
 * them (issue 38; docs/architecture.md, "Attachments"): each bridge maps a part to its provider's own input and
 * drops what the provider cannot take, reporting it as a {@link BridgeDiagnostic} — never silently, never with the
 * part's bytes, URL or handle in the message. Shapes and kinds come from `@reasoning-ui/core/protocol`.
 */
import type { ContentPart, Message } from "@ag-ui/core";
import { attachmentKindOfPart, checkContentPart, partFilename, type AttachmentKind } from "@reasoning-ui/core/protocol";
import type { BridgeDiagnostic } from "./stream";

/** A media part (every content part but text). */
export type MediaPart = Exclude<ContentPart, { type: "text" }>;

/** The input bridges' options for content parts. */
export interface InputPartsOptions {
  /**
   * Told about each content part left out of the provider request: `content_part_dropped` (the provider, or
   * this bridge, cannot take that kind or source) or `invalid_content_part` (not an AG-UI 1.0 part). The
   * message names the message id, the part's index, its kind and source type — never its data, URL or handle.
   */
  onDiagnostic?: ((diagnostic: BridgeDiagnostic) => void) | undefined;
}

/** Why a part was left out (the mapper's answer for a part the provider cannot take). */
export interface Dropped {
  drop: string;
}

/** `{ drop: reason }`. */
export const drop = (reason: string): Dropped => ({ drop: reason });

const isDropped = (v: unknown): v is Dropped => typeof v === "object" && v !== null && typeof (v as Dropped).drop === "string";

function report(options: InputPartsOptions | undefined, diagnostic: BridgeDiagnostic): void {
  try {
    options?.onDiagnostic?.(diagnostic);
  } catch {
    /* a diagnostic must never fail the request */
  }
}

/** What a mapper is told about one media part. */
export interface PartInfo {
  part: MediaPart;
  kind: AttachmentKind;
  /** `metadata.filename`, when the producer gave one. */
  name: string | undefined;
  /** The source's media type, when known. */
  mimeType: string | undefined;
}

/**
 * Maps a message's `content` in order: text parts with `text`, media parts with `media` (which returns the
 * provider's item or {@link drop}). A dropped or malformed part is reported to `options.onDiagnostic`. String
 * content is one text item.
 */
export function mapContent<T>(
  message: Message,
  provider: string,
  options: InputPartsOptions | undefined,
  map: { text: (text: string) => T; media: (info: PartInfo) => T | Dropped },
): T[] {
  const content: unknown = (message as { content?: unknown }).content;
  if (typeof content === "string") return [map.text(content)];
  if (!Array.isArray(content)) return [];
  const out: T[] = [];
  content.forEach((raw: unknown, index) => {
    const problem = checkContentPart(raw);
    if (problem !== undefined) {
      report(options, { code: "invalid_content_part", message: `Part ${index} of message '${message.id}' is not an AG-UI 1.0 content part (${problem}); it was left out.` });
      return;
    }
    const part = raw as ContentPart;
    if (part.type === "text") return void out.push(map.text(part.text));
    const kind = attachmentKindOfPart(part);
    const mimeType = typeof part.source.mimeType === "string" ? part.source.mimeType : undefined;
    const mapped = map.media({ part, kind, name: partFilename(part), mimeType });
    if (!isDropped(mapped)) return void out.push(mapped);
    report(options, {
      code: "content_part_dropped",
      message: `${provider} cannot take part ${index} of message '${message.id}' (${kind}, ${part.source.type} source${mimeType ? `, ${mimeType}` : ""}): ${mapped.drop}; it was left out.`,
    });
  });
  return out;
}

/** Whether `content` has any media part (a message that needs the parts form of a provider's input). */
export function hasMedia(content: unknown): boolean {
  return Array.isArray(content) && content.some((p) => typeof p === "object" && p !== null && (p as { type?: unknown }).type !== "text");
}

/** Reports every media part of a tool message as dropped: the bridges send tool results as text. */
export function dropToolMedia(message: Message, provider: string, options: InputPartsOptions | undefined): void {
  if (!hasMedia((message as { content?: unknown }).content)) return;
  mapContent(message, provider, options, { text: () => undefined, media: () => drop("its tool results are sent as text") });
}

/** `data:<mimeType>;base64,<value>` of an inline source (the value as sent: no re-encoding). */
export const dataUrl = (source: { mimeType: string; value: string }) => `data:${source.mimeType};base64,${source.value}`;

/**
 * Whether a provider's `file` handle may be sent to `provider` (its lowercase vendor id): a handle that names
 * another provider is not (AG-UI 1.0: only the provider that minted it can resolve it); one that names none is
 * assumed to be this provider's (an agent knows which provider it talks to).
 */
export const handleFits = (source: { provider?: string | undefined }, provider: string) => source.provider === undefined || source.provider.toLowerCase() === provider;

/** The reason for a handle minted by another provider. */
export const otherProvidersHandle = (source: { provider?: string | undefined }) => drop(`it is a file handle of '${source.provider}', which only that provider can resolve`);

/** A file name for a provider that wants one with inline bytes: the part's own, else `document.pdf` / `file`. */
export const filenameOf = (info: PartInfo) => info.name ?? (info.kind === "document" ? "document.pdf" : "file");
