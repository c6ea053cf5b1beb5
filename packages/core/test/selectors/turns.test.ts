import { describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentStore, selectReasoningTokens, selectTurnAnchors, type RunRecord } from "../../src/index";
import { MAX_RUNS } from "../../src/reducer/runRecords";
import { ev, secretOf } from "../helpers";

const SECRET = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..\u00e9\u{1F600}\u0000 x\r\n";

/** One turn: the user's message, beginRun, a reasoning message with an encrypted value and an answer. */
function turn(store: ReturnType<typeof createAgentStore>, n: number, end: "finished" | "error" | "stopped" | "cut" | "cancelledOutcome") {
  const s = store.getState();
  s.addMessage({ id: `u${n}`, role: "user", content: `question ${n}` });
  s.beginRun(`run-${n}`);
  s.applyEvents([
    ev("RUN_STARTED", { threadId: "t", runId: `run-${n}` }),
    ev("REASONING_MESSAGE_START", { messageId: `r${n}`, role: "reasoning" }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: `r${n}`, delta: "thinking" }),
    ev("REASONING_MESSAGE_END", { messageId: `r${n}` }),
    ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: `r${n}`, encryptedValue: `${SECRET}${n}` }),
    ev("TEXT_MESSAGE_START", { messageId: `a${n}`, role: "assistant" }),
    ev("TEXT_MESSAGE_CONTENT", { messageId: `a${n}`, delta: "partial answer" }),
  ]);
  if (end === "finished") {
    s.applyEvents([ev("TEXT_MESSAGE_END", { messageId: `a${n}` }), ev("RUN_FINISHED", { threadId: "t", runId: `run-${n}`, usage: [{ model: "m", outputTokens: 5000, reasoningTokens: 3400 }, { model: "n", reasoningTokens: 12 }] })]);
    s.endStream({ status: "finished" });
  } else if (end === "error") {
    s.applyEvent(ev("RUN_ERROR", { message: "Model overloaded", code: "overloaded", usage: [{ reasoningTokens: 7 }] }));
    s.endStream({ status: "error" });
  } else if (end === "cancelledOutcome") {
    s.applyEvents([ev("TEXT_MESSAGE_END", { messageId: `a${n}` }), ev("RUN_FINISHED", { threadId: "t", runId: `run-${n}`, outcome: { type: "cancelled" } })]);
    s.endStream({ status: "finished" });
  } else if (end === "stopped") s.endStream({ status: "cancelled" });
  else s.endStream({ status: "finished" }); // the stream ended without RUN_FINISHED: cut
}

