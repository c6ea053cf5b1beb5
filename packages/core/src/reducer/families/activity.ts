import { EventType } from "@ag-ui/core";
import type { EventFamily } from "../events";
import { activityDelta, activitySnapshot } from "../activity";
import { activitySnapshotLane } from "../lanes";

/** AG-UI 1.x activity messages: ACTIVITY_SNAPSHOT and ACTIVITY_DELTA (RFC 6902, with `jsonPatch`; `activity.ts`). */
export const activityEvents: EventFamily = {
  events: {
    [EventType.ACTIVITY_SNAPSHOT]: { apply: activitySnapshot, required: ["messageId", "activityType"], chunks: "none", lane: activitySnapshotLane },
    [EventType.ACTIVITY_DELTA]: { apply: activityDelta, required: ["messageId"], optional: ["activityType"], chunks: "none", lane: { entity: "activity", id: "messageId" } },
  },
};
