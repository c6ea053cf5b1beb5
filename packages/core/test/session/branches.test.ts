import { describe, expect, it } from "vitest";
import type { BaseEvent, Message } from "@ag-ui/core";
import { buildRunAgentInput, createAgentStore, exportConversation, selectBranchOf, type AgentStore } from "../../src/index";

const ENC = (n: number) => `eyJhbGciOiJkaXIifQ..iv-${n}.ciphertext-${"x".repeat(n)}.tag-${n}`;

/** One turn: the user message, then reasoning (with an encrypted value), a tool call (encrypted) and an answer. */
function turn(store: AgentStore, n: number, text: string | null = `q${n}`): void {
  if (text !== null) store.getState().addMessage({ id: `u${n}`, role: "user", content: text });
  store.getState().beginRun(`run-${n}`, { forwardedProps: { turn: n } });
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: `run-${n}` },
    { type: "REASONING_START", messageId: `s${n}` },
    { type: "REASONING_MESSAGE_START", messageId: `r${n}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${n}`, delta: `thinking ${n}` },
    { type: "REASONING_MESSAGE_END", messageId: `r${n}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r${n}`, encryptedValue: ENC(n) },
    { type: "REASONING_END", messageId: `s${n}` },
    { type: "TOOL_CALL_START", toolCallId: `tc${n}`, toolCallName: "search", parentMessageId: `a${n}` },
    { type: "TOOL_CALL_ARGS", toolCallId: `tc${n}`, delta: "{}" },
    { type: "TOOL_CALL_END", toolCallId: `tc${n}` },
    { type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: `tc${n}`, encryptedValue: ENC(n + 100) },
    { type: "TOOL_CALL_RESULT", messageId: `tr${n}`, toolCallId: `tc${n}`, content: "ok" },
    { type: "TEXT_MESSAGE_START", messageId: `t${n}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `t${n}`, delta: `answer ${n}` },
    { type: "TEXT_MESSAGE_END", messageId: `t${n}` },
    { type: "RUN_FINISHED", threadId: "t", runId: `run-${n}` },
  ] as BaseEvent[]);
  store.getState().endStream({ status: "finished" });
}

const ids = (store: AgentStore) => store.getState().messages.map((m) => m.id);
const encrypted = (messages: Message[]) =>
  messages.flatMap((m) => [(m as { encryptedValue?: string }).encryptedValue, ...(m.role === "assistant" ? (m.toolCalls ?? []).map((c) => c.encryptedValue) : [])]).filter(Boolean);

describe("branches: fork and switchBranch", () => {
  it("fork at a user message keeps the tail as variant 0; switching brings it back byte-identical with its bookkeeping", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1);
    turn(store, 2);
    turn(store, 3);
    const before = store.getState();
    const tailBefore = before.messages.slice(4);
    store.getState().fork("u1");
    let s = store.getState();
    expect(ids(store)).toEqual(["u1"]);
    expect(s.branches.u1).toEqual({ parentMessageId: "u1", count: 2, active: 1 });
    expect(s.status).toBe("idle");
    expect(s.runs).toEqual([]);
    expect(buildRunAgentInput(s).messages.map((m) => m.id)).toEqual(["u1"]); // the next turn sends the active branch only
    turn(store, 4, null); // the regenerated answer to u1
    expect(selectBranchOf(store.getState(), "r4")).toEqual({ parentMessageId: "u1", index: 1, count: 2 });
    store.getState().switchBranch("u1", 0);
    s = store.getState();
    expect(s.messages).toEqual(before.messages);
    for (let i = 0; i < before.messages.length; i++) expect(s.messages[i]).toBe(before.messages[i]); // the same objects
    expect(encrypted(s.messages)).toEqual(encrypted(before.messages));
    expect(s.messages.slice(4)).toEqual(tailBefore);
    expect(s.reasoning.r2).toEqual(before.reasoning.r2);
    expect(s.spans.s3).toEqual(before.spans.s3);
    expect(s.toolCallTimes.tc2).toEqual(before.toolCallTimes.tc2);
    expect(s.runs.map((r) => r.runId)).toEqual(["run-1", "run-2", "run-3"]);
    expect(s.runs[1]!.forwardedProps).toEqual({ turn: 2 });
    expect(selectBranchOf(s, "s1")).toBeUndefined();
    expect(selectBranchOf(s, "r1")).toEqual({ parentMessageId: "u1", index: 0, count: 2 });
    store.getState().switchBranch("u1", 1);
    expect(ids(store)[0]).toBe("u1");
    expect(ids(store)).toContain("r4");
    expect(ids(store)).not.toContain("u2");
    expect(encrypted(store.getState().messages)).toEqual([ENC(4), ENC(104)]);
  });

  it("nested forks inside a stored variant are kept with it", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1);
    turn(store, 2);
    store.getState().fork("u2"); // regenerate turn 2
    turn(store, 3, null);
    store.getState().switchBranch("u2", 0);
    expect(store.getState().branches.u2).toMatchObject({ count: 2, active: 0 });
    store.getState().fork(""); // edit the first user message: everything (with the nested fork) becomes variant 0
    expect(store.getState().messages).toEqual([]);
    expect(store.getState().branches.u2).toBeUndefined();
    turn(store, 5, "edited");
    expect(selectBranchOf(store.getState(), "u5")).toEqual({ parentMessageId: "", index: 1, count: 2 });
    store.getState().switchBranch("", 0);
    expect(store.getState().branches.u2).toMatchObject({ count: 2, active: 0 });
    store.getState().switchBranch("u2", 1);
    expect(store.getState().messages.some((m) => m.id === "r3")).toBe(true);
    expect(encrypted(store.getState().messages)).toContain(ENC(3));
  });

  it("unknown ids, bad indexes and a streaming run change nothing but a diagnostic", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1);
    const messages = store.getState().messages;
    store.getState().fork("nope");
    store.getState().switchBranch("u1", 3);
    store.getState().beginRun("run-x");
    store.getState().fork("u1");
    expect(store.getState().messages).toBe(messages);
    expect(store.getState().diagnostics.map((d) => d.code)).toEqual(["unknown_message_id", "unknown_branch", "branch_while_running"]);
  });

  it("exportConversation exports the active branch by default", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1);
    store.getState().fork("u1");
    turn(store, 2, "second try");
    const md = exportConversation(store.getState(), { format: "markdown" } as never) as unknown as string;
    expect(md).toContain("second try");
    expect(md).not.toContain("answer 1");
  });
});

describe("exportConversation branches option", () => {
  it("`all` adds every inactive variant (JSON forks, markdown sections); encrypted values only with `encrypted: true`", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1);
    store.getState().fork("u1");
    turn(store, 2, null);
    const json = JSON.parse(exportConversation(store.getState(), { format: "json", branches: "all", encrypted: true }));
    expect(json.messages.map((m: Message) => m.id)).toContain("r2");
    expect(json.forks).toHaveLength(1);
    expect(json.forks[0]).toMatchObject({ parentMessageId: "u1", active: 1, count: 2 });
    expect(json.forks[0].variants[0].index).toBe(0);
    expect(json.forks[0].variants[0].messages.find((m: Message) => m.id === "r1").encryptedValue).toBe(ENC(1));
    const plain = exportConversation(store.getState(), { format: "json", branches: "all" });
    expect(plain).not.toContain(ENC(1));
    expect(JSON.parse(exportConversation(store.getState(), { format: "json" })).forks).toBeUndefined();
    const md = exportConversation(store.getState(), { branches: "all" });
    expect(md).toContain("answer 2");
    expect(md).toContain("Other branch 1 of 2 (after message u1)");
    expect(md.indexOf("answer 1")).toBeGreaterThan(md.indexOf("Other branch 1 of 2"));
    expect(() => exportConversation(store.getState(), { branches: "some" as never })).toThrow(TypeError);
  });

  it("a stored branch tail is never written by later streaming (live containers are copied after a fork)", () => {
    const store = createAgentStore({ threadId: "t" });
    turn(store, 1);
    turn(store, 2);
    store.getState().fork("t1"); // turn 2 becomes a stored variant
    const stored = store.getState().branchVariants["t1"]!.find(Boolean)!;
    const before = structuredClone(stored);
    const tail = stored.messages;
    // Stream a new turn 2 with the same ids (a retry), then switch back and forth while streaming more.
    turn(store, 2, "q2 again");
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "run-x" },
      { type: "TOOL_CALL_START", toolCallId: "tc-x", toolCallName: "search", parentMessageId: "a2" },
      { type: "REASONING_START", messageId: "s2" },
      { type: "REASONING_MESSAGE_START", messageId: "r9", role: "reasoning" },
      { type: "RUN_FINISHED", threadId: "t", runId: "run-x" },
    ] as BaseEvent[]);
    store.getState().endStream({ status: "finished" });
    expect(stored).toEqual(before);
    expect(stored.messages).toBe(tail);
    store.getState().switchBranch("t1", 0);
    const back = store.getState();
    expect(back.messages.slice(-before.messages.length)).toEqual(before.messages);
    // Streaming on the restored branch writes the state's own copies, never the variant that was stored.
    const restored = store.getState().branchVariants["t1"]!.find(Boolean)!;
    const restoredBefore = structuredClone(restored);
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "run-y" },
      { type: "TOOL_CALL_START", toolCallId: "tc-y", toolCallName: "search", parentMessageId: "a2" },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: "tc2", encryptedValue: "CHANGED" },
    ] as BaseEvent[]);
    expect(restored).toEqual(restoredBefore);
    expect(encrypted(before.messages)).toEqual([ENC(2), ENC(102)]); // byte-identical encrypted values in the stored tail
  });
});
