import type { BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { AgentProtocolError, createAgentStore, type AgentProtocolErrorCode } from "../../src/index";
import { ev, runFinished, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

/**
 * One test per strict rule: what `@ag-ui/client` 1.x `verifyEvents` and the .NET agent-framework builder
 * reject. `before` is accepted, `bad` is rejected with `code`; the same stream in lenient mode records a
 * diagnostic with that code and never throws.
 */
const RULES: { rule: string; code: AgentProtocolErrorCode; before: BaseEvent[]; bad: BaseEvent }[] = [
  { rule: "first event is not RUN_STARTED", code: "missing_run_started", before: [], bad: ev("TEXT_MESSAGE_START", { messageId: "a" }) },
  { rule: "RUN_STARTED while a run is active", code: "run_already_started", before: [runStarted()], bad: runStarted("run-2") },
  { rule: "events after RUN_FINISHED", code: "event_after_run_finished", before: [runStarted(), runFinished()], bad: ev("TEXT_MESSAGE_START", { messageId: "a" }) },
  { rule: "events after RUN_ERROR (even RUN_FINISHED)", code: "event_after_run_error", before: [runStarted(), ev("RUN_ERROR", { message: "x" })], bad: runFinished() },
  { rule: "subagentRunId: null", code: "null_field", before: [runStarted()], bad: ev("TEXT_MESSAGE_START", { messageId: "a", subagentRunId: null }) },
  { rule: "text content before start", code: "unknown_id", before: [runStarted()], bad: ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "x" }) },
  { rule: "text end after end", code: "closed_id", before: [runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" }), ev("TEXT_MESSAGE_END", { messageId: "a" })], bad: ev("TEXT_MESSAGE_END", { messageId: "a" }) },
  { rule: "overlapping text start", code: "overlapping_start", before: [runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })], bad: ev("TEXT_MESSAGE_START", { messageId: "a" }) },
  { rule: "overlapping tool call start", code: "overlapping_start", before: [runStarted(), ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f" })], bad: ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f" }) },
  { rule: "tool args before start", code: "unknown_id", before: [runStarted()], bad: ev("TOOL_CALL_ARGS", { toolCallId: "c", delta: "{" }) },
  { rule: "tool end after end", code: "closed_id", before: [runStarted(), ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f" }), ev("TOOL_CALL_END", { toolCallId: "c" })], bad: ev("TOOL_CALL_END", { toolCallId: "c" }) },
  { rule: "overlapping reasoning message start", code: "overlapping_start", before: [runStarted(), ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" })], bad: ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }) },
  { rule: "reasoning content before start", code: "unknown_id", before: [runStarted()], bad: ev("REASONING_MESSAGE_CONTENT", { messageId: "r", delta: "x" }) },
  { rule: "reasoning end after end", code: "closed_id", before: [runStarted(), ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }), ev("REASONING_MESSAGE_END", { messageId: "r" })], bad: ev("REASONING_MESSAGE_END", { messageId: "r" }) },
  { rule: "overlapping reasoning span start", code: "overlapping_start", before: [runStarted(), ev("REASONING_START", { messageId: "s" })], bad: ev("REASONING_START", { messageId: "s" }) },
  { rule: "reasoning span end without start", code: "unknown_id", before: [runStarted()], bad: ev("REASONING_END", { messageId: "s" }) },
  {
    rule: "content attributed to another subagent than its opener",
    code: "lane_mismatch",
    before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" }), ev("SUBAGENT_STARTED", { subagentRunId: "sb", name: "n" }), ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning", subagentRunId: "sa" })],
    bad: ev("REASONING_MESSAGE_CONTENT", { messageId: "r", delta: "x", subagentRunId: "sb" }),
  },
  {
    rule: "tool call in another lane than its parent message",
    code: "lane_mismatch",
    before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" }), ev("TEXT_MESSAGE_START", { messageId: "a" }), ev("TEXT_MESSAGE_END", { messageId: "a" })],
    bad: ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f", parentMessageId: "a", subagentRunId: "sa" }),
  },
  { rule: "step started twice", code: "step_already_active", before: [runStarted(), ev("STEP_STARTED", { stepName: "plan" })], bad: ev("STEP_STARTED", { stepName: "plan" }) },
  { rule: "step finished without start", code: "step_not_started", before: [runStarted()], bad: ev("STEP_FINISHED", { stepName: "plan" }) },
  {
    rule: "step finished by another lane",
    code: "step_lane_mismatch",
    before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" }), ev("STEP_STARTED", { stepName: "plan" })],
    bad: ev("STEP_FINISHED", { stepName: "plan", subagentRunId: "sa" }),
  },
  { rule: "subagent started twice", code: "subagent_already_active", before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" })], bad: ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" }) },
  {
    rule: "subagent id reused in the run",
    code: "subagent_reused",
    before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" }), ev("SUBAGENT_FINISHED", { subagentRunId: "sa" })],
    bad: ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" }),
  },
  { rule: "subagent with an unknown parent", code: "unknown_parent_subagent", before: [runStarted()], bad: ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n", parentSubagentRunId: "zz" }) },
  { rule: "subagent finished without start", code: "subagent_not_active", before: [runStarted()], bad: ev("SUBAGENT_FINISHED", { subagentRunId: "sa" }) },
  { rule: "subagent error without message", code: "invalid_event", before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" })], bad: ev("SUBAGENT_ERROR", { subagentRunId: "sa" }) },
  { rule: "subagent started with a null optional field", code: "null_field", before: [runStarted()], bad: ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n", description: null }) },
  {
    rule: "subagent finished with an unknown outcome",
    code: "invalid_outcome",
    before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" })],
    bad: ev("SUBAGENT_FINISHED", { subagentRunId: "sa", outcome: { type: "exploded" } }),
  },
  { rule: "RUN_FINISHED with an open text message", code: "run_finished_with_open_streams", before: [runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })], bad: runFinished() },
  { rule: "RUN_FINISHED with open reasoning", code: "run_finished_with_open_streams", before: [runStarted(), ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" })], bad: runFinished() },
  { rule: "RUN_FINISHED with an open span", code: "run_finished_with_open_streams", before: [runStarted(), ev("REASONING_START", { messageId: "s" })], bad: runFinished() },
  { rule: "RUN_FINISHED with an open tool call", code: "run_finished_with_open_streams", before: [runStarted(), ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f" })], bad: runFinished() },
  { rule: "RUN_FINISHED with an active step", code: "run_finished_with_open_streams", before: [runStarted(), ev("STEP_STARTED", { stepName: "plan" })], bad: runFinished() },
  { rule: "RUN_FINISHED with an active subagent", code: "run_finished_with_open_streams", before: [runStarted(), ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "n" })], bad: runFinished() },
  {
    rule: "RUN_FINISHED with text auto-closed by reasoning but never ended",
    code: "run_finished_with_open_streams",
    before: [runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" }), ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }), ev("REASONING_MESSAGE_END", { messageId: "r" })],
    bad: runFinished(),
  },
  { rule: "a first chunk without an id", code: "invalid_event", before: [runStarted()], bad: ev("TEXT_MESSAGE_CHUNK", { delta: "x" }) },
  { rule: "a first tool chunk without a name", code: "invalid_event", before: [runStarted()], bad: ev("TOOL_CALL_CHUNK", { toolCallId: "c", delta: "{" }) },
  {
    rule: "a chunk changing its stream's role",
    code: "invalid_event",
    before: [runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "x" })],
    bad: ev("TEXT_MESSAGE_CHUNK", { messageId: "a", role: "user", delta: "y" }),
  },
  { rule: "an event that is not an object with a string type", code: "invalid_event", before: [runStarted()], bad: { type: 42 } as unknown as BaseEvent },
];

describe("strict mode rejects what verifyEvents / the .NET builder reject", () => {
  for (const { rule, code, before, bad } of RULES) {
    it(`${rule} → ${code}`, () => {
      const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
      store.getState().applyEvents(before);
      const state = store.getState();
      let error: unknown;
      try {
        store.getState().applyEvent(bad);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(AgentProtocolError);
      expect((error as AgentProtocolError).code).toBe(code);
      if (typeof bad.type === "string") expect((error as AgentProtocolError).eventType).toBe(bad.type);
      // The offending event changed nothing.
      expect(store.getState().messages).toBe(state.messages);

      const lenient = createAgentStore({ threadId: "thread-1" });
      expect(() => lenient.getState().applyEvents([...before, bad])).not.toThrow();
      expect(lenient.getState().diagnostics.map((d) => d.code)).toContain(code);
    });
  }

  it("RUN_ERROR after RUN_FINISHED and a new RUN_STARTED after either are accepted (as verifyEvents)", () => {
    const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    expect(() => store.getState().applyEvents([runStarted(), runFinished(), ev("RUN_ERROR", { message: "late" }), runStarted("run-2"), runFinished("run-2")])).not.toThrow();
    const first = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    expect(() => first.getState().applyEvent(ev("RUN_ERROR", { message: "could not start" }))).not.toThrow();
  });

  it("interleaved text and reasoning (valid for verifyEvents) passes strict mode", () => {
    const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    expect(() =>
      store.getState().applyEvents([
        runStarted(),
        ev("TEXT_MESSAGE_START", { messageId: "a" }),
        ev("REASONING_START", { messageId: "s" }),
        ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }),
        ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "answer" }),
        ev("REASONING_END", { messageId: "s" }),
        ev("REASONING_MESSAGE_CONTENT", { messageId: "r", delta: "late thought" }),
        ev("REASONING_MESSAGE_END", { messageId: "r" }),
        ev("TEXT_MESSAGE_END", { messageId: "a" }),
        runFinished(),
      ]),
    ).not.toThrow();
    expect(store.getState().messages.map((m) => [m.id, m.content])).toEqual([
      ["a", "answer"],
      ["r", "late thought"],
    ]);
  });
});
