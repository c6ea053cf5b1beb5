import { afterEach, describe, expect, it, vi } from "vitest";
import { selectToolCall, selectTurnTimeline, withoutLeadingTitle } from "../../src/index";
import { ev, fold, runFinished, runStarted } from "../helpers";


/** One turn with interleaved thinking: think, call a tool, think again, answer. */
function interleaved(upTo = Infinity) {
  const events = [
    runStarted(),
    ev("REASONING_START", { messageId: "span-1" }),
    ev("REASONING_MESSAGE_START", { messageId: "r-1", role: "reasoning" }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: "r-1", delta: "**Searching the docs**\n\nLooking for the API." }),
    ev("REASONING_MESSAGE_END", { messageId: "r-1" }),
    ev("REASONING_END", { messageId: "span-1" }),
    ev("TOOL_CALL_START", { toolCallId: "call-1", toolCallName: "search_docs", parentMessageId: "a-1" }),
    ev("TOOL_CALL_ARGS", { toolCallId: "call-1", delta: '{"q":"x"}' }),
    ev("TOOL_CALL_END", { toolCallId: "call-1" }),
    ev("TOOL_CALL_RESULT", { messageId: "t-1", toolCallId: "call-1", content: "found" }),
    ev("REASONING_START", { messageId: "span-2" }),
    ev("REASONING_MESSAGE_START", { messageId: "r-2", role: "reasoning" }),
    ev("REASONING_MESSAGE_CONTENT", { messageId: "r-2", delta: "## Writing the answer\nDone." }),
    ev("REASONING_MESSAGE_END", { messageId: "r-2" }),
    ev("REASONING_END", { messageId: "span-2" }),
    ev("TEXT_MESSAGE_START", { messageId: "a-2", role: "assistant" }),
    ev("TEXT_MESSAGE_CONTENT", { messageId: "a-2", delta: "Here it is." }),
    ev("TEXT_MESSAGE_END", { messageId: "a-2" }),
    runFinished(),
  ];
  const store = fold([]);
  store.getState().addMessage({ id: "u-1", role: "user", content: "How?" });
  store.getState().applyEvents(events.slice(0, upTo));
  return store;
}

afterEach(() => vi.useRealTimers());

