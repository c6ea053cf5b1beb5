/**
 * Property tests (issue 31): the rows of `selectListItems`, followed batch by batch (cached while only content
 * streams, extended when messages are appended, rebuilt when the list is reshaped), always equal the rows built
 * from scratch; and tool results placed out of order (`Draft.insert`, positions re-indexed lazily) land where
 * `@ag-ui/client` 1.x puts them, however many arrive and in whatever order.
 */
import type { BaseEvent, Message } from "@ag-ui/core";
import { createAgentStore, selectListItems, type MessageListItem } from "@reasoning-ui/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ev } from "../corpus/helpers";

const RUNS = { numRuns: 80 };

/** One step of a conversation, drawn at random. */
const step = fc.oneof(
  fc.record({ k: fc.constant("reasoning" as const), span: fc.option(fc.nat(3), { nil: undefined }), deltas: fc.nat(3) }),
  fc.record({ k: fc.constant("text" as const), deltas: fc.nat(3) }),
  fc.record({ k: fc.constant("call" as const), parent: fc.nat(5) }),
  fc.record({ k: fc.constant("result" as const), call: fc.nat(40) }),
  fc.record({ k: fc.constant("orphan" as const), call: fc.nat(40) }),
  fc.record({ k: fc.constant("user" as const) }),
  fc.record({ k: fc.constant("delta" as const), deltas: fc.nat(5) }),
);

/** The events of `steps` (each call, text and reasoning message gets a fresh id). */
type Step = { k: string; span?: number | undefined; deltas?: number; parent?: number; call?: number };
function eventsOf(steps: Step[]): (BaseEvent | Message)[] {
  const out: (BaseEvent | Message)[] = [];
  const texts: string[] = [];
  const calls: string[] = [];
  let n = 0;
  let streaming: { type: string; id: string } | undefined;
  for (const s of steps) {
    const id = `${s.k}${n++}`;
    if (s.k === "reasoning") {
      if (s.span !== undefined) out.push(ev("REASONING_START", { messageId: `span${s.span}` }));
      out.push(ev("REASONING_MESSAGE_START", { messageId: id, role: "reasoning" }));
      for (let i = 0; i < s.deltas!; i++) out.push(ev("REASONING_MESSAGE_CONTENT", { messageId: id, delta: "r" }));
      streaming = { type: "REASONING_MESSAGE_CONTENT", id };
    } else if (s.k === "text") {
      out.push(ev("TEXT_MESSAGE_START", { messageId: id, role: "assistant" }));
      for (let i = 0; i < s.deltas!; i++) out.push(ev("TEXT_MESSAGE_CONTENT", { messageId: id, delta: "t" }));
      texts.push(id);
      streaming = { type: "TEXT_MESSAGE_CONTENT", id };
    } else if (s.k === "call") {
      const parent = texts.length ? texts[s.parent! % texts.length] : undefined;
      out.push(ev("TOOL_CALL_START", { toolCallId: id, toolCallName: "f", ...(parent && { parentMessageId: parent }) }), ev("TOOL_CALL_END", { toolCallId: id }));
      calls.push(id);
    } else if (s.k === "result" && calls.length) {
      out.push(ev("TOOL_CALL_RESULT", { messageId: id, toolCallId: calls[s.call! % calls.length], content: "ok" }));
    } else if (s.k === "orphan") {
      // A result whose call may arrive later (its id is the one a later "call" step gets) or never.
      out.push(ev("TOOL_CALL_RESULT", { messageId: id, toolCallId: `call${n + s.call!}`, content: "?" }));
    } else if (s.k === "user") {
      out.push({ id, role: "user", content: "q" } as Message);
    } else if (s.k === "delta" && streaming) {
      for (let i = 0; i < s.deltas!; i++) out.push(ev(streaming.type, { messageId: streaming.id, delta: "d" }));
    }
  }
  return out;
}

