import { EventType } from "@ag-ui/core";
import type { EventFamily } from "../events";
import { customEvent } from "../custom";

/**
 * AG-UI CUSTOM events. They change no state — applications receive them through `addEventListener` — except a
 * client transport's CUSTOM `reasoning-ui.diagnostic`, which records a diagnostic (`custom.ts`): the
 * re-attaching transport's "reconnecting" notices and the AI SDK reader's skipped chunks.
 */
export const customEvents: EventFamily = {
  events: { [EventType.CUSTOM]: { apply: customEvent } },
};
