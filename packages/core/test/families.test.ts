import { describe, expect, it } from "vitest";
import { createAgentStore, sumTokenUsage, type BaseEvent } from "../src/index";
import { codes, ev, fold, runFinished, runStarted } from "./helpers";
import { strict as strictVerification } from "../src/strict/index";

describe("STEP_STARTED / STEP_FINISHED", () => {
  it("active step names in start order, per lane; cleared at run end", () => {
    const store = fold([
      runStarted(),
      ev("STEP_STARTED", { stepName: "plan" }),
      ev("STEP_STARTED", { stepName: "search" }),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "researcher" }),
      ev("STEP_STARTED", { stepName: "read", subagentRunId: "sa" }),
    ]);
    expect(store.getState().steps).toEqual(["plan", "search"]);
    expect(store.getState().subagents.sa!.steps).toEqual(["read"]);
    store.getState().applyEvent(ev("STEP_FINISHED", { stepName: "plan" }));
    expect(store.getState().steps).toEqual(["search"]);
    store.getState().applyEvents([ev("STEP_FINISHED", { stepName: "search" }), ev("STEP_FINISHED", { stepName: "read", subagentRunId: "sa" }), ev("SUBAGENT_FINISHED", { subagentRunId: "sa" }), runFinished()]);
    expect(store.getState().steps).toEqual([]);
    expect(store.getState().diagnostics).toEqual([]);
  });
});

describe("ACTIVITY_SNAPSHOT / ACTIVITY_DELTA", () => {
  it("snapshot creates, replaces (replace absent or true) or keeps (replace false); delta patches a copy", () => {
    const content = { steps: ["a"] };
    const store = fold([runStarted(), ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content })]);
    const first = store.getState().messages[0];
    expect(first).toEqual({ id: "act", role: "activity", activityType: "plan", content: { steps: ["a"] } });
    store.getState().applyEvent(ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/steps/-", value: "b" }] }));
    expect(store.getState().messages[0]).toMatchObject({ content: { steps: ["a", "b"] } });
    expect(content).toEqual({ steps: ["a"] });
    expect(first).toMatchObject({ content: { steps: ["a"] } });
    store.getState().applyEvent(ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: { x: 1 }, replace: false }));
    expect(store.getState().messages[0]).toMatchObject({ content: { steps: ["a", "b"] } });
    store.getState().applyEvent(ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "progress", content: { x: 1 } }));
    expect(store.getState().messages[0]).toEqual({ id: "act", role: "activity", activityType: "progress", content: { x: 1 } });
  });

  it("unsafe, failing and misdirected deltas are ignored with diagnostics", () => {
    const store = fold([
      runStarted(),
      ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: { a: 1 } }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "t", delta: "hi" }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/__proto__/polluted", value: true }] }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "add", path: "/constructor/prototype/polluted", value: true }] }),
      ev("ACTIVITY_DELTA", { messageId: "act", activityType: "plan", patch: [{ op: "replace", path: "/missing/deep", value: 1 }] }),
      ev("ACTIVITY_DELTA", { messageId: "nope", activityType: "plan", patch: [] }),
      ev("ACTIVITY_DELTA", { messageId: "t", activityType: "plan", patch: [] }),
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(store.getState().messages[0]).toMatchObject({ content: { a: 1 } });
    expect(codes(store)).toEqual(["unsafe_patch_path", "activity_patch_failed", "unknown_activity", "not_an_activity"]);
  });

  it("activity messages are never sent back to the agent", async () => {
    const { buildRunAgentInput } = await import("../src/index");
    const store = fold([runStarted(), ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "plan", content: {} }), runFinished()]);
    expect(buildRunAgentInput(store.getState()).messages.map((m) => m.role)).not.toContain("activity");
  });
});

