import { describe, expect, it, vi } from "vitest";
import type { Message } from "@ag-ui/core";
import { createAgentStore, selectMessages } from "../../src/index";
import { ev, fold, runStarted } from "../helpers";

describe("createAgentStore", () => {
  it("initial messages are normalised and their reasoning registered as complete", () => {
    const messages = [
      { id: "u1", role: "user", content: "q" },
      { id: "r1", role: "reasoning", content: "", encryptedContent: "E1" },
      { id: "r2", role: "reasoning", content: "shown", encryptedValue: "E2" },
      { id: "a1", role: "assistant", toolCalls: [{ id: "tc", type: "function", function: { name: "f", arguments: "{}" }, encryptedContent: "E3" }] },
    ] as unknown as Message[];
    const s = createAgentStore({ threadId: "t", messages }).getState();
    expect(s.threadId).toBe("t");
    expect(s.status).toBe("idle");
    expect(s.messages[1]).toEqual({ id: "r1", role: "reasoning", content: "", encryptedValue: "E1" });
    expect(s.messages[3]).toMatchObject({ toolCalls: [{ encryptedValue: "E3" }] });
    expect(s.reasoning.r1).toMatchObject({ status: "complete", visibility: "hidden" });
    expect(s.reasoning.r2).toMatchObject({ status: "complete", visibility: "summary" });
  });

  it("without a thread id, creation reads no randomness: the id is made on first use (addMessage or beginRun)", () => {
    const uuid = vi.spyOn(globalThis.crypto, "randomUUID");
    const store = createAgentStore();
    expect(store.getState().threadId).toBe("");
    expect(uuid).not.toHaveBeenCalled();
    uuid.mockRestore();
    store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    const id = store.getState().threadId;
    expect(id).toMatch(/^thread-/);
    store.getState().beginRun("run-1");
    expect(store.getState().threadId).toBe(id); // kept
    const other = createAgentStore();
    other.getState().beginRun("run-1");
    expect(other.getState().threadId).toMatch(/^thread-/);
  });

  it("creating a store with history reads no clock and no randomness (deterministic in a render)", () => {
    const now = vi.spyOn(Date, "now");
    const uuid = vi.spyOn(globalThis.crypto, "randomUUID");
    const store = createAgentStore({
      messages: [
        { id: "u1", role: "user", content: "q" },
        { id: "r1", role: "reasoning", content: "thought", encryptedValue: "E" },
      ] as Message[],
    });
    expect(store.getState().reasoning.r1).toMatchObject({ status: "complete", visibility: "summary" });
    expect(now).not.toHaveBeenCalled();
    expect(uuid).not.toHaveBeenCalled();
    now.mockRestore();
    uuid.mockRestore();
  });

  it("applyEvents notifies once per batch; applyEvent once per event", () => {
    const store = createAgentStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().applyEvents([runStarted(), ...Array.from({ length: 50 }, () => ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "x" }))]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.getState().applyEvent(ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "y" }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().messages[0]).toMatchObject({ content: "x".repeat(50) + "y" });
  });

  it("one publish per batch: a delta gives a new object only to the changed message; containers are written in place, old entities untouched", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "a" }), ev("REASONING_MESSAGE_CHUNK", { messageId: "r", delta: "r" })]);
    const before = store.getState();
    const [a0, r0] = before.messages;
    const snapshot = selectMessages(before);
    store.getState().applyEvent(ev("REASONING_MESSAGE_CHUNK", { messageId: "r", delta: "+" }));
    const after = store.getState();
    expect(after).not.toBe(before);
    expect(after.revision).toBe(before.revision + 1);
    expect(after.messages).toBe(before.messages); // live: the reducer's own array, written in place
    expect(after.messages[0]).toBe(a0);
    expect(after.messages[1]).not.toBe(r0);
    expect(r0).toEqual({ id: "r", role: "reasoning", content: "r" }); // the old entity is never mutated
    expect(after.messages[1]).toEqual({ id: "r", role: "reasoning", content: "r+" });
    expect(after.reasoning[after.messages[1]!.id]).toBe(before.reasoning["r"]); // reasoning info unchanged: same object
    expect(snapshot).toEqual([a0, r0]); // a snapshot keeps the list as it was
    expect(selectMessages(after)).not.toBe(snapshot);
    expect(selectMessages(after)).toBe(selectMessages(store.getState()));
  });

  it("a batch that changes nothing publishes nothing (same state, same revision)", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })]);
    const before = store.getState();
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().applyEvents([]);
    expect(store.getState()).toBe(before);
    expect(notified).toBe(0);
    store.getState().applyEvent(ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "x" }));
    expect(store.getState().revision).toBe(before.revision + 1);
  });

  it("setState with an application's array: the reducer copies it once and never writes the application's array", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })]);
    const mine = [{ id: "x", role: "user" as const, content: "hi" }, ...store.getState().messages];
    const frozen = [...mine];
    const a0 = structuredClone(mine[1]);
    store.setState({ messages: mine });
    store.getState().applyEvents([ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "ok" }), ev("TEXT_MESSAGE_START", { messageId: "b" })]);
    expect(mine).toEqual(frozen); // same length, same objects
    expect(mine[1]).toEqual(a0); // its entities too
    expect(store.getState().messages).not.toBe(mine);
    expect(store.getState().messages.map((m) => m.id)).toEqual(["x", "a", "b"]);
  });

  it("external setState of messages is picked up (indexes rebuilt)", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })]);
    store.setState({ messages: [{ id: "x", role: "user", content: "hi" }, ...store.getState().messages] });
    store.getState().applyEvent(ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "ok" }));
    expect(store.getState().messages).toEqual([
      { id: "x", role: "user", content: "hi" },
      { id: "a", role: "assistant", content: "ok" },
    ]);
  });

  it("addMessage appends; beginRun marks running and clears the error", () => {
    const store = fold([ev("RUN_ERROR", { message: "x" })]);
    store.getState().addMessage({ id: "u1", role: "user", content: "again" });
    store.getState().beginRun("run-7");
    const s = store.getState();
    expect(s).toMatchObject({ status: "running", runId: "run-7" });
    expect(s.error).toBeUndefined();
    expect(s.messages.at(-1)).toEqual({ id: "u1", role: "user", content: "again" });
  });

  describe("endStream", () => {
    const open = () =>
      fold([runStarted(), ev("REASONING_MESSAGE_START", { messageId: "r", role: "reasoning" }), ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r", encryptedValue: "E" })]);

    it("without RUN_FINISHED → error stream_ended, reasoning interrupted, values kept", () => {
      const store = open();
      store.getState().endStream({ status: "finished" });
      const s = store.getState();
      expect(s.status).toBe("error");
      expect(s.error?.code).toBe("stream_ended");
      expect(s.reasoning.r!.status).toBe("interrupted");
      expect(typeof s.reasoning.r!.endedAt).toBe("number");
      expect(s.messages[0]).toMatchObject({ encryptedValue: "E" });
    });

    it("cancelled → cancelled; error → the given error", () => {
      const a = open();
      a.getState().endStream({ status: "cancelled" });
      expect(a.getState().status).toBe("cancelled");
      const b = open();
      b.getState().endStream({ status: "error", error: { message: "cut", code: "network_error" } });
      expect(b.getState()).toMatchObject({ status: "error", error: { message: "cut", code: "network_error" } });
    });

    it("after RUN_FINISHED / RUN_ERROR the settled status stays", () => {
      const a = fold([runStarted(), ev("RUN_FINISHED", { threadId: "t", runId: "r" })]);
      a.getState().endStream({ status: "cancelled" });
      expect(a.getState().status).toBe("finished");
      const b = fold([runStarted(), ev("RUN_ERROR", { message: "agent says no", code: "nope" })]);
      b.getState().endStream({ status: "finished" });
      expect(b.getState().error).toEqual({ message: "agent says no", code: "nope" });
    });
  });
});
