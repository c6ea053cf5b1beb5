import { describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentStore } from "../src";
import { MAX_TURNS } from "../src/reducer/turns";

const SECRET = "eyJ.sealed-blob.exact  bytes==";
const TOOL_SECRET = "tool-call-sealed-value";

function turn(store: ReturnType<typeof createAgentStore>, i: number, end: "finished" | "error" | "cancelled" | "cut") {
  const s = store.getState();
  s.addMessage({ id: `u${i}`, role: "user", content: `question ${i}` });
  s.beginRun(`run-${i}`);
  s.applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: `run-${i}` },
    { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "thinking" },
    { type: "REASONING_MESSAGE_END", messageId: `r${i}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r${i}`, encryptedValue: `${SECRET}${i}` },
    { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
    { type: "TOOL_CALL_START", toolCallId: `c${i}`, toolCallName: "search", parentMessageId: `a${i}` },
    { type: "TOOL_CALL_END", toolCallId: `c${i}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: `c${i}`, encryptedValue: `${TOOL_SECRET}${i}` },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: "partial answer" },
  ] as never);
  if (end === "finished")
    s.applyEvents([
      { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
      { type: "RUN_FINISHED", threadId: "t", runId: `run-${i}`, usage: [{ model: "m", outputTokens: 4000, reasoningTokens: 3400 }] },
    ] as never);
  else if (end === "error") s.applyEvents([{ type: "RUN_ERROR", message: "model overloaded", code: "overloaded" }] as never);
  else s.endStream(end === "cancelled" ? { status: "cancelled" } : { status: "finished" });
}

describe("turns: each turn keeps its outcome", () => {
  it("finished, failed, stopped and cut turns keep their outcome, reason, usage and place across later turns", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    turn(store, 2, "error");
    turn(store, 3, "cancelled");
    turn(store, 4, "cut");
    turn(store, 5, "finished");
    const turns = store.getState().turns;
    expect(turns.map((t) => [t.runId, t.outcome, t.userMessageId, t.lastMessageId])).toEqual([
      ["run-1", "finished", "u1", "a1"],
      ["run-2", "failed", "u2", "a2"],
      ["run-3", "stopped", "u3", "a3"],
      ["run-4", "interrupted", "u4", "a4"],
      ["run-5", "finished", "u5", "a5"],
    ]);
    expect(turns[1]!.error).toEqual({ message: "model overloaded", code: "overloaded" });
    expect(turns[3]!.error?.code).toBe("stream_ended"); // cut: the transport's reason, kept on the turn
    expect(turns[0]!.usage).toEqual([{ model: "m", outputTokens: 4000, reasoningTokens: 3400 }]);
    expect(turns[2]!.endedAt).toBeGreaterThanOrEqual(turns[2]!.startedAt);
  });

  it("a running turn is open until it settles", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().addMessage({ id: "u1", role: "user", content: "q" });
    store.getState().beginRun("run-1");
    expect(store.getState().turns).toEqual([expect.objectContaining({ runId: "run-1", outcome: "running", userMessageId: "u1" })]);
  });

  it("rewindTo(question) drops the turn's answer and later turns; earlier encrypted values are resent byte-identical", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    turn(store, 2, "error");
    const before = buildRunAgentInput(store.getState()).messages.slice(0, 3);
    store.getState().rewindTo("u2");
    const s = store.getState();
    expect(s.messages.map((m) => m.id)).toEqual(["u1", "r1", "a1", "u2"]);
    expect(s.status).toBe("idle");
    expect(s.error).toBeUndefined();
    expect(s.turns.map((t) => t.runId)).toEqual(["run-1"]);
    expect(Object.keys(s.reasoning)).toEqual(["r1"]);
    const input = buildRunAgentInput(s);
    expect(input.messages.slice(0, 3)).toEqual(before);
    const r1 = input.messages.find((m) => m.id === "r1") as { encryptedValue?: string };
    expect(r1.encryptedValue).toBe(`${SECRET}1`);
    const a1 = input.messages.find((m) => m.id === "a1") as { toolCalls?: { encryptedValue?: string }[] };
    expect(a1.toolCalls?.[0]?.encryptedValue).toBe(`${TOOL_SECRET}1`);
    // The next run works on the rewound state.
    s.beginRun("run-2b");
    s.applyEvents([{ type: "RUN_STARTED", threadId: "t", runId: "run-2b" }, { type: "RUN_FINISHED", threadId: "t", runId: "run-2b" }] as never);
    expect(store.getState().turns.map((t) => [t.runId, t.outcome, t.userMessageId])).toEqual([
      ["run-1", "finished", "u1"],
      ["run-2b", "finished", "u2"],
    ]);
  });

  it("rewindTo an unknown id changes nothing but a diagnostic", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1, "finished");
    const messages = store.getState().messages;
    store.getState().rewindTo("nope");
    expect(store.getState().messages).toBe(messages);
    expect(store.getState().diagnostics.at(-1)?.code).toBe("unknown_id");
  });

  it("turns are bounded", () => {
    const store = createAgentStore({ threadId: "t" });
    for (let i = 0; i < MAX_TURNS + 20; i++) {
      store.getState().beginRun(`run-${i}`);
      store.getState().endStream({ status: "finished" });
    }
    expect(store.getState().turns).toHaveLength(MAX_TURNS);
    expect(store.getState().turns.at(-1)!.runId).toBe(`run-${MAX_TURNS + 19}`);
  });
});