/** Where `@ag-ui/client` 1.x puts each tool result: after its call's assistant message and the tool messages that follow it, else at the end. */
function expectedOrder(messages: readonly Message[]): string[] {
  const order: Message[] = [];
  for (const m of messages) {
    if (m.role !== "tool") {
      order.push(m);
      continue;
    }
    const parent = order.findIndex((p) => p.role === "assistant" && p.toolCalls?.some((c) => c.id === m.toolCallId));
    if (parent < 0) order.push(m);
    else {
      let at = parent + 1;
      while (at < order.length && order[at]!.role === "tool") at++;
      order.splice(at, 0, m);
    }
  }
  return order.map((m) => m.id);
}

describe("selectListItems followed batch by batch = built from scratch", () => {
  it("any conversation, any batching, content deltas in between", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 30 }), (steps, batches) => {
        const events = eventsOf(steps);
        const store = createAgentStore({ threadId: "t" });
        store.getState().applyEvent(ev("RUN_STARTED", { threadId: "t", runId: "r" }));
        let rows: MessageListItem[] | undefined;
        let i = 0;
        let b = 0;
        while (i < events.length) {
          const size = batches.length ? batches[b++ % batches.length]! : 1;
          const batch = events.slice(i, i + size);
          i += size;
          const before = rows;
          const beforeMessages = store.getState().messages.map((m) => `${m.id}:${m.role}`).join();
          const events_ = batch.filter((e): e is BaseEvent => "type" in e);
          for (const m of batch) if (!("type" in m)) store.getState().addMessage(m);
          if (events_.length) store.getState().applyEvents(events_);
          const state = store.getState();
          rows = selectListItems(state, rows);
          const scratch = selectListItems({ messages: [...state.messages], reasoning: { ...state.reasoning } });
          expect(rows).toEqual(scratch);
          // Only content changed: the same rows, same identity.
          if (before && state.messages.map((m) => `${m.id}:${m.role}`).join() === beforeMessages && JSON.stringify(before) === JSON.stringify(scratch)) expect(rows).toBe(before);
        }
      }),
      RUNS,
    );
  });
});

describe("out-of-order tool results (Draft.insert)", () => {
  it("land after their call's message and its earlier results, whatever their number and order", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(30), { minLength: 1, maxLength: 200 }), fc.nat(6), (order, texts) => {
        const store = createAgentStore({ threadId: "t" });
        const events: BaseEvent[] = [ev("RUN_STARTED", { threadId: "t", runId: "r" })];
        for (let t = 0; t <= texts; t++) {
          events.push(ev("TEXT_MESSAGE_START", { messageId: `a${t}`, role: "assistant" }), ev("TEXT_MESSAGE_END", { messageId: `a${t}` }));
          for (let c = 0; c < 5; c++) events.push(ev("TOOL_CALL_START", { toolCallId: `c${t}-${c}`, toolCallName: "f", parentMessageId: `a${t}` }), ev("TOOL_CALL_END", { toolCallId: `c${t}-${c}` }));
        }
        store.getState().applyEvents(events);
        const results = order.map((k, i) => ev("TOOL_CALL_RESULT", { messageId: `res${i}`, toolCallId: `c${k % (texts + 1)}-${k % 5}`, content: String(i) }));
        for (let i = 0; i < results.length; i += 1 + (i % 3)) store.getState().applyEvents(results.slice(i, i + 1 + (i % 3)));
        const { messages } = store.getState();
        expect(messages.map((m) => m.id)).toEqual(expectedOrder([...messages.filter((m) => m.role !== "tool"), ...order.map((_, i) => messages.find((m) => m.id === `res${i}`)!)]));
        // Every message is still found by id after the lazily re-indexed inserts: a duplicate result id is detected.
        store.getState().applyEvent(ev("TOOL_CALL_RESULT", { messageId: `res${order.length - 1}`, toolCallId: "c0-0", content: "again" }));
        expect(store.getState().diagnostics.some((d) => d.code === "duplicate_message_id")).toBe(true);
        // And a text message before an insert point still streams into the right message.
        store.getState().applyEvents([ev("TEXT_MESSAGE_START", { messageId: "late", role: "assistant" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "late", delta: "x" })]);
        expect(store.getState().messages.find((m) => m.id === "late")?.content).toBe("x");
      }),
      { numRuns: 60 },
    );
  });
});
