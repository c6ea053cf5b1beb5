/**
 * `restore`'s settling of what a stored thread held open, and the `cut` turn status read from threads stored under
 * its former name (`interrupted`): the active branch's records and every inactive branch's come back `cut`.
 */
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@ag-ui/core";
import { createAgentStore, type RunRecord } from "../../src/index";
import { parseStoredThread, toStoredThread } from "../../src/storage/index";

const T = 1_763_798_400_000;

/** A thread with one turn that was cut (`endStream` with a network error), and a fork whose other variant holds a cut turn. */
function threadWithCutTurns() {
  const store = createAgentStore({ threadId: "t1" });
  const s = store.getState();
  s.addMessage({ id: "u1", role: "user", content: "hi" });
  s.beginRun("run1");
  s.applyEvents([
    { type: "RUN_STARTED", threadId: "t1", runId: "run1" },
    { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Part" },
  ] as BaseEvent[]);
  s.endStream({ status: "error", error: { message: "network down", code: "network_error" } });
  expect(store.getState().runs[0]!.status).toBe("cut");
  // Regenerate: the cut answer becomes an inactive variant of the fork after u1
  store.getState().fork("u1");
  store.getState().beginRun("run2");
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: "t1", runId: "run2" },
    { type: "TEXT_MESSAGE_START", messageId: "a2", role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: "a2", delta: "Again" },
  ] as BaseEvent[]);
  store.getState().endStream({ status: "error", error: { message: "idle", code: "idle_timeout" } });
  return store;
}

/** `value` with every run record's `status: "cut"` written under its former name, as older versions stored it. */
function asStoredBefore(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === "status" && v === "cut" ? "interrupted" : v));
}

const statuses = (runs: RunRecord[]) => runs.map((r) => [r.runId, r.status]);

describe("restoring the cut turn status", () => {
  it("a thread stored with the former name `interrupted` validates and restores as `cut`, inactive branches included", () => {
    const store = threadWithCutTurns();
    const stored = asStoredBefore(toStoredThread(store.getState(), T)) as ReturnType<typeof toStoredThread>;
    expect(JSON.stringify(stored)).toContain('"status":"interrupted"');
    expect(JSON.stringify(stored)).not.toContain('"status":"cut"');
    const parsed = parseStoredThread(stored);
    expect(parsed.ok).toBe(true);
    const restored = createAgentStore();
    restored.getState().restore(parsed.ok ? parsed.snapshot : stored);
    const state = restored.getState();
    expect(statuses(state.runs)).toEqual([["run2", "cut"]]);
    const variant = Object.values(state.branchVariants).flat().find((t) => t !== null)!;
    expect(statuses(variant.runs)).toEqual([["run1", "cut"]]);
    // switching to it brings the turn back `cut`, never the former name
    restored.getState().switchBranch("u1", 0);
    expect(statuses(restored.getState().runs)).toEqual([["run1", "cut"]]);
    expect(restored.getState().messages.map((m) => m.id)).toEqual(["u1", "a1"]);
  });

  it("a thread stored with `cut` round-trips as is", () => {
    const store = threadWithCutTurns();
    const parsed = parseStoredThread(JSON.parse(JSON.stringify(toStoredThread(store.getState(), T))));
    expect(parsed.ok).toBe(true);
    const restored = createAgentStore();
    restored.getState().restore(parsed.ok ? parsed.snapshot : (undefined as never));
    expect(statuses(restored.getState().runs)).toEqual([["run2", "cut"]]);
  });

  it("a run still running when the page went away restores `cut`, with the page_closed reason", () => {
    const store = createAgentStore({ threadId: "t1" });
    store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    store.getState().beginRun("run1");
    store.getState().applyEvents([{ type: "RUN_STARTED", threadId: "t1", runId: "run1" }, { type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" }] as BaseEvent[]);
    const restored = createAgentStore();
    restored.getState().restore(toStoredThread(store.getState(), T));
    expect(restored.getState().runs[0]).toMatchObject({ status: "cut", error: { code: "page_closed" } });
    expect(restored.getState().reasoning.r1!.status).toBe("interrupted");
  });
});
