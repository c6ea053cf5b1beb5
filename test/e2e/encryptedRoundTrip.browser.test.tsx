/**
 * End to end in real Chromium against the running demo agent (started by demoAgent.globalSetup.ts):
 * turn 1 `summary` shows the summary badge; turn 2 sends the same encrypted value back byte-identical,
 * the agent decrypts it and says so; the encrypted value never reaches the DOM.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { AgentState, Message, RunAgentInput } from "@reasoning-ui/core";
import { afterEach, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";
import type { StoreApi } from "zustand/vanilla";
import { ChatApp } from "./ChatApp";

function recordingFetch() {
  const bodies: RunAgentInput[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body) as RunAgentInput);
    return fetch(input, init);
  };
  return { bodies, fetchImpl };
}

async function send(text: string) {
  const field = screen.getByRole("textbox");
  await userEvent.fill(field, text);
  await userEvent.keyboard("{Enter}");
}

afterEach(() => cleanup());

const reasoningOf = (messages: Message[]) => messages.filter((m) => m.role === "reasoning");

test("summary turn, then the encrypted value goes back byte-identical and the agent verifies it", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let store!: StoreApi<AgentState>;
  render(<ChatApp url={inject("agentUrl")} fetch={fetchImpl} onStore={(s) => (store = s)} />);

  await send("Show me a summary please");
  const badge = await waitFor(() => {
    const el = document.querySelector('[data-rui="summary-badge"]');
    expect(el).not.toBeNull();
    return el!;
  });
  expect(badge.closest('[data-rui="reasoning"]')?.getAttribute("data-visibility")).toBe("summary");
  await waitFor(() => expect(store.getState().status).toBe("finished"));
  expect(screen.getByText(/Verified 0 encrypted reasoning items from earlier turns\./)).toBeTruthy();

  const [turn1Reasoning] = reasoningOf(store.getState().messages);
  const encrypted = turn1Reasoning && "encryptedValue" in turn1Reasoning ? turn1Reasoning.encryptedValue : undefined;
  expect(encrypted).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/); // JWE compact, dir + A256GCM: empty key part
  expect(store.getState().reasoning[turn1Reasoning!.id]?.visibility).toBe("summary");

  await send("And now just answer");
  await waitFor(() => expect(screen.getByText(/Verified 1 encrypted reasoning item from earlier turns\./)).toBeTruthy());
  // the answer's text paints before RUN_FINISHED arrives: wait for the run's end, as after the first turn
  await waitFor(() => expect(store.getState().status).toBe("finished"));

  expect(bodies).toHaveLength(2);
  const resent = bodies[1]!.messages.find((m) => m.id === turn1Reasoning!.id);
  expect(resent?.role).toBe("reasoning");
  expect((resent as { encryptedValue?: string }).encryptedValue).toBe(encrypted);
  expect(bodies[1]!.threadId).toBe(bodies[0]!.threadId);
  expect(bodies[1]!.runId).not.toBe(bodies[0]!.runId);

  const html = document.documentElement.outerHTML;
  expect(html).not.toContain(encrypted!);
  for (const part of encrypted!.split(".").filter((p) => p.length > 8)) expect(html).not.toContain(part);
  expect(JSON.stringify({ ...localStorage })).not.toContain(encrypted!);
  expect(JSON.stringify({ ...sessionStorage })).not.toContain(encrypted!);
});

test("hidden and tool-call encrypted values both round-trip across turns", async () => {
  const { bodies, fetchImpl } = recordingFetch();
  let store!: StoreApi<AgentState>;
  render(<ChatApp url={inject("agentUrl")} fetch={fetchImpl} onStore={(s) => (store = s)} />);

  await send("hidden");
  await waitFor(() => expect(document.querySelector('[data-rui="hidden-indicator"]')).not.toBeNull());
  await waitFor(() => expect(store.getState().status).toBe("finished"));
  await send("tool");
  await waitFor(() => expect(screen.getByText(/Verified 1 encrypted reasoning item from earlier turns\./)).toBeTruthy());
  await waitFor(() => expect(store.getState().status).toBe("finished"));
  await send("visible");
  await waitFor(() => expect(screen.getByText(/Verified 2 encrypted reasoning items from earlier turns\./)).toBeTruthy());

  const toolCall = bodies[2]!.messages.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : [])).find((c) => c.encryptedValue);
  expect(toolCall?.encryptedValue).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(document.documentElement.outerHTML).not.toContain(toolCall!.encryptedValue!);
});

test("a cut stream ends as an error with every earlier message kept, and the next run works", async () => {
  let store!: StoreApi<AgentState>;
  render(<ChatApp url={inject("agentUrl")} onStore={(s) => (store = s)} />);
  await send("visible");
  await waitFor(() => expect(store.getState().status).toBe("finished"));
  const before = store.getState().messages.length;

  await send("cut");
  await waitFor(() => expect(store.getState().status).toBe("error"));
  await waitFor(() => expect(document.querySelector('[data-rui="reasoning"][data-status="interrupted"]')).not.toBeNull());
  await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/Something went wrong/));
  expect(store.getState().messages.length).toBeGreaterThan(before);

  await send("visible again");
  await waitFor(() => expect(store.getState().status).toBe("finished"));
});
