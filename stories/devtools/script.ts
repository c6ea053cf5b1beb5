/** Event scripts for the devtools stories: a conversation with every kind of row the inspector shows. */
import type { BaseEvent } from "@reasoning-ui/core";
import { reasoningRun, toolCallRun } from "../support/events";

/** A subagent reasoning in its own lane (`subagentRunId`), inside the parent's run. */
function subagentLane(runId: string, t0: number): BaseEvent[] {
  const lane = `${runId}-researcher`;
  return [
    { type: "SUBAGENT_STARTED", subagentRunId: lane, name: "researcher", timestamp: t0 },
    { type: "REASONING_START", messageId: `${lane}-span`, subagentRunId: lane, timestamp: t0 + 50 },
    { type: "REASONING_MESSAGE_START", messageId: `${lane}-r`, role: "reasoning", subagentRunId: lane, timestamp: t0 + 60 },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `${lane}-r`, delta: "Looking up the station data. ", subagentRunId: lane, timestamp: t0 + 300 },
    { type: "REASONING_MESSAGE_END", messageId: `${lane}-r`, subagentRunId: lane, timestamp: t0 + 600 },
    { type: "REASONING_END", messageId: `${lane}-span`, subagentRunId: lane, timestamp: t0 + 620 },
    { type: "SUBAGENT_FINISHED", subagentRunId: lane, timestamp: t0 + 700 },
  ] as BaseEvent[];
}

/** Events a sloppy producer sends: content for an id never started, an end for an unknown tool call. */
function sloppy(runId: string, t0: number): BaseEvent[] {
  return [
    { type: "RUN_STARTED", threadId: "thread-story", runId, timestamp: t0 },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `${runId}-orphan`, delta: "Thinking without a start event.", timestamp: t0 + 100 },
    { type: "TOOL_CALL_END", toolCallId: `${runId}-never-started`, timestamp: t0 + 200 },
    { type: "TEXT_MESSAGE_START", messageId: `${runId}-answer`, role: "assistant", timestamp: t0 + 300 },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `${runId}-answer`, delta: "Answer despite the glitches.", timestamp: t0 + 400 },
    { type: "TEXT_MESSAGE_END", messageId: `${runId}-answer`, timestamp: t0 + 500 },
    { type: "RUN_FINISHED", threadId: "thread-story", runId, timestamp: t0 + 600 },
  ] as BaseEvent[];
}

/** Visible, summary (encrypted chain), a tool call with encrypted reasoning, a subagent lane, and diagnostics. */
export function inspectorConversation(now = Date.now()): BaseEvent[] {
  const summary = reasoningRun({ visibility: "summary", runId: "run-2", t0: now - 30_000, durationMs: 6_000, wordsPerDelta: 4, text: "Compared the Lyon forecast for Saturday: dry until the evening." });
  return [
    ...reasoningRun({ visibility: "visible", runId: "run-1", t0: now - 60_000, wordsPerDelta: 6 }),
    // the subagent's lane runs inside run-2, before its RUN_FINISHED
    ...summary.slice(0, -1),
    ...subagentLane("run-2", now - 25_000),
    ...summary.slice(-1),
    ...toolCallRun("run-3", now - 10_000),
    ...sloppy("run-4", now - 5_000),
  ];
}
