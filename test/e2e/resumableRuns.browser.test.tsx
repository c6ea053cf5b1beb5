/**
 * Issue 34 end to end in real Chromium against the (paced) demo agent, storage in the browser's IndexedDB: a reload
 * mid-run (unmount, mount again on the same database) re-attaches and the turn goes on in place — never shown as
 * interrupted first — and ends as the uninterrupted turn, byte for byte; a dropped connection re-attaches; Stop in one
 * tab ends the run in the other and at the agent.
 */
import { cleanup, render, waitFor } from "@testing-library/react";
import { indexedDbStorage } from "@reasoning-ui/core/storage";
import { createAgentStore, parseSseStream, type Message } from "@reasoning-ui/core";
import type { UseAgentRunResult } from "@reasoning-ui/react";
import { afterEach, expect, inject, test } from "vitest";
import { PersistentChatApp } from "./PersistentChatApp";

afterEach(() => cleanup());

const newDb = () => `rui-e2e-resume-${crypto.randomUUID()}`;

/** The run's whole log from the agent, folded after the same user message: what the uninterrupted turn leaves. */
async function uninterrupted(url: string, agent: UseAgentRunResult): Promise<Message[]> {
  const s = agent.store.getState();
  const run = s.runs[s.runs.length - 1]!;
  const res = await fetch(`${url}/runs/${run.runId}?threadId=${encodeURIComponent(s.threadId)}`, { headers: { Accept: "text/event-stream" } });
  const store = createAgentStore({ threadId: s.threadId });
  store.getState().addMessage(s.messages.find((m) => m.id === run.userMessageId)!);
  store.getState().beginRun(run.runId);
  for await (const e of parseSseStream(res.body!)) store.getState().applyEvent(e);
  return store.getState().messages;
}

for (const [point, ready] of [
  ["mid-reasoning", (s: { messages: Message[] }) => s.messages.some((m) => m.role === "reasoning" && String(m.content ?? "").length > 20)],
  ["mid-answer", (s: { messages: Message[] }) => s.messages.some((m) => m.role === "assistant" && String(m.content ?? "").length > 10)],
] as const) {
  test(`reload ${point}: the turn re-attaches and goes on in place, same final thread byte for byte`, async () => {
    const dbName = newDb();
    const url = inject("agentUrlPaced");
    let agent!: UseAgentRunResult;
    render(<PersistentChatApp url={url} storage={indexedDbStorage({ dbName })} onAgent={(a) => (agent = a)} />);
    await waitFor(() => expect(agent.storage).toBe("ready"));
    void agent.run({ text: "Show me a summary please", forwardedProps: { scenario: "summary" } });
    await waitFor(() => expect(ready(agent.store.getState())).toBe(true), { timeout: 10_000 });
    const startedAt = agent.store.getState().runs.at(-1)!.startedAt;
    await agent.session.flush();
    cleanup(); // the page goes away mid-run
    // Watch the page from the remount on: the turn must never show as interrupted, then stream again.
    let sawInterrupted = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-rui="turn-outcome"][data-status="cut"], [data-rui="reasoning"][data-status="interrupted"]')) sawInterrupted = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    render(<PersistentChatApp url={url} storage={indexedDbStorage({ dbName })} onAgent={(a) => (agent = a)} />);
    await waitFor(() => expect(agent.store.getState().status).toBe("finished"), { timeout: 15_000 });
    observer.disconnect();
    expect(sawInterrupted).toBe(false);
    expect(document.querySelector('[data-rui="turn-outcome"][data-status="cut"]')).toBeNull();
    expect(agent.store.getState().runs).toHaveLength(1);
    expect(agent.store.getState().runs[0]!.startedAt).toBe(startedAt); // one clock, from the run's real start
    expect(JSON.stringify(agent.store.getState().messages)).toBe(JSON.stringify(await uninterrupted(url, agent)));
  });
}

test("Stop in one tab ends the run in the other tab and at the agent", async () => {
  const dbName = newDb();
  const url = inject("agentUrlPaced");
  let a!: UseAgentRunResult;
  let b!: UseAgentRunResult;
  render(<PersistentChatApp url={url} storage={indexedDbStorage({ dbName })} onAgent={(x) => (a = x)} />);
  await waitFor(() => expect(a.storage).toBe("ready"));
  const running = a.run({ text: "visible please", forwardedProps: { scenario: "visible" } });
  await waitFor(() => expect(a.threads.running).toHaveLength(1));
  await a.session.flush();
  render(<PersistentChatApp url={url} storage={indexedDbStorage({ dbName })} onAgent={(x) => (b = x)} />);
  await waitFor(() => expect(b.status).toBe("running"), { timeout: 10_000 });
  const s = a.store.getState();
  const runId = s.runs.at(-1)!.runId;
  b.stop();
  expect(await running).toBe("cancelled");
  const status = await (await fetch(`${url}/runs/${runId}/status?threadId=${encodeURIComponent(s.threadId)}`)).json();
  expect(status.status).toBe("cancelled");
  expect(a.storageError).toBeUndefined();
  expect(b.storageError).toBeUndefined();
});