describe("selectTurnTimeline", () => {
  it("lists reasoning blocks and tool calls of a turn in wire order with titles and statuses", () => {
    const t = selectTurnTimeline(interleaved().getState(), "u-1");
    expect(t.steps.map((s) => [s.kind, s.id, s.title, s.status])).toEqual([
      ["reasoning", "span-1", "Searching the docs", "complete"],
      ["tool", "call-1", "search_docs", "complete"],
      ["reasoning", "span-2", "Writing the answer", "complete"],
    ]);
    expect(t.steps[1]).toMatchObject({ toolCallId: "call-1", messageIds: ["a-1", "t-1"] });
    expect(t.steps[0]).toMatchObject({ visibility: "visible", messageIds: ["r-1"] });
    expect(t.status).toBe("complete");
    expect(t.current).toBeUndefined();
    expect(t.durationMs).toBeGreaterThanOrEqual(0);
    expect(t.endedAt).toBeGreaterThanOrEqual(t.startedAt!);
  });

  it("accepts the user message id or any message id of the turn and gives the same timeline", () => {
    const state = interleaved().getState();
    const byUser = selectTurnTimeline(state, "u-1");
    expect(selectTurnTimeline(state, ["a-2"])).toEqual(byUser);
    expect(selectTurnTimeline(state, ["nope", "r-2"])).toEqual(byUser);
    expect(selectTurnTimeline(state, "nope").steps).toEqual([]);
  });

  it("keeps turns apart: a second user message starts a new turn", () => {
    const store = interleaved();
    store.getState().addMessage({ id: "u-2", role: "user", content: "And then?" });
    store.getState().applyEvents([
      runStarted("run-2"),
      ev("REASONING_MESSAGE_START", { messageId: "r-3", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r-3", delta: "**Checking again**" }),
    ]);
    const state = store.getState();
    expect(selectTurnTimeline(state, "u-1").steps).toHaveLength(3);
    const second = selectTurnTimeline(state, "u-2");
    expect(second.steps.map((s) => s.id)).toEqual(["r-3"]);
    expect(second.status).toBe("active");
    expect(second.current?.title).toBe("Checking again");
  });

  it("marks the streaming step current and the whole turn active while the run runs", () => {
    const t = selectTurnTimeline(interleaved(4).getState(), "u-1");
    expect(t.steps).toHaveLength(1);
    expect(t.current).toBe(t.steps[0]);
    expect(t.current).toMatchObject({ title: "Searching the docs", status: "active" });
    expect(t.steps[0]!.endedAt).toBeUndefined();
    expect(t.status).toBe("active");
    expect(t.durationMs).toBeUndefined();
  });

  it("shows a tool call awaiting its result as active while running", () => {
    const t = selectTurnTimeline(interleaved(9).getState(), "u-1");
    expect(t.steps.map((s) => s.status)).toEqual(["complete", "active"]);
    expect(t.current?.id).toBe("call-1");
  });

  it("times a tool step on the client's clock, from its start to its result, whatever the agent's timestamps say", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = interleaved(7); // through TOOL_CALL_START
    expect(store.getState().toolCallTimes["call-1"]).toEqual({ startedAt: 1_000_000 });
    vi.setSystemTime(1_002_500);
    store.getState().applyEvents([
      ev("TOOL_CALL_ARGS", { toolCallId: "call-1", delta: "{}" }),
      ev("TOOL_CALL_END", { toolCallId: "call-1" }),
      ev("TOOL_CALL_RESULT", { messageId: "t-1", toolCallId: "call-1", content: "found", timestamp: 5 }), // a skewed agent clock
    ]);
    const tool = selectTurnTimeline(store.getState(), "u-1").steps.find((s) => s.kind === "tool")!;
    expect(tool).toMatchObject({ status: "complete", startedAt: 1_000_000, endedAt: 1_002_500, durationMs: 2_500 });
    expect(selectToolCall(store.getState(), "call-1")?.durationMs).toBe(2_500);
    // a running call has a start but no duration; a call from history has neither
    const running = selectTurnTimeline(interleaved(8).getState(), "u-1").steps.find((s) => s.kind === "tool")!;
    expect(running.durationMs).toBeUndefined();
    const restored = fold([]);
    restored.getState().reset({ messages: store.getState().messages });
    expect(restored.getState().toolCallTimes).toEqual({});
    expect(selectTurnTimeline(restored.getState(), "u-1").steps.find((s) => s.kind === "tool")!.durationMs).toBeUndefined();
  });

  it("a state restored without toolCallTimes (persisted before the field existed) keeps working", () => {
    const store = fold([]);
    const { toolCallTimes: _dropped, ...old } = store.getState();
    store.setState(old as never, true);
    store.getState().addMessage({ id: "u-1", role: "user", content: "How?" });
    store.getState().applyEvents([
      runStarted(),
      ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "t", parentMessageId: "a" }),
      ev("TOOL_CALL_END", { toolCallId: "c" }),
      ev("TOOL_CALL_RESULT", { messageId: "t-c", toolCallId: "c", content: "ok" }),
    ]);
    expect(store.getState().toolCallTimes.c?.endedAt).toEqual(expect.any(Number));
    store.getState().applyEvents([ev("MESSAGES_SNAPSHOT", { messages: [] })]);
    expect(store.getState().toolCallTimes).toEqual({});
  });

  it("drops a tool call's times with the call: MESSAGES_SNAPSHOT without it, truncateAfter before it", () => {
    const store = interleaved();
    expect(Object.keys(store.getState().toolCallTimes)).toEqual(["call-1"]);
    const kept = store.getState().messages.filter((m) => m.id !== "a-1" && m.id !== "t-1");
    store.getState().applyEvents([ev("MESSAGES_SNAPSHOT", { messages: kept })]);
    expect(store.getState().toolCallTimes).toEqual({});
    const again = interleaved();
    again.getState().truncateAfter("u-1");
    expect(again.getState().toolCallTimes).toEqual({});
    const keep = interleaved();
    keep.getState().truncateAfter("t-1");
    expect(Object.keys(keep.getState().toolCallTimes)).toEqual(["call-1"]);
  });

  it("turns open steps failed when the run fails, and interrupted when the stream ends otherwise", () => {
    const failed = interleaved(9);
    failed.getState().applyEvent(ev("RUN_ERROR", { message: "boom" }));
    const f = selectTurnTimeline(failed.getState(), "u-1");
    expect(f.steps.map((s) => s.status)).toEqual(["complete", "failed"]);
    expect(f.status).toBe("failed");
    expect(f.current).toBeUndefined();

    const thinking = interleaved(4);
    thinking.getState().applyEvent(ev("RUN_ERROR", { message: "boom" }));
    expect(thinking.getState().reasoning["r-1"]!.status).toBe("interrupted");
    expect(selectTurnTimeline(thinking.getState(), "u-1").steps[0]!.status).toBe("failed");

    const cut = interleaved(4);
    cut.getState().endStream({ status: "cancelled" });
    const c = selectTurnTimeline(cut.getState(), "u-1");
    expect(c.steps[0]!.status).toBe("interrupted");
    expect(c.status).toBe("interrupted");
  });

  it("shows hidden reasoning as a hidden step without title and never carries the encrypted value", () => {
    const store = fold([]);
    store.getState().addMessage({ id: "u-1", role: "user", content: "Q" });
    store.getState().applyEvents([
      runStarted(),
      ev("REASONING_START", { messageId: "span-h" }),
      ev("REASONING_MESSAGE_START", { messageId: "r-h", role: "reasoning" }),
      ev("REASONING_MESSAGE_END", { messageId: "r-h" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r-h", encryptedValue: "SECRET-BLOB" }),
      ev("REASONING_END", { messageId: "span-h" }),
      runFinished(),
    ]);
    const t = selectTurnTimeline(store.getState(), "u-1");
    expect(t.steps).toEqual([expect.objectContaining({ kind: "reasoning", visibility: "hidden", hiddenReason: "encrypted", status: "complete" })]);
    expect(t.steps[0]!.title).toBeUndefined();
    expect(JSON.stringify(t)).not.toContain("SECRET-BLOB");
  });

  it("does not take a plain first line for a title", () => {
    const store = fold([]);
    store.getState().addMessage({ id: "u-1", role: "user", content: "Q" });
    store.getState().applyEvents([
      ev("REASONING_MESSAGE_START", { messageId: "r-p", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r-p", delta: "Let me think about this carefully." }),
    ]);
    const t = selectTurnTimeline(store.getState(), "u-1");
    expect(t.steps[0]!.title).toBeUndefined();
    expect(t.steps[0]!.status).toBe("active");
  });

  it("does not take a long plain first line for a (cut) title: the step keeps its whole text (issue 21)", () => {
    const long = "The user wants to see a chain of thought stream live. First, I restate the question so the answer stays on target. " +
      "Next, I weigh two readings: a quick factual reply, or a short explanation with an example.";
    const store = fold([]);
    store.getState().addMessage({ id: "u-1", role: "user", content: "Q" });
    store.getState().applyEvents([
      ev("REASONING_MESSAGE_START", { messageId: "r-l", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r-l", delta: long }),
      ev("REASONING_MESSAGE_END", { messageId: "r-l" }),
    ]);
    const t = selectTurnTimeline(store.getState(), "u-1");
    expect(t.steps[0]!.title).toBeUndefined();
    expect(withoutLeadingTitle(long)).toBe(long);
  });

  it("marks a tool result carrying an error as failed", () => {
    const store = fold([]);
    store.getState().reset({
      messages: [
        { id: "u-1", role: "user", content: "Q" },
        { id: "a-1", role: "assistant", toolCalls: [{ id: "c-1", type: "function", function: { name: "fetch", arguments: "{}" } }] },
        { id: "t-1", role: "tool", toolCallId: "c-1", content: "", error: "timeout" },
      ],
    });
    expect(selectTurnTimeline(store.getState(), "u-1").steps[0]).toMatchObject({ kind: "tool", status: "failed" });
  });

  it("shares structure: unchanged → same object; one streaming step changes, the others keep their identity", () => {
    const store = interleaved(12);
    const first = selectTurnTimeline(store.getState(), "u-1");
    expect(selectTurnTimeline(store.getState(), "u-1", first)).toBe(first);
    store.getState().applyEvent(ev("REASONING_MESSAGE_CONTENT", { messageId: "r-2", delta: "**Writing**" }));
    const next = selectTurnTimeline(store.getState(), "u-1", first);
    expect(next).not.toBe(first);
    expect(next.steps[0]).toBe(first.steps[0]);
    expect(next.steps[1]).toBe(first.steps[1]);
    expect(next.steps[2]!.title).toBe("Writing");
  });

  it("totals the turn on the agent's clock when every reasoning block has agent times", () => {
    const store = fold([]);
    store.getState().addMessage({ id: "u-1", role: "user", content: "Q" });
    const T = 1_700_000_000_000;
    store.getState().applyEvents([
      runStarted(),
      ev("REASONING_START", { messageId: "s-a", timestamp: T }),
      ev("REASONING_MESSAGE_START", { messageId: "r-a", role: "reasoning", timestamp: T }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r-a", delta: "**A**" }),
      ev("REASONING_MESSAGE_END", { messageId: "r-a", timestamp: T + 4_000 }),
      ev("REASONING_END", { messageId: "s-a", timestamp: T + 4_000 }),
      ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "t", parentMessageId: "a" }),
      ev("TOOL_CALL_END", { toolCallId: "c" }),
      ev("TOOL_CALL_RESULT", { messageId: "t-c", toolCallId: "c", content: "ok" }),
      ev("REASONING_START", { messageId: "s-b", timestamp: T + 30_000 }),
      ev("REASONING_MESSAGE_START", { messageId: "r-b", role: "reasoning", timestamp: T + 30_000 }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "r-b", delta: "**B**" }),
      ev("REASONING_MESSAGE_END", { messageId: "r-b", timestamp: T + 41_000 }),
      ev("REASONING_END", { messageId: "s-b", timestamp: T + 41_000 }),
      runFinished(),
    ]);
    const t = selectTurnTimeline(store.getState(), "u-1");
    // reasoning on the agent's clock (coherent), the tool call on the client's (start and result in one batch: 0 ms)
    expect(t.steps.map((s) => s.durationMs)).toEqual([4_000, 0, 11_000]);
    expect(t.durationMs).toBe(41_000);
  });
});

describe("withoutLeadingTitle", () => {
  it("drops a leading bold or heading line and the blank lines after it, and keeps other texts", async () => {
    const { withoutLeadingTitle } = await import("../../src/index");
    expect(withoutLeadingTitle("**Searching the docs**\n\nLooking.")).toBe("Looking.");
    expect(withoutLeadingTitle("\n## Plan\nStep one\n\nStep two")).toBe("Step one\n\nStep two");
    expect(withoutLeadingTitle("Plain first line\nmore")).toBe("Plain first line\nmore");
    expect(withoutLeadingTitle("**Only a title**")).toBe("");
  });
});
