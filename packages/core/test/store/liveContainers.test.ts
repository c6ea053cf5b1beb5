import { describe, expect, it } from "vitest";
import { EventType } from "@ag-ui/core";
import { createAgentStore } from "../../src/index";
import { containerVersion, derive, shapeOf, touchContainer, touchShape } from "../../src/store/liveContainers";

describe("live containers (the contract the reducer, selectors and storage share)", () => {
  it("a container never written has version 0; each touch gives a new, higher stamp", () => {
    const a: unknown[] = [];
    expect(containerVersion(a)).toBe(0);
    touchContainer(a);
    const first = containerVersion(a);
    touchContainer(a);
    expect(containerVersion(a)).toBeGreaterThan(first);
  });

  it("derive recomputes only after the container was stamped again", () => {
    const cache = new WeakMap<object, { version: number; value: number }>();
    const box: number[] = [1];
    let calls = 0;
    const sum = () => derive(cache, box, () => (calls++, box.reduce((x, y) => x + y, 0)));
    expect(sum()).toBe(1);
    box.push(2); // written in place without a stamp: the cached value stands
    expect(sum()).toBe(1);
    touchContainer(box);
    expect(sum()).toBe(3);
    expect(calls).toBe(2);
  });

  it("shape stamps: an append moves version only; anything else moves reshaped; a tool call moves calls", () => {
    const m: unknown[] = [];
    expect(shapeOf(m)).toBeUndefined();
    touchShape(m, false, false);
    const s1 = { ...shapeOf(m)! };
    expect(s1.reshaped).toBe(0);
    touchShape(m, true, true);
    const s2 = shapeOf(m)!;
    expect(s2.version).toBeGreaterThan(s1.version);
    expect(s2.reshaped).toBe(s2.version);
    expect(s2.calls).toBe(s2.version);
  });

  it("the reducer stamps the containers it writes in place", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvent({ type: EventType.TEXT_MESSAGE_START, messageId: "m1", role: "assistant" });
    const messages = store.getState().messages;
    const before = containerVersion(messages);
    store.getState().applyEvent({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: "hi" });
    expect(store.getState().messages).toBe(messages); // same live array
    expect(containerVersion(messages)).toBeGreaterThan(before);
  });
});