describe("SUBAGENT_* lanes", () => {
  it("subagents keep their info, status, outcome and error; their messages carry subagentRunId", () => {
    const store = fold([
      runStarted(),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "researcher", description: "finds things", parentToolCallId: "c1", timestamp: 10 }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r-sa", delta: "sub thought", subagentRunId: "sa" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "t-sa", delta: "sub answer", subagentRunId: "sa" }),
      ev("SUBAGENT_FINISHED", { subagentRunId: "sa", outcome: { type: "suspended", interruptIds: ["i1"] }, result: { n: 1 }, timestamp: 20 }),
      ev("SUBAGENT_STARTED", { subagentRunId: "sb", name: "coder" }),
      ev("SUBAGENT_ERROR", { subagentRunId: "sb", message: "crashed", code: "E42" }),
    ]);
    const s = store.getState();
    expect(s.subagents.sa).toEqual({
      subagentRunId: "sa",
      status: "suspended",
      info: { name: "researcher", description: "finds things", parentToolCallId: "c1" },
      outcome: { type: "suspended", interruptIds: ["i1"] },
      result: { n: 1 },
      steps: [],
      // Receipt times on the client's clock (one clock, docs/architecture.md, "Protocol facts"), not the events' timestamps.
      startedAt: expect.any(Number),
      endedAt: expect.any(Number),
    });
    expect(s.subagents.sb).toMatchObject({ status: "error", error: { message: "crashed", code: "E42" } });
    expect(s.messages).toEqual([
      { id: "r-sa", role: "reasoning", content: "sub thought", subagentRunId: "sa" },
      { id: "t-sa", role: "assistant", content: "sub answer", subagentRunId: "sa" },
    ]);
    expect(s.status).toBe("running");
  });

  it("a subagent's reasoning neither closes nor interrupts the parent's, and chunk lanes stay apart", () => {
    const store = fold([
      runStarted(),
      ev("SUBAGENT_STARTED", { subagentRunId: "sa", name: "helper" }),
      ev("TEXT_MESSAGE_START", { messageId: "answer" }),
      ev("REASONING_START", { messageId: "span-parent" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r-parent", delta: "parent " }),
      ev("REASONING_START", { messageId: "span-sa", subagentRunId: "sa" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r-sa", delta: "child ", subagentRunId: "sa" }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "thinks" }),
      ev("REASONING_MESSAGE_CHUNK", { delta: "thinks too", subagentRunId: "sa" }),
      ev("SUBAGENT_ERROR", { subagentRunId: "sa", message: "boom" }),
    ]);
    const s = store.getState();
    expect(s.reasoning["r-parent"]).toMatchObject({ status: "streaming", spanId: "span-parent" });
    // SUBAGENT_ERROR closes the subagent's chunk stream (complete) and interrupts its open span.
    expect(s.reasoning["r-sa"]).toMatchObject({ status: "complete", spanId: "span-sa" });
    expect(s.spans["span-parent"]!.status).toBe("streaming");
    expect(s.spans["span-sa"]!.status).toBe("interrupted");
    expect(s.messages.find((m) => m.id === "r-parent")!.content).toBe("parent thinks");
    expect(s.messages.find((m) => m.id === "r-sa")!.content).toBe("child thinks too");
    // The parent's text was closed by the parent's own reasoning, not by the subagent's.
    expect(codes(store)).toEqual(["text_closed_by_reasoning", "interrupted_by_subagent_end"]);
  });
});

describe("RUN_FINISHED outcome and usage", () => {
  it("success with derived pendingToolCallIds, result and usage (with reasoningTokens)", () => {
    const usage = [
      { provider: "openai", model: "o3", inputTokens: 100, outputTokens: 80, reasoningTokens: 64, totalTokens: 180 },
      { provider: "anthropic", model: "claude", inputTokens: 10, outputTokens: 20, reasoningTokens: 5 },
    ];
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_CHUNK", { toolCallId: "c1", toolCallName: "search", delta: "{}" }),
      ev("TOOL_CALL_CHUNK", { toolCallId: "c2", toolCallName: "ask_user", delta: "{}" }),
      ev("TOOL_CALL_RESULT", { messageId: "res1", toolCallId: "c1", content: "ok" }),
      ev("RUN_FINISHED", { threadId: "thread-1", runId: "run-1", result: { done: true }, usage }),
    ]);
    const s = store.getState();
    expect(s.outcome).toEqual({ type: "success", pendingToolCallIds: ["c2"], result: { done: true } });
    expect(s.usage).toEqual(usage);
    expect(sumTokenUsage(s.usage)).toEqual({ inputTokens: 110, outputTokens: 100, reasoningTokens: 69, totalTokens: 180 });
    store.getState().applyEvent(runStarted("run-2"));
    expect(store.getState().outcome).toBeUndefined();
    expect(store.getState().usage).toBeUndefined();
  });

  it("interrupt → finished with the interrupts; cancelled → cancelled; unknown → success with a diagnostic", () => {
    const interrupt = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval", toolCallId: "c1" }] } })]);
    expect(interrupt.getState()).toMatchObject({ status: "finished", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval", toolCallId: "c1" }] } });
    const cancelled = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "cancelled" } })]);
    expect(cancelled.getState()).toMatchObject({ status: "cancelled", outcome: { type: "cancelled" } });
    const unknown = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r", outcome: { type: "teleported" } })]);
    expect(unknown.getState()).toMatchObject({ status: "finished", outcome: { type: "success" } });
    expect(codes(unknown)).toEqual(["unknown_outcome"]);
  });

  it("RUN_ERROR keeps the usage accrued before the failure", () => {
    const store = fold([runStarted(), ev("RUN_ERROR", { message: "x", usage: [{ model: "m", outputTokens: 7, reasoningTokens: 7 }] })]);
    expect(store.getState().usage).toEqual([{ model: "m", outputTokens: 7, reasoningTokens: 7 }]);
  });
});

