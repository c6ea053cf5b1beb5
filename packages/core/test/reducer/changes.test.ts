/** The reducer's typed change feed through the store: `addChangeListener`. */
import { EventType } from "@ag-ui/core";
import { describe, expect, it, vi } from "vitest";
import { createAgentStore, type AgentChange, type BaseEvent } from "../../src/index";
import { ChangeFeed, MAX_PENDING } from "../../src/reducer/changes";

const SECRET = "c2lnbmF0dXJlLWJsb2ItbmV2ZXItZGVjb2RlZA==";

const turn: BaseEvent[] = [
  { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1", timestamp: 1000 },
  { type: EventType.REASONING_START, messageId: "s1", timestamp: 1001 },
  { type: EventType.REASONING_MESSAGE_START, messageId: "r1m", role: "reasoning" },
  { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "r1m", delta: "thinking" },
  { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "r1m", delta: " more" },
  { type: EventType.REASONING_MESSAGE_END, messageId: "r1m" },
  { type: EventType.REASONING_ENCRYPTED_VALUE, subtype: "message", entityId: "r1m", encryptedValue: SECRET },
  { type: EventType.TOOL_CALL_START, toolCallId: "tc1", toolCallName: "lookup", parentMessageId: "a1" },
  { type: EventType.TOOL_CALL_END, toolCallId: "tc1" },
  { type: EventType.REASONING_END, messageId: "s1" },
  { type: EventType.TEXT_MESSAGE_START, messageId: "a2", role: "assistant" },
  { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a2", delta: "answer" },
  { type: EventType.TEXT_MESSAGE_END, messageId: "a2" },
  { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" },
] as BaseEvent[];

describe("change feed", () => {
  it("reports what the reducer did as typed changes, in order, without content or encrypted values", () => {
    const store = createAgentStore({ threadId: "t1" });
    const changes: AgentChange[] = [];
    store.getState().addChangeListener((c) => changes.push(c));
    store.getState().applyEvents(turn);
    expect(changes.map((c) => c.type)).toEqual([
      "run-started",
      "span-started",
      "message-added",
      "reasoning-started",
      "reasoning-ended",
      "encrypted-value-attached",
      "message-added",
      "tool-call-started",
      "tool-call-ended",
      "span-ended",
      "message-added",
      "text-started",
      "run-finished",
      "content-changed", // the batch's one summary of what it wrote, after its other changes
    ]);
    expect(changes[0]).toEqual({ type: "run-started", threadId: "t1", runId: "r1", agentAt: 1000, eventIndex: 0 });
    expect(changes[1]).toEqual({ type: "span-started", spanId: "s1", agentAt: 1001, eventIndex: 1 });
    expect(changes[3]).toMatchObject({ type: "reasoning-started", messageId: "r1m", spanId: "s1", visibility: "visible", eventIndex: 2 });
    expect(changes[4]).toMatchObject({ type: "reasoning-ended", messageId: "r1m", status: "complete", eventIndex: 5 });
    expect(changes[5]).toEqual({ type: "encrypted-value-attached", subtype: "message", entityId: "r1m", length: SECRET.length, eventIndex: 6 });
    expect(changes[7]).toMatchObject({ type: "tool-call-started", toolCallId: "tc1", toolCallName: "lookup", parentMessageId: "a1" });
    expect(changes[13]).toEqual({ type: "content-changed", messageIds: ["r1m", "a1", "a2"], toolCallIds: ["tc1"], spanIds: ["s1"], runIds: ["r1"], eventIndex: 13 });
    const json = JSON.stringify(changes);
    expect(json).not.toContain(SECRET);
    expect(json).not.toContain("thinking");
    expect(json).not.toContain("answer");
  });

  it("delivers each event's changes right before the event, and a command's after it is published", () => {
    const store = createAgentStore({ threadId: "t1" });
    const log: string[] = [];
    store.getState().addChangeListener((c) => log.push(`change:${c.type}:${store.getState().status}`));
    store.getState().addEventListener("*", (e) => log.push(`event:${e.type}`));
    store.getState().beginRun("r1");
    store.getState().applyEvents([
      { type: EventType.REASONING_MESSAGE_START, messageId: "m", role: "reasoning" },
      { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "m", delta: "x" },
    ] as BaseEvent[]);
    store.getState().endStream({ status: "finished" });
    expect(log).toEqual([
      "change:run-begun:running", // the command, after its publish
      "change:content-changed:running", // its run record
      "change:diagnostic:running", // missing_run_started, raised by the event it comes before
      "change:message-added:running",
      "change:reasoning-started:running",
      "event:REASONING_MESSAGE_START",
      "change:content-changed:running", // the batch's summary, with its last event
      "event:REASONING_MESSAGE_CONTENT",
      "change:reasoning-ended:error",
      "change:diagnostic:error",
      "change:stream-ended:error",
      "change:content-changed:error",
    ]);
  });

  it("reports diagnostics with the event that raised them, and ids as the state holds them (aliases, chunks, THINKING_*)", () => {
    const store = createAgentStore({ threadId: "t1" });
    const changes: AgentChange[] = [];
    store.getState().addChangeListener((c) => changes.push(c));
    store.getState().applyEvents([
      { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "x", role: "assistant" },
      { type: EventType.TEXT_MESSAGE_END, messageId: "x" },
      { type: EventType.REASONING_MESSAGE_START, messageId: "x", role: "reasoning" },
      { type: "THINKING_START" },
      { type: EventType.REASONING_MESSAGE_CHUNK, delta: "id-less" },
    ] as BaseEvent[]);
    const started = changes.filter((c): c is Extract<AgentChange, { type: "reasoning-started" }> => c.type === "reasoning-started");
    expect(started[0]!.messageId).toBe("x:reasoning");
    const diag = changes.find((c) => c.type === "diagnostic");
    expect(diag).toMatchObject({ type: "diagnostic", eventIndex: 3, diagnostic: { code: "reasoning_id_collision" } });
    const span = changes.find((c) => c.type === "span-started");
    expect(span).toMatchObject({ eventIndex: 4 });
    expect((span as { spanId: string }).spanId).toMatch(/^thinking-/);
    expect(started[1]!.messageId).toBe(store.getState().messages.at(-1)!.id);
  });

  it("never lets a throwing listener interrupt ingest; the error is re-thrown asynchronously", async () => {
    const store = createAgentStore({ threadId: "t1" });
    const errors: unknown[] = [];
    const spy = vi.spyOn(globalThis, "queueMicrotask").mockImplementation((fn) => {
      try {
        fn();
      } catch (e) {
        errors.push(e);
      }
    });
    const seen: string[] = [];
    store.getState().addChangeListener(() => {
      throw new Error("listener bug");
    });
    store.getState().addChangeListener((c) => seen.push(c.type));
    expect(() => store.getState().applyEvents(turn)).not.toThrow();
    spy.mockRestore();
    expect(store.getState().status).toBe("finished");
    expect(seen).toContain("run-finished");
    expect(errors.length).toBe(seen.length);
  });

  it("costs nothing while nobody listens: the feed is off, and off again after the last unsubscribe", () => {
    const store = createAgentStore({ threadId: "t1" });
    const seen: AgentChange[] = [];
    const off = store.getState().addChangeListener((c) => seen.push(c));
    off();
    store.getState().applyEvents(turn);
    expect(seen).toEqual([]);
    const off2 = store.getState().addChangeListener((c) => seen.push(c));
    store.getState().applyEvent({ type: EventType.RUN_STARTED, threadId: "t1", runId: "r2" } as BaseEvent);
    off2();
    expect(seen.map((c) => c.type)).toEqual(["run-started", "content-changed"]);
  });
});

describe("change feed: content-changed (what a batch wrote of the saved content)", () => {
  it("a streamed delta reports one content-changed naming its message, however many deltas the batch holds", () => {
    const store = createAgentStore({ threadId: "t1" });
    store.getState().applyEvents([
      { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" },
      { type: EventType.TEXT_MESSAGE_START, messageId: "a", role: "assistant" },
    ] as BaseEvent[]);
    const changes: AgentChange[] = [];
    store.getState().addChangeListener((c) => changes.push(c));
    store.getState().applyEvent({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "x" } as BaseEvent);
    expect(changes).toEqual([{ type: "content-changed", messageIds: ["a"], toolCallIds: [], spanIds: [], runIds: [], eventIndex: 0 }]);
    changes.length = 0;
    store.getState().applyEvents(Array.from({ length: 100 }, () => ({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "a", delta: "y" })) as BaseEvent[]);
    expect(changes).toEqual([{ type: "content-changed", messageIds: ["a"], toolCallIds: [], spanIds: [], runIds: [], eventIndex: 99 }]);
    expect(JSON.stringify(changes)).not.toContain("yy"); // ids only, never content
  });

  it("a batch that writes nothing saved (agent state, CUSTOM) reports no content-changed", () => {
    const store = createAgentStore({ threadId: "t1" });
    store.getState().applyEvent({ type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" } as BaseEvent);
    const changes: AgentChange[] = [];
    store.getState().addChangeListener((c) => changes.push(c));
    store.getState().applyEvents([
      { type: EventType.STATE_SNAPSHOT, snapshot: { a: 1 } },
      { type: EventType.CUSTOM, name: "n", value: 1 },
    ] as BaseEvent[]);
    expect(changes).toEqual([]);
  });

  it("an application's setState of saved fields is reported first in the next batch (state-set); of other fields, not at all", () => {
    const store = createAgentStore({ threadId: "t1" });
    const changes: AgentChange[] = [];
    store.getState().addChangeListener((c) => changes.push(c));
    store.setState({ state: { mine: 1 }, steps: [] });
    store.getState().applyEvents([]);
    expect(changes).toEqual([]);
    store.setState({ messages: [{ id: "u", role: "user", content: "q" }], threadId: "t2" });
    store.getState().applyEvent({ type: EventType.CUSTOM, name: "n", value: 1 } as BaseEvent);
    expect(changes[0]).toEqual({ type: "state-set", fields: ["threadId", "messages"], eventIndex: -1 }); // then the event's own (a run opened)
  });

  it("bounds what a batch lists: ids beyond the bound are counted as dropped, the change is still reported", () => {
    const feed = new ChangeFeed();
    feed.on = true;
    for (let i = 0; i < MAX_PENDING + 10; i++) feed.touch("messageIds", `m${i}`);
    feed.touch("messageIds", "m0"); // already listed: not dropped
    const [change] = feed.drain() as Extract<AgentChange, { type: "content-changed" }>[];
    expect(change!.messageIds.length).toBe(MAX_PENDING);
    expect(feed.dropped).toBe(10);
    expect(feed.drain()).toEqual([]); // cleared: the next batch starts empty
    feed.touch("spanIds"); // a whole list replaced: reported without ids
    expect(feed.drain()).toEqual([{ type: "content-changed", messageIds: [], toolCallIds: [], spanIds: [], runIds: [], eventIndex: -1 }]);
  });
});
