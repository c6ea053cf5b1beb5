import { describe, expect, it } from "vitest";
import type { Message } from "@ag-ui/core";
import { createAgentStore } from "../../src/index";
import { ev, fold, runStarted } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

describe("one reducer owns its memory", () => {
  it("reset() starts over on the same thread (or the given one); listeners stay", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" }), ev("STEP_STARTED", { stepName: "plan" })]);
    const seen: string[] = [];
    store.getState().addEventListener("*", (e) => seen.push(e.type));
    store.getState().reset();
    const s = store.getState();
    expect(s).toMatchObject({ threadId: "thread-1", status: "idle", messages: [], steps: [], diagnostics: [] });
    expect(s.runId).toBeUndefined();
    // Nothing of the old stream is remembered: the same id starts cleanly, no overlapping_start.
    store.getState().applyEvents([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })]);
    expect(store.getState().diagnostics).toEqual([]);
    expect(seen).toEqual(["RUN_STARTED", "TEXT_MESSAGE_START"]);
    store.getState().reset({ threadId: "t2", messages: [{ id: "r1", role: "reasoning", content: "kept", encryptedValue: "E" } as Message] });
    expect(store.getState()).toMatchObject({ threadId: "t2", messages: [{ id: "r1", encryptedValue: "E" }], reasoning: { r1: { status: "complete", visibility: "summary" } } });
  });

  it("setState cannot put state and memory out of step: the run phase follows the status it is given", () => {
    const store = createAgentStore({ threadId: "t", strict: strictVerification });
    store.getState().applyEvents([runStarted()]);
    expect(() => store.getState().applyEvent(runStarted("run-2"))).toThrow(/still active/);
    store.setState({ status: "finished" });
    expect(() => store.getState().applyEvent(runStarted("run-3"))).not.toThrow();
    expect(store.getState().runId).toBe("run-3");
  });

  it("setState of other keys is carried over and costs no re-derivation", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_START", { messageId: "a" })]);
    store.setState({ threadId: "renamed" } as never);
    store.getState().applyEvent(ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "ok" }));
    expect(store.getState()).toMatchObject({ threadId: "renamed", messages: [{ id: "a", content: "ok" }] });
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("reasoning restored through setState as streaming is settled at the stream's end (memory re-derived)", () => {
    const store = createAgentStore({ threadId: "t" });
    store.setState({
      messages: [{ id: "r1", role: "reasoning", content: "half a thought" }],
      reasoning: { r1: { messageId: "r1", status: "streaming", visibility: "visible" } },
    });
    store.getState().endStream({ status: "cancelled" });
    expect(store.getState().reasoning.r1).toMatchObject({ status: "interrupted" });
  });
});
