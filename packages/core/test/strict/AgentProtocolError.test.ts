import { describe, expect, it } from "vitest";
import { AgentProtocolError, createAgentStore } from "../../src/index";
import { ev, runFinished, runStarted } from "../helpers";
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

describe("strict: typed AgentProtocolError", () => {
  it("content for an unknown id", () => {
    const store = strictStore();
    expect(rejection(() => store.getState().applyEvent(ev("REASONING_MESSAGE_CONTENT", { messageId: "x", delta: "a" }))).code).toBe("unknown_id");
    expect(store.getState().messages).toEqual([]);
  });

  it("content or end for a closed id", () => {
    const store = strictStore();
    store.getState().applyEvents([ev("TEXT_MESSAGE_START", { messageId: "a" }), ev("TEXT_MESSAGE_END", { messageId: "a" })]);
    expect(rejection(() => store.getState().applyEvent(ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "x" }))).code).toBe("closed_id");
    expect(rejection(() => store.getState().applyEvent(ev("TEXT_MESSAGE_END", { messageId: "a" }))).code).toBe("closed_id");
  });

  it("overlapping start of an open id", () => {
    const store = strictStore();
    store.getState().applyEvent(ev("REASONING_START", { messageId: "s" }));
    const err = rejection(() => store.getState().applyEvent(ev("REASONING_START", { messageId: "s" })));
    expect(err.code).toBe("overlapping_start");
    expect(err.eventType).toBe("REASONING_START");
  });

  it("events after RUN_FINISHED (a new RUN_STARTED is fine)", () => {
    const store = strictStore();
    store.getState().applyEvent(runFinished());
    expect(rejection(() => store.getState().applyEvent(ev("TEXT_MESSAGE_START", { messageId: "a" }))).code).toBe("event_after_run_finished");
    expect(() => store.getState().applyEvent(runStarted("run-2"))).not.toThrow();
  });

  it("RUN_FINISHED with open reasoning, text or tool calls", () => {
    for (const open of [
      ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }),
      ev("TEXT_MESSAGE_START", { messageId: "t" }),
      ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f" }),
    ]) {
      const store = strictStore();
      store.getState().applyEvent(open);
      expect(rejection(() => store.getState().applyEvent(runFinished())).code).toBe("run_finished_with_open_streams");
    }
  });

  it("events of the batch before the offending one are kept", () => {
    const store = strictStore();
    expect(() =>
      store.getState().applyEvents([ev("TEXT_MESSAGE_START", { messageId: "a" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "kept" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "b", delta: "bad" })]),
    ).toThrow(AgentProtocolError);
    expect(store.getState().messages).toEqual([{ id: "a", role: "assistant", content: "kept" }]);
  });

  it("a valid fixture-like stream passes strict mode", () => {
    const store = strictStore();
    expect(() =>
      store.getState().applyEvents([
        ev("REASONING_START", { messageId: "s" }),
        ev("REASONING_MESSAGE_CHUNK", { messageId: "r", delta: "a" }),
        ev("REASONING_MESSAGE_CHUNK", { messageId: "r", delta: "" }),
        ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r", encryptedValue: "E" }),
        ev("REASONING_END", { messageId: "s" }),
        ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "answer" }),
        runFinished(),
      ]),
    ).not.toThrow();
    expect(store.getState().status).toBe("finished");
  });
});
