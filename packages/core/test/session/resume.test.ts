import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import { createAgentSession, createAgentStore, type AgentSession } from "../../src";
import { memoryStorage } from "../../src/storage";

// The real demo agent (its runs go through its in-memory run log), paced so a run is still going when the page "reloads".
const agent = createDemoAgent({ port: 0, paceMs: 8 });
let url = "";
beforeAll(async () => {
  url = (await agent.listen()).url;
});
afterAll(() => agent.close());

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 3000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

/** The run's whole log folded into a fresh store after the same user message: what an uninterrupted turn leaves. */
async function uninterrupted(session: AgentSession) {
  const s = session.store.getState();
  const run = s.runs[s.runs.length - 1]!;
  const log = await agent.runs!.attach({ threadId: s.threadId, runId: run.runId }, null);
  if (!log.ok) throw new Error(log.error.message);
  const store = createAgentStore({ threadId: s.threadId });
  const user = s.messages.find((m) => m.id === run.userMessageId)!;
  store.getState().addMessage(user);
  store.getState().beginRun(run.runId);
  for await (const e of log.events) store.getState().applyEvents([JSON.parse(e.data)]);
  return store.getState().messages;
}

const textOf = (session: AgentSession) => JSON.stringify(session.store.getState().messages);

describe("runs that outlive the page (session + demo agent + memory log)", () => {
  // Points of a reasoning turn with a tool call and encrypted values: right after RUN_STARTED (before the first
  // delta), mid-reasoning, around the tool call / encrypted value, mid-answer.
  for (const point of [1, 3, 6, 10, 16]) {
    it(`a reload after ${point} store change(s) re-attaches and continues in place: same final thread, byte for byte`, async () => {
      const storage = memoryStorage();
      const a = createAgentSession({ url, storage, persistence: { saveDelayMs: 5 } });
      const disconnectA = a.connect();
      await a.ready();
      const running = a.run({ text: "summary please", forwardedProps: { scenario: "tool" } });
      let events = 0;
      const off = a.store.subscribe(() => void events++);
      await until(() => events >= point && a.state.getState().runningThreads.length === 1, `${point} store changes`);
      off();
      expect(a.state.getState().runningThreads).toEqual([a.store.getState().threadId]);
      expect(a.store.getState().status).toBe("running");
      disconnectA(); // the page goes away: the reader detaches, the run goes on at the agent
      await running;
      await a.flush();
      const threadId = a.store.getState().threadId;
      // What was saved: the run's start and each reasoning message's receipt start, on this page's clock.
      const startedAt = a.store.getState().runs.at(-1)!.startedAt;
      const reasoningStarts = Object.fromEntries(Object.values(a.store.getState().reasoning).map((r) => [r.messageId, r.startedAt]));
      await new Promise((r) => setTimeout(r, 30)); // the reload comes later: a replay stamped with receipts would read later times
      const b = createAgentSession({ url, storage });
      b.connect();
      await b.ready();
      await until(() => b.store.getState().status === "running" || b.store.getState().runs.at(-1)?.status === "finished", "the re-attached run");
      expect(b.store.getState().runs.at(-1)?.status).not.toBe("cut");
      await until(() => b.store.getState().status === "finished", "the resumed run to finish");
      expect(b.store.getState().threadId).toBe(threadId);
      expect(textOf(b)).toBe(JSON.stringify(await uninterrupted(b)));
      expect(b.store.getState().runs).toHaveLength(1);
      // One clock across the reload (the re-attach pins the stored times through the reducer): not the replay's receipts.
      expect(b.store.getState().runs[0]!.startedAt).toBe(startedAt);
      for (const id in reasoningStarts) expect(b.store.getState().reasoning[id]?.startedAt).toBe(reasoningStarts[id]);
      expect(b.state.getState().runningThreads).toEqual([]);
      await b.flush();
      // a finished run does not come back open on the next reload
      const c = createAgentSession({ url, storage });
      c.connect();
      await c.ready();
      expect(c.store.getState().status).toBe("idle");
      expect(textOf(c)).toBe(textOf(b));
    });
  }

  it("a dropped connection re-attaches after the last event id, nothing doubled or lost", async () => {
    const session = createAgentSession({ url });
    const reconnecting: boolean[] = [];
    session.state.subscribe((s, p) => s.reconnecting !== p.reconnecting && reconnecting.push(s.reconnecting));
    const status = await session.run({ text: "visible", forwardedProps: { scenario: "summary", dropConnectionAfter: 6 } });
    expect(status).toBe("finished");
    expect(reconnecting).toEqual([true, false]);
    // the list's "Reconnecting…" reads these (once per drop)
    expect(session.store.getState().diagnostics.map((d) => d.code).filter((c) => c.startsWith("reconnect"))).toEqual(["reconnecting", "reconnected"]);
    expect(textOf(session)).toBe(JSON.stringify(await uninterrupted(session)));
  });

  it("Stop asks the agent to cancel; the run ends at the agent and never comes back on reload", async () => {
    const storage = memoryStorage();
    const a = createAgentSession({ url, storage, persistence: { saveDelayMs: 5 } });
    a.connect();
    await a.ready();
    const running = a.run({ text: "visible please", forwardedProps: { scenario: "visible" } });
    await until(() => a.store.getState().messages.length >= 2, "the answer to start");
    const s = a.store.getState();
    const ref = { threadId: s.threadId, runId: s.runs.at(-1)!.runId };
    a.stop();
    expect(await running).toBe("cancelled");
    for (let i = 0; i < 200 && (await agent.runs!.status(ref)).status === "running"; i++) await new Promise((r) => setTimeout(r, 5));
    expect((await agent.runs!.status(ref)).status).toBe("cancelled");
    await a.flush();
    const b = createAgentSession({ url, storage });
    b.connect();
    await b.ready();
    await new Promise((r) => setTimeout(r, 50));
    expect(b.store.getState().status).toBe("idle");
    expect(b.store.getState().runs.at(-1)?.status).toBe("stopped");
  });

  it("a run the agent no longer has (expired log, agent restarted) comes back as saved, interrupted with the reason in words", async () => {
    const storage = memoryStorage();
    const a = createAgentSession({ url, storage, persistence: { saveDelayMs: 5 } });
    const off = a.connect();
    await a.ready();
    const running = a.run({ text: "visible please", forwardedProps: { scenario: "visible" } });
    await until(() => a.store.getState().messages.length >= 2, "the answer to start");
    off();
    await running;
    await a.flush();
    const saved = a.store.getState().messages.length;
    const s = a.store.getState();
    await agent.runs!.cancel({ threadId: s.threadId, runId: s.runs.at(-1)!.runId });
    // The log is forgotten (as after its TTL, or a restarted agent): the stored open run points at nothing.
    await agent.runs!.store.close?.();
    const b = createAgentSession({ url, storage });
    b.connect();
    await b.ready();
    await until(() => b.store.getState().runs.at(-1)?.status === "cut", "the turn to show as cut");
    const run = b.store.getState().runs.at(-1)!;
    expect(run.error?.code).toBe("run_lost");
    expect(run.error?.message).toMatch(/no longer has this run|could not be resumed/);
    expect(b.store.getState().messages.length).toBeGreaterThanOrEqual(saved);
  });
});

