import { describe, expect, it } from "vitest";
import type { Message } from "@ag-ui/core";
import { AgentProtocolError, createAgentStore } from "../../src/index";
import { codes, ev, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

/**
 * Deltas that continue the message the previous event appended to take the reducer's streak path
 * (reducer/streak.ts). These cases put something between two such deltas and check that the second one is
 * folded exactly as the general path folds it.
 */
const content = (type: "TEXT" | "REASONING", delta: string, fields: Record<string, unknown> = {}) =>
  ev(`${type}_MESSAGE_CONTENT`, { messageId: "m1", delta, ...fields });
const text = (store: ReturnType<typeof createAgentStore>, id = "m1") => store.getState().messages.find((m) => m.id === id)?.content;

function started(kind: "TEXT" | "REASONING", options: { strict?: typeof strictVerification } = {}) {
  const store = createAgentStore({ threadId: "thread-1", ...options });
  store.getState().applyEvents([runStarted(), ev(`${kind}_MESSAGE_START`, { messageId: "m1", role: kind === "TEXT" ? "assistant" : "reasoning" })]);
  return store;
}

describe("streak of deltas for one message", () => {
  it("folds the same text whether deltas come one per call or in one batch", () => {
    const deltas = Array.from({ length: 3000 }, (_, i) => `${i} `);
    const one = started("REASONING");
    for (const d of deltas) one.getState().applyEvent(content("REASONING", d));
    const batch = started("REASONING");
    batch.getState().applyEvents(deltas.map((d) => content("REASONING", d)));
    expect(text(one)).toBe(deltas.join(""));
    expect(text(batch)).toBe(deltas.join(""));
    expect(one.getState().reasoning.m1).toMatchObject({ status: "streaming", visibility: "visible" });
    expect(one.getState().diagnostics).toEqual([]);
  });

  it("a chunk stream opened for the message is closed by the next plain delta (END, then a closed_id recovery)", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    store.getState().applyEvents([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "m1", delta: "a" })]);
    store.getState().applyEvent(content("TEXT", "b"));
    store.getState().applyEvent(content("TEXT", "c"));
    expect(text(store)).toBe("abc");
    expect(codes(store)).toEqual(["closed_id"]);
  });

  it("a delta after endStream is recorded as after the run and for an interrupted message", () => {
    const store = started("REASONING");
    store.getState().applyEvent(content("REASONING", "a"));
    store.getState().applyEvent(content("REASONING", "b"));
    store.getState().endStream({ status: "finished" });
    store.getState().applyEvent(content("REASONING", "c"));
    expect(text(store)).toBe("abc");
    expect(store.getState().reasoning.m1?.status).toBe("interrupted");
    expect(codes(store)).toEqual(["interrupted_by_stream_end", "event_after_run_finished", "closed_id"]);
  });

  it("a delta carrying metadata merges it; the ones after it continue", () => {
    const store = started("TEXT");
    store.getState().applyEvents([content("TEXT", "a"), content("TEXT", "b", { metadata: { source: "x" } }), content("TEXT", "c")]);
    expect(store.getState().messages[0]).toMatchObject({ content: "abc", metadata: { source: "x" } });
  });

  it("strict: a delta attributed to a subagent after parent-lane deltas is a lane_mismatch", () => {
    const store = started("TEXT", { strict: strictVerification });
    store.getState().applyEvents([content("TEXT", "a"), content("TEXT", "b")]);
    let error: unknown;
    try {
      store.getState().applyEvent(content("TEXT", "c", { subagentRunId: "sub-1" }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AgentProtocolError);
    expect((error as AgentProtocolError).code).toBe("lane_mismatch");
    expect(text(store)).toBe("ab");
  });

  it("strict: a delta after RUN_FINISHED throws even though the one before it continued the message", () => {
    const store = started("TEXT", { strict: strictVerification });
    store.getState().applyEvents([content("TEXT", "a"), content("TEXT", "b"), ev("TEXT_MESSAGE_END", { messageId: "m1" }), ev("RUN_FINISHED", { threadId: "thread-1", runId: "run-1" })]);
    expect(() => store.getState().applyEvent(content("TEXT", "c"))).toThrow(AgentProtocolError);
    expect(text(store)).toBe("ab");
  });

  it("after the application replaces the messages, the next delta goes to the message with that id", () => {
    const store = started("TEXT");
    store.getState().applyEvents([content("TEXT", "a"), content("TEXT", "b")]);
    const [m1] = store.getState().messages as Message[];
    store.setState({ messages: [{ id: "u0", role: "user", content: "q" }, m1!] });
    store.getState().applyEvent(content("TEXT", "c"));
    expect(store.getState().messages.map((m) => [m.id, m.content])).toEqual([
      ["u0", "q"],
      ["m1", "abc"],
    ]);
  });

  it("a delta for another message, or another kind with the same id, takes the general path", () => {
    const store = started("TEXT");
    store.getState().applyEvents([content("TEXT", "a"), content("TEXT", "b"), content("REASONING", "x"), content("TEXT", "c")]);
    // REASONING_MESSAGE_CONTENT for the answer's id: a reasoning message with the derived id, the answer untouched.
    expect(store.getState().messages.map((m) => [m.id, m.role, m.content])).toEqual([
      ["m1", "assistant", "abc"],
      ["m1:reasoning", "reasoning", "x"],
    ]);
  });
});
