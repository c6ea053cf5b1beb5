import { EventType, type BaseEvent } from "@ag-ui/core";
import { LegacyEventType } from "./eventTypes";
import { isRecord } from "./isRecord";

export { isRecord };

const known = /* @__PURE__ */ new Set<string>([...Object.values(EventType), ...Object.values(LegacyEventType)]);

/**
 * Whether `value` looks like an AG-UI event: an object with a string `type` (AG-UI 1.x `BaseEvent`).
 * It does not validate the event's other fields; the reducer checks those it uses.
 */
export function isAgUiEvent(value: unknown): value is BaseEvent {
  return isRecord(value) && typeof value.type === "string";
}

/** Whether `type` is an AG-UI 1.x event type or one of the deprecated `THINKING_*` ones. */
export function isKnownEventType(type: string): boolean {
  return known.has(type);
}

/** Whether `event` is one of the deprecated, id-less `THINKING_*` events. */
export function isLegacyThinkingEvent(event: { type: string }): boolean {
  return event.type.startsWith("THINKING_") && known.has(event.type);
}


