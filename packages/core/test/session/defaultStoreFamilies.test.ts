/**
 * The session's default store loads the event families beyond the core on first use (issue 31, docs/architecture.md
 * docs/architecture.md, "Budgets and benchmarks", "What the 25 kB first load would take"): the core and CUSTOM at once, every other family before the first
 * stream (run, re-attach) and from `connect()` on. A store the app gives is left as it is; a restored thread with
 * activity and subagent messages folds the next run exactly as `createAgentStore` does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAgentSession, createAgentStore, createAgentStoreWith, type AgentRunner, type BaseEvent } from "../../src/index";
import { memoryStorage } from "../../src/storage/index";
import { ev, runFinished, runStarted } from "../helpers";

/** A runner that streams `events` into the store. */
const runner =
  (events: () => BaseEvent[]): AgentRunner =>
  async ({ store }) => {
    store.getState().applyEvents(events());
    return store.getState().status;
  };

/** One event of each family beyond the core, between core events, then a finished run. */
const mixed = (runId = "run-1"): BaseEvent[] => [
  runStarted(runId),
  ev("STEP_STARTED", { stepName: "plan" }),
  ev("TEXT_MESSAGE_START", { messageId: `a-${runId}`, role: "assistant" }),
  ev("SUBAGENT_STARTED", { subagentRunId: "s1", name: "helper" }),
  ev("TEXT_MESSAGE_CONTENT", { messageId: `a-${runId}`, delta: "hi" }),
  ev("ACTIVITY_SNAPSHOT", { messageId: "act", activityType: "search", content: { q: 1 } }),
  ev("THINKING_START", {}),
  ev("REASONING_MESSAGE_CHUNK", { messageId: `r-${runId}`, delta: "think" }),
  ev("THINKING_END", {}),
  ev("CUSTOM", { name: "reasoning-ui.diagnostic", value: { code: "reconnecting", message: "reconnecting…" } }),
  ev("TEXT_MESSAGE_END", { messageId: `a-${runId}` }),
  ev("STEP_FINISHED", { stepName: "plan" }),
  ev("SUBAGENT_FINISHED", { subagentRunId: "s1" }),
  runFinished(runId),
];

/** A state without its actions and its revision (each store's own). */
const data = (s: object) => Object.fromEntries(Object.entries(s).filter(([k, v]) => typeof v !== "function" && k !== "revision"));
/** `data`, with the span id a THINKING_START mints (random) named alike on both sides. */
const same = (s: object) => JSON.parse(JSON.stringify(data(s)).replace(/thinking-[0-9a-f-]{36}/g, "thinking-id")) as unknown;

describe("the session's default store", () => {
  // One clock for both stores compared (diagnostics and reasoning carry times); timers stay real.
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"], now: 1_700_000_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it("starts with the core and CUSTOM (a family's event before any run is reported, not dropped silently), and has every family from its first run on", async () => {
    const session = createAgentSession({ threadId: "thread-1", runner: runner(() => mixed()) });
    const store = session.store;
    store.getState().applyEvent(ev("STEP_STARTED", { stepName: "early" }));
    store.getState().applyEvent(ev("CUSTOM", { name: "reasoning-ui.diagnostic", value: { code: "reconnecting", message: "reconnecting…" } }));
    expect(store.getState().diagnostics.map((d) => d.code)).toEqual(["event_family_missing", "missing_run_started", "reconnecting"]);
    store.getState().reset();
    await session.run("hello");
    // The same run folded by a store with every family from the start: the same thread.
    const full = createAgentStore({ threadId: "thread-1" });
    full.getState().addMessage(store.getState().messages[0]!);
    full.getState().applyEvents(mixed());
    expect(same({ ...store.getState(), runs: [] })).toEqual(same({ ...full.getState(), runs: [] })); // runs: the session's record of the run
    const s = store.getState();
    expect(s.diagnostics.filter((d) => d.code === "event_family_missing")).toEqual([]);
    expect(s.subagents.s1?.status).toBe("finished");
    expect(s.messages.map((m) => m.role)).toEqual(["user", "assistant", "activity", "reasoning"]);
  });

  it("loads the families from connect() on, before any run", async () => {
    const session = createAgentSession({ threadId: "thread-1", runner: runner(() => []) });
    const disconnect = session.connect();
    await expect.poll(() => {
      session.store.getState().reset({ threadId: "thread-1" });
      session.store.getState().applyEvents([runStarted(), ev("STEP_STARTED", { stepName: "plan" })]);
      return session.store.getState().steps;
    }).toEqual(["plan"]);
    disconnect();
  });

  it("restores a stored thread with activity and subagent messages exactly, and folds the next run as createAgentStore does", async () => {
    const storage = memoryStorage();
    const a = createAgentSession({ runner: runner(() => mixed("run-1")), storage, persistence: { saveDelayMs: 0 } });
    const offA = a.connect();
    await a.ready();
    await a.run("one");
    await a.flush();
    const saved = a.store.getState();
    offA();

    // A new page: the restore happens whether or not the families have arrived (a restore needs none).
    const next = (): BaseEvent[] => [runStarted("run-2"), ev("ACTIVITY_DELTA", { messageId: "act", patch: [{ op: "replace", path: "/q", value: 2 }] }), ev("STEP_STARTED", { stepName: "again" }), runFinished("run-2")];
    const b = createAgentSession({ runner: runner(next), storage, persistence: { saveDelayMs: 0 } });
    const offB = b.connect();
    await b.ready();
    const restored = b.store.getState();
    expect(restored.threadId).toBe(saved.threadId);
    expect(restored.messages).toEqual(saved.messages);
    expect(restored.runs).toEqual(saved.runs);
    expect(restored.reasoning).toEqual(saved.reasoning);

    // The reference: the same snapshot restored into a store with every family, then the same run.
    const full = createAgentStore();
    full.getState().restore({ threadId: restored.threadId, messages: restored.messages, reasoning: restored.reasoning, spans: restored.spans, toolCallTimes: restored.toolCallTimes ?? {}, runs: restored.runs, branches: restored.branches, branchVariants: restored.branchVariants });
    expect(data(full.getState())).toEqual(data(restored));

    await b.run("two");
    full.getState().addMessage(b.store.getState().messages.find((m) => m.role === "user" && m.content === "two")!);
    full.getState().applyEvents(next());
    const after = b.store.getState();
    expect(after.diagnostics.filter((d) => d.code === "event_family_missing")).toEqual([]);
    expect(same({ ...after, runs: [] })).toEqual(same({ ...full.getState(), runs: [] }));
    offB();
  });

  it("leaves a store the app gives it as it is", async () => {
    const store = createAgentStoreWith([], { threadId: "thread-1" });
    const session = createAgentSession({ store, runner: runner(() => [runStarted(), ev("STEP_STARTED", { stepName: "plan" })]) });
    session.connect();
    await session.run("hi");
    expect(store.getState().diagnostics.map((d) => d.code)).toContain("event_family_missing");
  });
});
