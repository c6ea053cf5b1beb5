import { describe, expect, it } from "vitest";
import { createAgentStore, type BaseEvent } from "../../src/index";

const e = (type: string, fields: Record<string, unknown> = {}) => ({ type, ...fields }) as unknown as BaseEvent;
const turn = (run: string, user: string, reasoning: string, answer: string) => [
  e("RUN_STARTED", { threadId: "t", runId: run }),
  e("REASONING_MESSAGE_START", { messageId: reasoning, role: "reasoning" }),
  e("REASONING_MESSAGE_CONTENT", { messageId: reasoning, delta: `why ${user}` }),
  e("REASONING_MESSAGE_END", { messageId: reasoning }),
  e("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: reasoning, encryptedValue: `SECRET-${reasoning}` }),
  e("TEXT_MESSAGE_START", { messageId: answer, role: "assistant" }),
  e("TEXT_MESSAGE_CONTENT", { messageId: answer, delta: "ok" }),
  e("TEXT_MESSAGE_END", { messageId: answer }),
  e("RUN_FINISHED", { threadId: "t", runId: run }),
];

describe("the state truncateAfter leaves (rewoundState)", () => {
  it("keeps the messages up to the cut, the same objects with their encrypted values, and their reasoning", () => {
    const store = createAgentStore({ threadId: "t", messages: [{ id: "u1", role: "user", content: "one" }] });
    store.getState().applyEvents(turn("run-1", "u1", "r1", "a1"));
    store.getState().addMessage({ id: "u2", role: "user", content: "two" });
    store.getState().applyEvents(turn("run-2", "u2", "r2", "a2"));
    const before = store.getState();
    const kept = before.messages.slice(0, 3);
    store.getState().truncateAfter("a1");
    const after = store.getState();
    expect(after.messages.map((m) => m.id)).toEqual(["u1", "r1", "a1"]);
    after.messages.forEach((m, i) => expect(m).toBe(kept[i]));
    expect(after.messages[1]).toMatchObject({ encryptedValue: "SECRET-r1" });
    expect(Object.keys(after.reasoning)).toEqual(["r1"]);
    expect(after.status).toBe("idle");
  });

  it("keeps only the runs that ended before the cut", () => {
    const store = createAgentStore({ threadId: "t", messages: [{ id: "u1", role: "user", content: "one" }] });
    store.getState().applyEvents(turn("run-1", "u1", "r1", "a1"));
    store.getState().addMessage({ id: "u2", role: "user", content: "two" });
    store.getState().applyEvents(turn("run-2", "u2", "r2", "a2"));
    expect(store.getState().runs.map((r) => r.runId)).toEqual(["run-1", "run-2"]);
    store.getState().truncateAfter("a1");
    expect(store.getState().runs.map((r) => r.runId)).toEqual(["run-1"]);
    expect(store.getState().runId).toBe("run-1");
  });
});
