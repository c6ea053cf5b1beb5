import { EventType } from "@ag-ui/core";
import type { EventFamily } from "../events";
import { stepFinished, stepStarted } from "../steps";

/** AG-UI 1.x steps: STEP_STARTED / STEP_FINISHED (`steps`, a subagent's own steps on its entry; `steps.ts`). */
export const stepEvents: EventFamily = {
  events: {
    [EventType.STEP_STARTED]: { apply: stepStarted, required: ["stepName"] },
    [EventType.STEP_FINISHED]: { apply: stepFinished, required: ["stepName"] },
  },
};