describe("runs: each turn keeps its outcome", () => {
  it("finished, failed (with reason), stopped, interrupted and cancelled-by-agent turns are all kept across later turns", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    turn(store, 2, "error");
    turn(store, 3, "stopped");
    turn(store, 4, "cut");
    turn(store, 5, "cancelledOutcome");
    const runs = store.getState().runs;
    expect(runs.map((r) => [r.runId, r.status])).toEqual([
      ["run-1", "finished"],
      ["run-2", "failed"],
      ["run-3", "stopped"],
      ["run-4", "cut"],
      ["run-5", "stopped"],
    ]);
    expect(runs[1]!.error).toEqual({ message: "Model overloaded", code: "overloaded" });
    expect(runs[3]!.error?.code).toBe("stream_ended");
    expect(runs[2]!.error).toBeUndefined();
    expect(runs.map((r) => r.userMessageId)).toEqual(["u1", "u2", "u3", "u4", "u5"]);
    expect(runs[2]!.messageIds).toEqual(["r3", "a3"]);
    for (const r of runs) expect(r.endedAt).toBeGreaterThanOrEqual(r.startedAt);
    // the anchors put each outcome after its turn's last message
    const anchors = selectTurnAnchors(store.getState());
    expect(anchors.byMessageId.a2).toEqual(["run-2"]);
    expect(anchors.byMessageId.a4).toEqual(["run-4"]);
    expect(anchors.lastRunId).toBe("run-5");
    expect(selectTurnAnchors(store.getState())).toBe(anchors);
  });

  it("keeps usage per run; reasoning tokens are summed per run and found from the reasoning message", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    turn(store, 2, "error");
    const s = store.getState();
    expect(s.runs[0]!.usage).toHaveLength(2);
    expect(selectReasoningTokens(s, "r1")).toBe(3412);
    expect(selectReasoningTokens(s, "r2")).toBe(7);
    expect(s.usage).toEqual([{ reasoningTokens: 7 }]); // the last run's, as before
    turn(store, 3, "stopped");
    expect(selectReasoningTokens(store.getState(), "r3")).toBeUndefined();
    expect(selectReasoningTokens(store.getState(), "r1")).toBe(3412);
  });

  it("a failure before any message anchors on the user message; RUN_STARTED with the agent's own id renames the run", () => {
    const store = createAgentStore({ threadId: "t" });
    const s = store.getState();
    s.addMessage({ id: "u1", role: "user", content: "hi" });
    s.beginRun("client-id");
    s.applyEvent(ev("RUN_STARTED", { threadId: "t", runId: "agent-id" }));
    s.endStream({ status: "error", error: { message: "HTTP 500", code: "http_error", status: 500 } });
    expect(store.getState().runs).toMatchObject([{ runId: "agent-id", status: "failed", error: { code: "http_error" }, messageIds: [] }]);
    expect(selectTurnAnchors(store.getState()).byMessageId.u1).toEqual(["agent-id"]);
  });

  it("keeps at most MAX_RUNS runs, dropping the oldest", () => {
    const store = createAgentStore({ threadId: "t" });
    for (let i = 0; i < MAX_RUNS + 5; i++) {
      store.getState().beginRun(`run-${i}`);
      store.getState().applyEvents([ev("RUN_STARTED", { threadId: "t", runId: `run-${i}` }), ev("RUN_FINISHED", { threadId: "t", runId: `run-${i}` })]);
    }
    const runs: RunRecord[] = store.getState().runs;
    expect(runs).toHaveLength(MAX_RUNS);
    expect(runs[0]!.runId).toBe("run-5");
  });
});

describe("truncateAfter: rewind to a turn for Retry / Regenerate", () => {
  it("keeps earlier turns byte-identical (encrypted values included) and their runs, drops the turn and what follows", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    turn(store, 2, "finished");
    turn(store, 3, "error");
    const before = store.getState();
    const kept = before.messages.slice(0, before.messages.findIndex((m) => m.id === "u2") + 1);
    store.getState().truncateAfter("u2");
    const after = store.getState();
    expect(after.messages.map((m) => m.id)).toEqual(["u1", "r1", "a1", "u2"]);
    after.messages.forEach((m, i) => expect(m).toBe(kept[i])); // the same objects: nothing re-encoded
    expect(secretOf(after.messages[1])).toBe(`${SECRET}1`);
    expect(after.runs.map((r) => r.runId)).toEqual(["run-1"]);
    expect(after.reasoning.r1).toBe(before.reasoning.r1);
    expect(after.reasoning.r2).toBeUndefined();
    expect(after.status).toBe("idle");
    const input = buildRunAgentInput(after);
    expect(input.messages.map((m) => m.id)).toEqual(["u1", "r1", "a1", "u2"]);
    expect(secretOf(input.messages[1])).toBe(`${SECRET}1`);
    // and the next run appends as usual
    store.getState().beginRun("run-2b");
    store.getState().applyEvents([ev("RUN_STARTED", { threadId: "t", runId: "run-2b" }), ev("RUN_FINISHED", { threadId: "t", runId: "run-2b" })]);
    expect(store.getState().runs.map((r) => [r.runId, r.userMessageId, r.status])).toEqual([
      ["run-1", "u1", "finished"],
      ["run-2b", "u2", "finished"],
    ]);
  });

  it("an unknown id changes nothing but a diagnostic", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    const messages = store.getState().messages;
    store.getState().truncateAfter("nope");
    expect(store.getState().messages).toBe(messages);
    expect(store.getState().diagnostics.map((d) => d.code)).toContain("unknown_message_id");
  });
});
