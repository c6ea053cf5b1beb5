import { EventType } from "@ag-ui/core";

/**
 * Deprecated AG-UI event types that `@ag-ui/core` 1.0 no longer lists but older servers still send
 * (AG-UI "Reasoning" page, migration notes). They carry no ids; {@link mapLegacyThinkingEvent}
 * maps them onto `REASONING_*` events with generated ids.
 */
export const LegacyEventType = {
  THINKING_START: "THINKING_START",
  THINKING_END: "THINKING_END",
  THINKING_TEXT_MESSAGE_START: "THINKING_TEXT_MESSAGE_START",
  THINKING_TEXT_MESSAGE_CONTENT: "THINKING_TEXT_MESSAGE_CONTENT",
  THINKING_TEXT_MESSAGE_END: "THINKING_TEXT_MESSAGE_END",
} as const;

/** One of the deprecated `THINKING_*` event type strings. */
export type LegacyEventType = (typeof LegacyEventType)[keyof typeof LegacyEventType];

export { EventType };
