import type { Message } from "@ag-ui/core";
import { MEDIA_PART_TYPES, attachmentKindOfPart, partFilename, partSize } from "../protocol/contentParts";
import type { Attachment, MediaPart } from "./types";

const EMPTY: readonly Attachment[] = Object.freeze([]);
const cache = new WeakMap<object, readonly Attachment[]>();

const isMediaPart = (part: unknown): part is MediaPart =>
  typeof part === "object" &&
  part !== null &&
  (MEDIA_PART_TYPES as readonly unknown[]).includes((part as { type?: unknown }).type) &&
  typeof (part as { source?: unknown }).source === "object" &&
  (part as { source?: unknown }).source !== null;

/**
 * The attachments of a message: one {@link Attachment} per media part of its `content` (a user message's, or
 * a tool message's in AG-UI 1.0), in order; text parts and malformed parts are skipped. A message whose
 * `content` is a string (or any other role) has none. Memoised per message object: the same message gives the
 * same (frozen) array, so a component can select it without re-rendering. Never throws.
 *
 * @example
 * attachmentsOf({ id: "u1", role: "user", content: [{ type: "text", text: "Look" }, { type: "image", source: { type: "url", value: "https://…/a.png" } }] });
 * // → [{ id: "u1:1", kind: "image", source: { type: "url", … }, part, messageId: "u1", index: 1 }]
 */
export function attachmentsOf(message: Message | undefined): readonly Attachment[] {
  if (message === undefined || message === null || typeof message !== "object") return EMPTY;
  const content = (message as { content?: unknown }).content;
  if (!Array.isArray(content)) return EMPTY;
  const cached = cache.get(message);
  if (cached) return cached;
  const list: Attachment[] = [];
  content.forEach((part: unknown, index) => {
    if (!isMediaPart(part)) return;
    const name = partFilename(part);
    const mimeType = typeof part.source.mimeType === "string" ? part.source.mimeType : undefined;
    const size = partSize(part);
    list.push({
      id: typeof part.id === "string" && part.id !== "" ? part.id : `${message.id}:${index}`,
      kind: attachmentKindOfPart(part),
      ...(name !== undefined && { name }),
      ...(mimeType !== undefined && { mimeType }),
      ...(size !== undefined && { size }),
      source: part.source,
      part,
      messageId: message.id,
      index,
    });
  });
  const result = list.length === 0 ? EMPTY : Object.freeze(list);
  cache.set(message, result);
  return result;
}

/** Whether a message carries at least one media part (cheaper than `attachmentsOf(m).length` for a first look). */
export function hasAttachments(message: Message | undefined): boolean {
  const content = (message as { content?: unknown } | undefined)?.content;
  return Array.isArray(content) && content.some(isMediaPart);
}

/**
 * The text of string-or-parts content: the text parts joined in order, every other part dropped (AG-UI 1.0's
 * `contentToText`, which this re-exports under the kit's name for its readers: search, export, titles).
 */
export { contentToText as textOfContent } from "@ag-ui/core";
