import type { EventFamily } from "../events";
import { mapLegacyThinkingEvent } from "../../protocol/legacyThinking";

/**
 * The deprecated, id-less THINKING_* events (AG-UI before 1.0), mapped onto REASONING_* events with generated ids
 * before the table is read (`protocol/legacyThinking.ts`).
 */
export const legacyThinkingEvents: EventFamily = {
  events: {},
  legacy: mapLegacyThinkingEvent,
};
