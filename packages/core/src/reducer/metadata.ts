import type { BaseEvent } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import type { Draft } from "./draft";

/**
 * Event `metadata` (AG-UI 1.x `Metadata`, open by key) merged onto the message or tool call the event
 * builds, as `@ag-ui/client` 1.x does (`mergeMetadata`: a shallow `{ ...existing, ...incoming }` of a deep
 * copy of the incoming object). `target` must be writable (owned by the batch). Returns whether it changed.
 */
export function mergeEventMetadata(target: Record<string, unknown>, event: BaseEvent): boolean {
  const incoming = (event as { metadata?: unknown }).metadata;
  if (!isRecord(incoming)) return false;
  const copy = structuredClone(incoming);
  target.metadata = isRecord(target.metadata) ? { ...target.metadata, ...copy } : copy;
  return true;
}

/** {@link mergeEventMetadata} onto the message `id`, copied on write only when the event carries metadata. */
export function mergeMessageMetadata(d: Draft, id: string, event: BaseEvent): void {
  if (!isRecord((event as { metadata?: unknown }).metadata)) return;
  const m = d.editMessage(id);
  if (m) mergeEventMetadata(m, event);
}
