import type { EventType } from "@ag-ui/core";
import { isRecord } from "../protocol/isRecord";
import type { Draft } from "./draft";
import type { EventOf } from "./eventTypes";

/**
 * The CUSTOM event name a client-side transport uses to record a diagnostic in the store (e.g. the AI SDK
 * UI message stream reader, for a malformed chunk it skipped): `value` = `{ code: string, message: string }`.
 */
export const SOURCE_DIAGNOSTIC_EVENT = "reasoning-ui.diagnostic";

/** CUSTOM: no state change, except {@link SOURCE_DIAGNOSTIC_EVENT}, which becomes a diagnostic (code and message cut to 64 / 300 characters). */
export function customEvent(d: Draft, event: EventOf<EventType.CUSTOM>): void {
  if (event.name !== SOURCE_DIAGNOSTIC_EVENT || !isRecord(event.value)) return;
  const { code, message } = event.value;
  if (typeof code === "string" && typeof message === "string") d.diag(code.slice(0, 64), undefined, event.type, undefined, message.slice(0, 300));
}
