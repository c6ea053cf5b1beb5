import { describe, expect, it } from "vitest";
import { createAgentStore, type BaseEvent } from "../../src/index";
import { ev, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

describe("RAW and CUSTOM reach subscribers (addEventListener)", () => {
  it("by type or '*', after the state is published; unsubscribe stops delivery", () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const custom: BaseEvent[] = [];
    const all: string[] = [];
    const off = store.getState().addEventListener("CUSTOM", (e) => custom.push(e));
    store.getState().addEventListener("*", (e) => all.push(`${e.type}:${store.getState().messages.length}`));
    const raw = ev("RAW", { event: { provider: "native" }, source: "openai" });
    store.getState().applyEvents([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a", delta: "x" }), ev("CUSTOM", { name: "confetti", value: { n: 3 } }), raw, 42 as never]);
    expect(custom).toEqual([{ type: "CUSTOM", name: "confetti", value: { n: 3 } }]);
    expect(all).toEqual(["RUN_STARTED:1", "TEXT_MESSAGE_CHUNK:1", "CUSTOM:1", "RAW:1"]);
    off();
    store.getState().applyEvent(ev("CUSTOM", { name: "again", value: 1 }));
    expect(custom).toHaveLength(1);
    expect(store.getState().messages).toEqual([{ id: "a", role: "assistant", content: "x" }]);
  });

  it("strict: the rejected event and the rest of its batch are not delivered; a throwing listener does not stop ingest", async () => {
    const store = createAgentStore({ threadId: "thread-1", strict: strictVerification });
    const seen: string[] = [];
    store.getState().addEventListener("*", (e) => seen.push(e.type));
    expect(() => store.getState().applyEvents([runStarted(), ev("CUSTOM", { name: "a", value: 1 }), ev("TEXT_MESSAGE_END", { messageId: "zz" }), ev("CUSTOM", { name: "b", value: 2 })])).toThrow();
    expect(seen).toEqual(["RUN_STARTED", "CUSTOM"]);

    const lenient = createAgentStore({ threadId: "thread-1" });
    const errors: unknown[] = [];
    const onError = (err: unknown) => errors.push(err);
    process.on("uncaughtException", onError);
    lenient.getState().addEventListener("CUSTOM", () => {
      throw new Error("listener bug");
    });
    expect(() => lenient.getState().applyEvents([runStarted(), ev("CUSTOM", { name: "a", value: 1 }), ev("TEXT_MESSAGE_CHUNK", { messageId: "m", delta: "kept" })])).not.toThrow();
    expect(lenient.getState().messages).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 0));
    process.off("uncaughtException", onError);
    expect(errors).toHaveLength(1);
  });
});
