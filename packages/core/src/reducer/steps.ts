import type { EventType } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventOf } from "./eventTypes";
import { violation } from "./strict";

/** Publishes a lane's active steps: the parent's into `steps`, a subagent's into `subagents[id].steps` (when known). */
function publishSteps(d: Draft, lane: string | undefined): void {
  const steps = d.m.run.activeSteps(lane);
  if (lane === undefined) {
    d.data.steps = steps;
    return;
  }
  const sa = d.data.subagents[lane];
  if (sa) d.setSubagent({ ...sa, steps });
}

/**
 * STEP_STARTED: `stepName` becomes active in its lane (the parent agent, or the `subagentRunId` it
 * carries). Strict: `step_already_active` when it already is (`@ag-ui/client` 1.x `verifyEvents`).
 */
export function stepStarted(d: Draft, event: EventOf<EventType.STEP_STARTED>): void {
  const name = event.stepName;
  const lane = event.subagentRunId;
  if (!d.m.run.startStep(lane, name)) return violation(d, "step_already_active", { name }, event.type, `step:${name}`);
  publishSteps(d, lane);
}

/**
 * STEP_FINISHED: `stepName` stops being active in its lane. Strict: `step_not_started` when no lane has
 * it, `step_lane_mismatch` when another lane started it (`@ag-ui/client` 1.x `verifyEvents`); lenient:
 * a step open in another lane is finished there.
 */
export function stepFinished(d: Draft, event: EventOf<EventType.STEP_FINISHED>): void {
  const name = event.stepName;
  let lane = event.subagentRunId;
  const found = d.m.run.laneOfStep(lane, name);
  if (!found) return violation(d, "step_not_started", { name }, event.type, `step-end:${name}`);
  if (found.lane !== lane) {
    violation(d, "step_lane_mismatch", { name }, event.type, `step-lane:${name}`);
    lane = found.lane;
  }
  d.m.run.finishStep(lane, name);
  publishSteps(d, lane);
}