describe("RAW and CUSTOM reach subscribers (addEventListener)", () => {
  it("by type or '*', after the state is published; unsubscribe stops delivery", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const custom: BaseEvent[] = [];
    const all: string[] = [];
    const off = store.getState().addEventListener("CUSTOM", (e) => custom.push(e));
    store.getState().addEventListener("*", (e) => all.push(`${e.type}:${store.getState().messages.length}`));
    const raw = ev("RAW", { event: { provider: "native" }, source: "openai" });
    store.getState().applyEvents([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "x" }), ev("CUSTOM", { name: "confetti", value: { n: 3 } }), raw, 42 as never]);
    expect(custom).toEqual([{ type: "CUSTOM", name: "confetti", value: { n: 3 } }]);
    expect(all).toEqual(["RUN_STARTED:1", "TEXT_MESSAGE_CHUNK:1", "CUSTOM:1", "RAW:1"]);
    off();
    store.getState().applyEvent(ev("CUSTOM", { name: "again", value: 1 }));
    expect(custom).toHaveLength(1);
    expect(store.getState().messages).toEqual([{ id: "a", role: "assistant", content: "x" }]);
  });

  it("strict: the rejected event and the rest of its batch are not delivered; a throwing listener does not stop ingest", async () => {
    const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    const seen: string[] = [];
    store.getState().addEventListener("*", (e) => seen.push(e.type));
    expect(() => store.getState().applyEvents([runStarted(), ev("CUSTOM", { name: "a", value: 1 }), ev("TEXT_MESSAGE_END", { messageId: "zz" }), ev("CUSTOM", { name: "b", value: 2 })])).toThrow();
    expect(seen).toEqual(["RUN_STARTED", "CUSTOM"]);

    const lenient = createAgentStore({ threadId: "thread-1" });
    const errors: unknown[] = [];
    const onError = (err: unknown) => errors.push(err);
    process.on("uncaughtException", onError);
    lenient.getState().addEventListener("CUSTOM", () => {
      throw new Error("listener bug");
    });
    expect(() => lenient.getState().applyEvents([runStarted(), ev("CUSTOM", { name: "a", value: 1 }), ev("TEXT_MESSAGE_CHUNK", { messageId: "m", delta: "kept" })])).not.toThrow();
    expect(lenient.getState().messages).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 0));
    process.off("uncaughtException", onError);
    expect(errors).toHaveLength(1);
  });
});

describe("event metadata (as @ag-ui/client 1.x mergeMetadata)", () => {
  it("merged onto the message or tool call the event builds", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "a", metadata: { lang: "en" } }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "hi", metadata: { tokens: 1 } }),
      ev("TEXT_MESSAGE_END", { messageId: "a" }),
      ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f", parentMessageId: "a", metadata: { risk: "low" } }),
      ev("TOOL_CALL_END", { toolCallId: "c" }),
    ]);
    expect(store.getState().messages[0]).toEqual({
      id: "a",
      role: "assistant",
      content: "hi",
      metadata: { lang: "en", tokens: 1 },
      toolCalls: [{ id: "c", type: "function", function: { name: "f", arguments: "" }, metadata: { risk: "low" } }],
    });
  });
});

describe("diagnostics carry the event's type and ids, never an encrypted value", () => {
  it("summarised event", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "ghost", encryptedValue: "SECRET-BLOB", subagentRunId: "sa" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "nope", delta: "also secret-ish" }),
    ]);
    const diags = store.getState().diagnostics;
    expect(diags[0]!.event).toEqual({ type: "REASONING_ENCRYPTED_VALUE", entityId: "ghost", subtype: "message", subagentRunId: "sa" });
    expect(diags[1]!.event).toEqual({ type: "TEXT_MESSAGE_CONTENT", messageId: "nope" });
    expect(JSON.stringify(diags)).not.toContain("SECRET");
    expect(JSON.stringify(diags)).not.toContain("secret-ish");
  });
});

describe("MESSAGES_SNAPSHOT: activity and subagent rules of @ag-ui/client 1.x", () => {
  const activity = (id: string, activityType: string) => ev("ACTIVITY_SNAPSHOT", { messageId: id, activityType, content: {} });
  const snapshot = (authoritativeActivityTypes?: string[] | null) =>
    ev("MESSAGES_SNAPSHOT", {
      messages: [{ id: "u1", role: "user", content: "hi", subagentRunId: null }],
      ...(authoritativeActivityTypes !== undefined && { metadata: { "@ag-ui/client": { authoritativeActivityTypes } } }),
    });
  const ids = (events: BaseEvent[]) => fold([runStarted(), activity("a1", "plan"), activity("a2", "search"), ...events]).getState().messages.map((m) => m.id);

  it("local activity is kept by default, dropped when the snapshot is authoritative for its type", () => {
    expect(ids([snapshot()])).toEqual(["a1", "a2", "u1"]);
    expect(ids([snapshot(null)])).toEqual(["u1"]);
    expect(ids([snapshot(["plan"])])).toEqual(["a2", "u1"]);
  });

  it("subagentRunId: null is stripped (lenient) and rejected (strict)", () => {
    const store = fold([runStarted(), snapshot()]);
    expect(store.getState().messages).toEqual([{ id: "u1", role: "user", content: "hi" }]);
    expect(codes(store)).toEqual(["null_field"]);
    const strict = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    strict.getState().applyEvent(runStarted());
    expect(() => strict.getState().applyEvent(snapshot())).toThrow(/subagentRunId: null/);
  });
});
