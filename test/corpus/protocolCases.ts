/**
 * The hostile / broken AG-UI event sequences of the protocol corpus (issue 5), shared by
 * `protocol.test.ts` (store behaviour) and the audit trail's no-content proof
 * (`packages/core/test/audit/`).
 */
import type { AgentState, AgentStore } from "@reasoning-ui/core";
import { expect } from "vitest";
import { codes, ev, expectKept } from "./helpers";

type Outcome = Parameters<AgentState["endStream"]>[0];

export interface Case {
  name: string;
  /** Events of the hostile run (run id "r1"). */
  events: (s: string) => unknown[];
  /** How the stream ended (default: the body ended normally). */
  end?: Outcome;
  /** Skip `beginRun` (events folded straight into a fresh store, as `applyEvents` users do). */
  fresh?: boolean;
  check: (store: AgentStore, s: string) => void;
}

const start = ev("RUN_STARTED", { threadId: "thread-1", runId: "r1" });
const finish = ev("RUN_FINISHED", { threadId: "thread-1", runId: "r1" });

export const cases: Case[] = [
  {
    name: "unknown event types and non-event values are skipped with a diagnostic",
    events: () => [start, ev("NOT_A_THING", { payload: { a: 1 } }), ev(""), null, 42, "RUN_FINISHED", [], { type: 7 }, ev("TEXT_MESSAGE_START", { messageId: "a1", role: "assistant" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "ok" }), ev("TEXT_MESSAGE_END", { messageId: "a1" }), finish],
    check: (store) => {
      expect(store.getState().status).toBe("finished");
      expect(codes(store)).toContain("unknown_event_type");
      expect(codes(store)).toContain("invalid_event");
      expect(store.getState().messages.find((m) => m.id === "a1")?.content).toBe("ok");
    },
  },
  {
    name: "missing RUN_STARTED: events are applied and the run is marked running",
    fresh: true,
    events: () => [ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }), ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "thinking" })],
    check: (store) => {
      expect(codes(store)).toContain("missing_run_started");
      expect(store.getState().messages.find((m) => m.id === "m1")?.content).toBe("thinking");
      expect(store.getState().reasoning.m1?.status).toBe("interrupted");
      expect(store.getState().error?.code).toBe("stream_ended");
    },
  },
  {
    name: "duplicate RUN_STARTED and duplicate message starts: reported once each, content continues",
    events: () => [
      start,
      start,
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "a" }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "b" }),
      ev("REASONING_MESSAGE_END", { messageId: "m1" }),
      ev("TEXT_MESSAGE_START", { messageId: "a1", role: "assistant" }),
      ev("TEXT_MESSAGE_START", { messageId: "a1", role: "assistant" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "x" }),
      ev("TEXT_MESSAGE_END", { messageId: "a1" }),
      finish,
    ],
    check: (store) => {
      expect(codes(store)).toContain("run_already_started");
      expect(codes(store).filter((c) => c === "overlapping_start").length).toBeGreaterThanOrEqual(2);
      const ms = store.getState().messages;
      expect(ms.filter((m) => m.id === "m1")).toHaveLength(1);
      expect(ms.find((m) => m.id === "m1")?.content).toBe("ab");
      expect(ms.filter((m) => m.id === "a1")).toHaveLength(1);
      expect(store.getState().status).toBe("finished");
    },
  },
  {
    name: "content or end for unknown ids: recovered (content opens the item), every one reported",
    events: () => [
      start,
      ev("REASONING_MESSAGE_CONTENT", { messageId: "ghost-r", delta: "orphan thought" }),
      ev("REASONING_MESSAGE_END", { messageId: "nobody" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "ghost-t", delta: "orphan text" }),
      ev("TEXT_MESSAGE_END", { messageId: "nobody-2" }),
      ev("TOOL_CALL_ARGS", { toolCallId: "ghost-tc", delta: "{}" }),
      ev("TOOL_CALL_END", { toolCallId: "nobody-3" }),
      ev("REASONING_END", { messageId: "no-span" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "ghost-r", encryptedValue: "late-but-kept" }),
      finish,
    ],
    check: (store) => {
      expect(codes(store).filter((c) => c === "unknown_id").length).toBeGreaterThanOrEqual(6);
      const ms = store.getState().messages;
      expect(ms.find((m) => m.id === "ghost-r")?.content).toBe("orphan thought");
      expect(ms.find((m) => m.id === "ghost-t")?.content).toBe("orphan text");
      expectKept(store, ["ghost-r"], ["late-but-kept"]);
    },
  },
  {
    name: "events after RUN_FINISHED are reported; the finished status stays",
    events: () => [start, finish, ev("TEXT_MESSAGE_START", { messageId: "late", role: "assistant" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "late", delta: "P.S." }), ev("TEXT_MESSAGE_END", { messageId: "late" })],
    check: (store) => {
      expect(codes(store)).toContain("event_after_run_finished");
      expect(store.getState().status).toBe("finished");
      expect(store.getState().error).toBeUndefined();
      // Lenient: the late text is kept (and reported), not dropped.
      expect(store.getState().messages.find((m) => m.id === "late")?.content).toBe("P.S.");
    },
  },
  {
    name: "a stream that ends mid-reasoning: reasoning interrupted, error stream_ended, text and encrypted value kept",
    events: (s) => [
      start,
      ev("REASONING_START", { messageId: "sp" }),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "half a thou" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "m1", encryptedValue: s }),
    ],
    check: (store, s) => {
      const st = store.getState();
      expect(st.status).toBe("error");
      expect(st.error?.code).toBe("stream_ended");
      expect(st.reasoning.m1?.status).toBe("interrupted");
      expect(st.reasoning.m1?.endedAt).toEqual(expect.any(Number));
      expect(codes(store)).toContain("interrupted_by_stream_end");
      expect(st.messages.find((m) => m.id === "m1")?.content).toBe("half a thou");
      expectKept(store, ["m1"], [s]);
    },
  },
  {
    name: "RUN_ERROR mid-reasoning: status error with the agent's message and code, reasoning interrupted",
    events: (s) => [
      start,
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "going…" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "m1", encryptedValue: s }),
      ev("RUN_ERROR", { message: "model overloaded", code: "overloaded" }),
    ],
    check: (store, s) => {
      const st = store.getState();
      expect(st.status).toBe("error");
      expect(st.error).toMatchObject({ message: "model overloaded", code: "overloaded" });
      expect(st.reasoning.m1?.status).toBe("interrupted");
      expectKept(store, ["m1"], [s]);
    },
  },
  {
    name: "ids __proto__ / constructor / prototype / hasOwnProperty are ordinary ids",
    events: (s) => [
      start,
      ev("REASONING_START", { messageId: "__proto__" }),
      ev("REASONING_MESSAGE_START", { messageId: "__proto__", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "__proto__", delta: "p" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "__proto__", encryptedValue: s }),
      ev("REASONING_MESSAGE_END", { messageId: "__proto__" }),
      ev("REASONING_END", { messageId: "__proto__" }),
      ev("TEXT_MESSAGE_START", { messageId: "constructor", role: "assistant" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "constructor", delta: "c" }),
      ev("TEXT_MESSAGE_END", { messageId: "constructor" }),
      ev("TOOL_CALL_START", { toolCallId: "hasOwnProperty", toolCallName: "polluted", parentMessageId: "constructor" }),
      ev("TOOL_CALL_ARGS", { toolCallId: "hasOwnProperty", delta: '{"__proto__":{"polluted":true}}' }),
      ev("TOOL_CALL_END", { toolCallId: "hasOwnProperty" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "prototype", encryptedValue: "pending-one" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "hasOwnProperty", encryptedValue: `${s}-tool` }),
      finish,
    ],
    check: (store, s) => {
      const st = store.getState();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(st.messages.find((m) => m.id === "__proto__")?.content).toBe("p");
      expect(Object.hasOwn(st.reasoning, "__proto__")).toBe(true);
      expect(st.reasoning["__proto__"]?.status).toBe("complete");
      expect(Object.hasOwn(st.spans, "__proto__")).toBe(true);
      expect(st.messages.find((m) => m.id === "constructor")?.content).toBe("c");
      // The call never arrived: at run end its value moved to a hidden reasoning message, resent next turn (issue 15).
      expect(Object.hasOwn(st.pendingToolCallEncryptedValues, "prototype")).toBe(false);
      expect(st.messages.find((m) => m.id === "prototype:encrypted")).toEqual({ id: "prototype:encrypted", role: "reasoning", content: "", encryptedValue: "pending-one" });
      expectKept(store, ["__proto__", "constructor"], [s, `${s}-tool`]);
      expect(typeof st.reasoning.constructor === "function").toBe(false);
    },
  },
];
