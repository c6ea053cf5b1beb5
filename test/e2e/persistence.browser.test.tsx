/**
 * Issue 22 end to end in real Chromium against the demo agent, storage in the browser's real IndexedDB
 * (`indexedDbStorage`, one database per test): three turns survive a reload (re-mount with a new storage object on
 * the same database) with their durations, and the next turn sends every earlier encrypted value byte-identical —
 * the agent decrypts them and says how many; Regenerate on an older turn forks (both branches reachable through the
 * picker) and the agent receives only the active branch's values; a corrupted or future-version stored thread lets
 * the app load with a readable notice and an empty thread.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { indexedDbStorage } from "@reasoning-ui/core/storage";
import type { AgentState, Message, RunAgentInput } from "@reasoning-ui/core";
import type { UseAgentRunResult } from "@reasoning-ui/react";
import { afterEach, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";
import { PersistentChatApp } from "./PersistentChatApp";

afterEach(() => cleanup());

function recordingFetch() {
  const bodies: RunAgentInput[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body) as RunAgentInput);
    return fetch(input, init);
  };
  return { bodies, fetchImpl };
}

/** Every encrypted value in `messages` (on messages and on tool calls), in order. */
function encryptedValues(messages: readonly Message[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    const v = (m as { encryptedValue?: unknown }).encryptedValue;
    if (typeof v === "string") out.push(v);
    for (const c of (m as { toolCalls?: Array<{ encryptedValue?: unknown }> }).toolCalls ?? []) if (typeof c.encryptedValue === "string") out.push(c.encryptedValue);
  }
  return out;
}

const newDb = () => `rui-e2e-${crypto.randomUUID()}`;

async function send(text: string, agent: () => UseAgentRunResult) {
  const before = agent().store.getState().runs.length;
  await userEvent.fill(screen.getByRole("textbox", { name: "Message" }), text);
  await userEvent.keyboard("{Enter}");
  await waitFor(() => {
    const s = agent().store.getState();
    expect(s.runs.length).toBe(before + 1);
    expect(s.status).toBe("finished");
  });
  await painted();
}

/** The list renders store changes once per animation frame: wait until what the store holds is on screen. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** What a person reads about each reasoning block: the trigger or the hidden indicator, durations included. */
const reasoningHeadlines = () =>
  Array.from(document.querySelectorAll('[data-rui="reasoning-trigger"], [data-rui="hidden-indicator"]')).map((el) => el.textContent);

const timesOf = (s: AgentState) => Object.values(s.reasoning).map((r) => [r.messageId, r.status, r.startedAt, r.endedAt]);

test("three turns, reload: the same thread with its durations; the next turn sends every encrypted value back byte-identical", async () => {
  const dbName = newDb();
  const url = inject("agentUrl");
  const { bodies, fetchImpl } = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<PersistentChatApp url={url} fetch={fetchImpl} storage={indexedDbStorage({ dbName })} onAgent={(a) => (agent = a)} />);
  await waitFor(() => expect(agent.storage).toBe("ready"));

  await send("Show me a summary please", () => agent);
  await send("Now think in hidden mode", () => agent);
  await send("Use the tool for the weather", () => agent);
  const before = agent.store.getState();
  const values = encryptedValues(before.messages);
  expect(values.length).toBeGreaterThanOrEqual(3); // summary, hidden and the tool call's
  const headlines = reasoningHeadlines();
  expect(headlines.length).toBeGreaterThanOrEqual(2);
  const threadId = before.threadId;
  // saved (coalesced): wait until the stored thread holds the three turns
  const probe = indexedDbStorage({ dbName });
  await waitFor(async () => {
    const stored = (await probe.load(`rui-thread:${threadId}`)) as { messages?: Message[] } | undefined;
    expect(stored?.messages?.length).toBe(before.messages.length);
  });

  // reload: unmount, mount again on a new storage object over the same IndexedDB database
  cleanup();
  render(<PersistentChatApp url={url} fetch={fetchImpl} storage={indexedDbStorage({ dbName })} onAgent={(a) => (agent = a)} />);
  await waitFor(() => expect(agent.store.getState().messages.length).toBe(before.messages.length));
  const after = agent.store.getState();
  expect(after.threadId).toBe(threadId);
  expect(after.messages).toEqual(before.messages);
  expect(encryptedValues(after.messages)).toEqual(values);
  expect(timesOf(after)).toEqual(timesOf(before));
  expect(after.runs.map((r) => [r.runId, r.status, r.startedAt, r.endedAt])).toEqual(before.runs.map((r) => [r.runId, r.status, r.startedAt, r.endedAt]));
  await waitFor(() => expect(reasoningHeadlines()).toEqual(headlines));
  expect(screen.queryByRole("alert")).toBeNull();

  // the next turn: every earlier value goes back byte-identical; the agent decrypts them and says how many
  await send("And now just answer", () => agent);
  const last = bodies[bodies.length - 1]!;
  expect(last.threadId).toBe(threadId);
  expect(encryptedValues(last.messages)).toEqual(values);
  const distinct = new Set(values).size;
  await waitFor(() => expect(screen.getByText(new RegExp(`Verified ${distinct} encrypted reasoning items from earlier turns\\.`))).toBeTruthy());
  for (const v of values) expect(document.documentElement.outerHTML).not.toContain(v);
});

