import { isRecord } from "../protocol/guards";
import type { Draft } from "./draft";
import { deepCopy } from "./deepCopy";

/**
 * Event `metadata` (AG-UI 1.x `Metadata`, open by key) merged onto the message or tool call the event
 * builds, as `@ag-ui/client` 1.x does (`mergeMetadata`: a shallow `{ ...existing, ...incoming }` of a deep
 * copy of the incoming object). `target` must be writable (owned by the batch). Returns whether it changed.
 */
export function mergeEventMetadata(target: object, event: { metadata?: unknown }): boolean {
  const incoming = event.metadata;
  if (!isRecord(incoming)) return false;
  const t = target as Record<string, unknown>;
  const copy = deepCopy(incoming);
  t.metadata = isRecord(t.metadata) ? { ...t.metadata, ...copy } : copy;
  return true;
}

/** {@link mergeEventMetadata} onto the message `id`, copied on write only when the event carries metadata. */
export function mergeMessageMetadata(d: Draft, id: string, event: { metadata?: unknown }): void {
  if (!isRecord(event.metadata)) return;
  const m = d.editMessage(id);
  if (m) mergeEventMetadata(m, event);
}