describe("two tabs on one live run", () => {
  it("the second tab shows the live run without a storage conflict, and its Stop ends the run in the first tab and at the agent", async () => {
    const storage = memoryStorage();
    const a = createAgentSession({ url, storage, persistence: { saveDelayMs: 5 } });
    a.connect();
    await a.ready();
    const running = a.run({ text: "visible please", forwardedProps: { scenario: "visible" } });
    await until(() => a.state.getState().runningThreads.length === 1 && a.store.getState().messages.length >= 2, "tab A's run to stream");
    await a.flush();
    const b = createAgentSession({ url, storage, persistence: { saveDelayMs: 5 } });
    b.connect();
    await b.ready();
    await until(() => b.store.getState().status === "running" && b.store.getState().messages.length >= 2, "tab B to follow the live run");
    const grows = b.store.getState().messages.length;
    await until(() => JSON.stringify(b.store.getState().messages).length > JSON.stringify(a.store.getState().messages.slice(0, grows)).length, "tab B to show new deltas");
    await new Promise((r) => setTimeout(r, 60)); // saves of both tabs happen meanwhile
    expect(a.state.getState().storageError).toBeUndefined();
    expect(b.state.getState().storageError).toBeUndefined();
    const s = a.store.getState();
    const ref = { threadId: s.threadId, runId: s.runs.at(-1)!.runId };
    b.stop();
    expect(await running).toBe("cancelled");
    expect((await agent.runs!.status(ref)).status).toBe("cancelled");
    await until(() => b.store.getState().status === "cancelled", "tab B's run to end");
    expect(a.state.getState().storageError).toBeUndefined();
    expect(b.state.getState().storageError).toBeUndefined();
  });
});
