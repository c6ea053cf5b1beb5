import { EventType, type BaseEvent } from "@ag-ui/core";
import { LegacyEventType } from "./eventTypes";

const known = new Set<string>([...Object.values(EventType), ...Object.values(LegacyEventType)]);

/** A plain (non-array) object, e.g. a parsed JSON event. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
export function isLegacyThinkingEvent(event: BaseEvent): boolean {
  return (event.type as string).startsWith("THINKING_") && known.has(event.type);
}

/** Whether `event` is one of the three chunk shorthands (`TEXT_MESSAGE_CHUNK`, `TOOL_CALL_CHUNK`, `REASONING_MESSAGE_CHUNK`). */
export function isChunkEvent(event: BaseEvent): boolean {
  return (
    event.type === EventType.TEXT_MESSAGE_CHUNK ||
    event.type === EventType.TOOL_CALL_CHUNK ||
    event.type === EventType.REASONING_MESSAGE_CHUNK
  );
}

/** A string field of an event, or `undefined` when absent or not a string. */
export function str(event: object, key: string): string | undefined {
  const value = (event as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}
