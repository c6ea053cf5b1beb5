import type { AgentState, BranchPoint } from "@reasoning-ui/core";
import type { ListBranch } from "./types";

/** Whether a run is in flight (the rows' shared selector: a tool call still waits, branch pickers are inert). */
export const selectRunning = (s: AgentState) => s.status === "running";

/** A turn's answers fork (core's `BranchPoint`) as the list's branch picker takes it. */
export const answerBranch = (point: BranchPoint): ListBranch => ({ parentMessageId: point.parentMessageId, index: point.active, count: point.count });
