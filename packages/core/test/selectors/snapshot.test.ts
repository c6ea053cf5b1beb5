import { describe, expect, it } from "vitest";
import { selectMessages, snapshotIfLive } from "../../src/selectors/snapshot";
import { ev, fold, runStarted } from "../helpers";

const text = (id: string, delta: string) => [ev("TEXT_MESSAGE_START", { messageId: id, role: "assistant" }), ev("TEXT_MESSAGE_CONTENT", { messageId: id, delta }), ev("TEXT_MESSAGE_END", { messageId: id })];

describe("selectMessages", () => {
  it("is the same array until the messages change, a new one after, never the live array", () => {
    const store = fold([runStarted(), ...text("m1", "Hi")]);
    const first = selectMessages(store.getState());
    expect(first).not.toBe(store.getState().messages);
    expect(selectMessages(store.getState())).toBe(first);
    store.getState().applyEvents(text("m2", "There"));
    const second = selectMessages(store.getState());
    expect(second).not.toBe(first);
    expect(second.map((m) => m.id)).toEqual(["m1", "m2"]);
    // The earlier snapshot is not written in place.
    expect(first.map((m) => m.id)).toEqual(["m1"]);
  });
});

describe("snapshotIfLive", () => {
  it("snapshots a live container and passes anything else through", () => {
    const store = fold([runStarted(), ...text("m1", "Hi")]);
    const live = store.getState().messages;
    const snap = snapshotIfLive(live);
    expect(snap).not.toBe(live);
    expect(snap).toEqual(live);
    expect(snapshotIfLive(live)).toBe(snap);
    const plain = { a: 1 };
    expect(snapshotIfLive(plain)).toBe(plain);
    expect(snapshotIfLive("s")).toBe("s");
    expect(snapshotIfLive(null)).toBe(null);
  });
});
