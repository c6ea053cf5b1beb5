import { EventType } from "@ag-ui/core";
import type { EventFamily } from "../events";
import { subagentError, subagentFinished, subagentStarted } from "../subagents";

/**
 * AG-UI 1.x subagents: SUBAGENT_STARTED / FINISHED / ERROR (`subagents[subagentRunId]`, `subagents.ts`). The lanes
 * their events run in (`subagentRunId` on any event) are the core's: a store without this family still keeps
 * each lane's messages apart and checks them.
 */
export const subagentEvents: EventFamily = {
  events: {
    [EventType.SUBAGENT_STARTED]: { apply: subagentStarted, required: ["subagentRunId"], optional: ["name", "description", "parentSubagentRunId", "parentToolCallId", "parentMessageId"], chunks: "none" },
    [EventType.SUBAGENT_FINISHED]: { apply: subagentFinished, required: ["subagentRunId"] },
    [EventType.SUBAGENT_ERROR]: { apply: subagentError, required: ["subagentRunId"], optional: ["message", "code"] },
  },
};
