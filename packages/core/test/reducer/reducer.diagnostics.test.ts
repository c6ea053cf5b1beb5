import { describe, expect, it } from "vitest";
import { AgentProtocolError, createAgentStore } from "../../src/index";
import { codes, ev, fold, runFinished, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

function strictStore() {
  const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
  store.getState().applyEvent(runStarted());
  return store;
}

function rejection(fn: () => void): AgentProtocolError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AgentProtocolError);
    return err as AgentProtocolError;
  }
  throw new Error("expected an AgentProtocolError");
}

describe("lenient (default): recover and record, never throw", () => {
  it("garbage, unknown types, duplicate starts and unknown ids", () => {
    const store = createAgentStore();
    const apply = store.getState().applyEvents;
    expect(() =>
      apply([
        null as never,
        42 as never,
        { no: "type" } as never,
        runStarted(),
        ev("NOT_A_REAL_EVENT"),
        ev("TEXT_MESSAGE_START", { messageId: "a" }),
        ev("TEXT_MESSAGE_START", { messageId: "a" }),
        ev("TEXT_MESSAGE_END", { messageId: "zzz" }),
        ev("REASONING_MESSAGE_END", { messageId: "zzz" }),
        ev("REASONING_END", { messageId: "zzz" }),
        ev("TOOL_CALL_END", { toolCallId: "zzz" }),
        ev("TEXT_MESSAGE_CONTENT", { messageId: "a" }),
        ev("REASONING_MESSAGE_START", { messageId: "__proto__", role: "reasoning" }),
        ev("REASONING_MESSAGE_START", { messageId: "__proto__", role: "reasoning" }),
      ]),
    ).not.toThrow();
    const diags = store.getState().diagnostics;
    expect(diags.map((d) => d.code)).toEqual([
      "invalid_event",
      "invalid_event",
      "invalid_event",
      "unknown_event_type",
      "overlapping_start",
      "unknown_id",
      "unknown_id",
      "unknown_id",
      "unknown_id",
      "invalid_event",
      "text_closed_by_reasoning",
      "overlapping_start",
    ]);
    for (const d of diags) {
      expect(typeof d.message).toBe("string");
      expect(typeof d.at).toBe("number");
    }
    expect(diags[3]!.eventType).toBe("NOT_A_REAL_EVENT");
    expect(store.getState().messages.map((m) => m.id)).toEqual(["a", "__proto__"]);
  });

  it("events after RUN_FINISHED are applied and recorded once per type", () => {
    const store = fold([runStarted(), runFinished(), ev("TEXT_MESSAGE_CHUNK", { messageId: "late", delta: "x" }), ev("TEXT_MESSAGE_CHUNK", { messageId: "late", delta: "y" })]);
    expect(store.getState().messages[0]).toMatchObject({ content: "xy" });
    expect(codes(store).filter((c) => c === "event_after_run_finished")).toHaveLength(1);
  });

  it("a repeated recovery for one id is reported once (bounded diagnostics)", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "x" }), ev("RUN_STARTED", { threadId: "thread-1", runId: "r2" })]);
    for (let i = 0; i < 1000; i++) store.getState().applyEvent(ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "." }));
    expect(codes(store).filter((c) => c === "closed_id")).toHaveLength(1);
  });
});

describe("a flood of one problem (issue 40)", () => {
  const unknown = (from: number, n: number) => Array.from({ length: n }, (_, i) => ev("REASONING_MESSAGE_CONTENT", { messageId: `u${from + i}`, delta: "x" }));

  it("keeps 64 in a row, then counts the rest in the last one's repeats, across batches, without touching a published entry", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    store.getState().applyEvents([runStarted(), ...unknown(0, 100)]);
    const first = store.getState().diagnostics;
    expect(first).toHaveLength(64);
    expect(first.every((d) => d.code === "unknown_id")).toBe(true);
    expect(first[63]).toMatchObject({ params: { id: "u63" }, event: { messageId: "u63" }, repeats: 36 });
    const published = first[63]!;
    store.getState().applyEvents(unknown(100, 50));
    const second = store.getState().diagnostics;
    expect(second).toHaveLength(64);
    expect(second[63]!.repeats).toBe(86);
    expect(published.repeats).toBe(36); // copied, not mutated
    expect(first[62]).toBe(second[62]);
    // Every message is still created: nothing but the diagnostic's copies is saved.
    expect(store.getState().messages).toHaveLength(150);
    // Another problem ends the run; the same code starts a new one.
    store.getState().applyEvents([ev("TOOL_CALL_END", { toolCallId: "nobody" }), ...unknown(200, 3)]);
    expect(store.getState().diagnostics.slice(-4).map((d) => [d.eventType, d.repeats])).toEqual([
      ["TOOL_CALL_END", undefined],
      ["REASONING_MESSAGE_CONTENT", undefined],
      ["REASONING_MESSAGE_CONTENT", undefined],
      ["REASONING_MESSAGE_CONTENT", undefined],
    ]);
  });

  it("a run broken by setState starts over", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    store.getState().applyEvents([runStarted(), ...unknown(0, 70)]);
    store.setState({ diagnostics: [] });
    store.getState().applyEvents(unknown(70, 2));
    expect(store.getState().diagnostics.map((d) => [d.params?.id, d.repeats])).toEqual([
      ["u70", undefined],
      ["u71", undefined],
    ]);
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