test("Regenerate on an older turn keeps both branches reachable; the agent receives only the active branch's values", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let agent!: UseAgentRunResult;
  render(<PersistentChatApp url={inject("agentUrl")} fetch={fetchImpl} storage={indexedDbStorage({ dbName: newDb() })} onAgent={(a) => (agent = a)} />);
  await waitFor(() => expect(agent.storage).toBe("ready"));
  await send("Show me a summary please", () => agent);
  const turn1 = encryptedValues(agent.store.getState().messages);
  await send("Now think in hidden mode", () => agent);
  const turn2 = encryptedValues(agent.store.getState().messages).filter((v) => !turn1.includes(v));
  await send("Show me a summary of that", () => agent);
  const turn3 = encryptedValues(agent.store.getState().messages).filter((v) => !turn1.includes(v) && !turn2.includes(v));
  expect([turn1.length, turn2.length, turn3.length]).toEqual([1, 1, 1]);
  const originalAnswer2 = agent.store.getState().messages.filter((m) => m.role === "assistant")[1]!;

  // every settled turn offers Regenerate; the second one is turn 2's
  const regenerate = await waitFor(() => {
    const buttons = screen.getAllByRole("button", { name: "Regenerate" });
    expect(buttons).toHaveLength(3);
    return buttons;
  });
  const runsBefore = bodies.length;
  await userEvent.click(regenerate[1]!);
  await waitFor(() => expect(bodies.length).toBe(runsBefore + 1));
  await waitFor(() => expect(agent.store.getState().status).toBe("finished"));
  const sent = bodies[bodies.length - 1]!;
  expect(sent.messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant", "user"]);
  expect(encryptedValues(sent.messages)).toEqual(turn1);
  await waitFor(() => expect(screen.getByText(/Verified 1 encrypted reasoning item from earlier turns\./)).toBeTruthy());
  // turn 3 left the screen with the old branch; the picker after turn 2's new answer says 2 of 2
  await waitFor(() => expect(document.body).not.toHaveTextContent("Show me a summary of that"));
  await waitFor(() => {
    const picker = screen.getByRole("group", { name: /^Versions of this/ });
    expect(picker).toHaveAttribute("data-index", "2");
    expect(picker).toHaveAttribute("data-count", "2");
    expect(picker).not.toHaveAttribute("aria-busy"); // the picker's code has arrived (an inert placeholder until then)
  });

  // back to the first branch: turn 2's first answer and turn 3 again, byte-identical
  await userEvent.click(screen.getByRole("button", { name: "Previous version" }));
  await waitFor(() => expect(document.body).toHaveTextContent("Show me a summary of that"));
  expect(agent.store.getState().messages.find((m) => m.id === originalAnswer2.id)).toEqual(originalAnswer2);
  expect(encryptedValues(agent.store.getState().messages)).toEqual([...turn1, ...turn2, ...turn3]);
  await waitFor(() => expect(screen.getByRole("group", { name: /^Versions of this/ })).toHaveAttribute("data-index", "1"));
  await waitFor(() => expect(document.querySelector('[data-rui="list-announcer"]')).toHaveTextContent("Version 1 of 2"));
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName("Previous version"));

  // and forward again; the next turn sends the active branch only (turn 1's value and the regenerated turn 2's)
  await userEvent.click(screen.getByRole("button", { name: "Next version" }));
  await waitFor(() => expect(document.body).not.toHaveTextContent("Show me a summary of that"));
  const active = encryptedValues(agent.store.getState().messages);
  expect(active).toHaveLength(2);
  expect(active[0]).toBe(turn1[0]);
  expect([...turn2, ...turn3]).not.toContain(active[1]);
  await send("And now just answer", () => agent);
  expect(encryptedValues(bodies[bodies.length - 1]!.messages)).toEqual(active);
  await waitFor(() => expect(screen.getByText(/Verified 2 encrypted reasoning items from earlier turns\./)).toBeTruthy());
});

for (const [name, stored, code] of [
  ["a corrupted", { schema: "reasoning-ui.thread", version: 1, threadId: "t-bad", messages: "not a list", runs: 7 }, "corrupt"],
  ["a future-version", { schema: "reasoning-ui.thread", version: 999, threadId: "t-bad", messages: [], savedAt: 0, title: "From the future" }, "unsupported_version"],
] as const) {
  test(`${name} stored thread: the app loads with a readable notice and an empty thread, and works`, async () => {
    const dbName = newDb();
    await indexedDbStorage({ dbName }).save("rui-thread:t-bad", stored);
    let agent!: UseAgentRunResult;
    render(<PersistentChatApp url={inject("agentUrl")} storage={indexedDbStorage({ dbName })} threadId="t-bad" onAgent={(a) => (agent = a)} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveAttribute("data-code", code);
    expect(alert.textContent).toMatch(/^Your conversation could not be restored or saved: [A-Z].{10,}/);
    expect(alert.textContent).not.toMatch(/undefined|\[object|\{"|not a list/);
    expect(agent.store.getState().messages).toEqual([]);
    expect(document.querySelectorAll('[data-rui="message"]')).toHaveLength(0);
    // keyboard: the notice's Dismiss is reachable and hides it
    screen.getByRole("button", { name: "Dismiss" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("alert")).toBeNull();
    // the app works, and the stored value it could not read is left as it was
    await send("Hello there", () => agent);
    await waitFor(() => expect(document.body).toHaveTextContent("Verified 0 encrypted reasoning items from earlier turns."));
    await agent.session.flush();
    expect(await indexedDbStorage({ dbName }).load("rui-thread:t-bad")).toEqual(stored);
  });
}
