import { describe, expect, it } from "vitest";
import { EventType } from "@ag-ui/core";
import { createAgentStore } from "../../src/index";
import { sameKey, saveKey } from "../../src/storage/saveKey";

describe("the save key (whether anything saved changed)", () => {
  it("a text delta written in place changes it; an event that changes nothing saved does not", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvent({ type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" });
    const before = saveKey(store.getState());
    store.getState().applyEvent({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: "hi" });
    expect(sameKey(before, saveKey(store.getState()))).toBe(false); // same array, new stamp
    const after = saveKey(store.getState());
    store.getState().applyEvent({ type: EventType.STATE_SNAPSHOT, snapshot: { x: 1 } });
    expect(sameKey(after, saveKey(store.getState()))).toBe(true); // agent state is not saved
  });

  it("a command that rebuilds the thread changes it", () => {
    const store = createAgentStore({ threadId: "t", messages: [{ id: "u", role: "user", content: "q" }] });
    const before = saveKey(store.getState());
    store.getState().truncateAfter("u");
    expect(sameKey(before, saveKey(store.getState()))).toBe(false);
  });
});
