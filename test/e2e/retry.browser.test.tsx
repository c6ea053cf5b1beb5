/**
 * Retry end to end in real Chromium against the demo agent: a summary turn (encrypted reasoning), then a turn that
 * fails (`error` scenario). Retry re-runs the failed turn: the request carries the same history, the first turn's
 * encrypted value byte-identical — the agent verifies it (a changed value would fail with
 * `invalid_encrypted_value`, not the scenario's `demo_error`). Each turn's outcome stays on its turn; focus ends in
 * the text field.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { AgentState, RunAgentInput } from "@reasoning-ui/core";
import { afterEach, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";
import type { StoreApi } from "zustand/vanilla";
import { ChatApp } from "./ChatApp";

afterEach(() => cleanup());

test("Retry after a failed turn resends earlier encrypted values byte-identical; the agent verifies them", async () => {
  const bodies: RunAgentInput[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body) as RunAgentInput);
    return fetch(input, init);
  };
  let store!: StoreApi<AgentState>;
  render(<ChatApp url={inject("agentUrl")} fetch={fetchImpl} onStore={(s) => (store = s)} />);
  const field = screen.getByRole("textbox");

  await userEvent.fill(field, "Show me a summary please");
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(store.getState().status).toBe("finished"));
  const encrypted = (store.getState().messages.find((m) => m.role === "reasoning") as { encryptedValue?: string }).encryptedValue;
  expect(encrypted).toBeTruthy();

  await userEvent.fill(field, "Now show me an error");
  await userEvent.keyboard("{Enter}");
  const failed = await waitFor(() => {
    const el = document.querySelector('[data-rui="turn-outcome"][data-status="failed"]');
    expect(el).not.toBeNull();
    return el!;
  });
  expect(failed).toHaveTextContent("This response failed: The demo agent failed on purpose while reasoning.");
  expect(failed.getAttribute("data-tone")).toBe("danger");

  await userEvent.click(screen.getByRole("button", { name: "Retry" }));
  await waitFor(() => expect(bodies).toHaveLength(3));
  await waitFor(() => expect(store.getState().status).toBe("error"));
  expect(store.getState().error?.code).toBe("demo_error"); // verified: not invalid_encrypted_value
  expect(bodies[2]!.messages).toEqual(bodies[1]!.messages);
  const resent = bodies[2]!.messages.find((m) => m.role === "reasoning") as { encryptedValue?: string };
  expect(resent.encryptedValue).toBe(encrypted);
  expect(bodies[2]!.runId).not.toBe(bodies[1]!.runId);
  // one failed outcome (the retried turn's), the first turn's record kept
  await waitFor(() => expect(document.querySelectorAll('[data-rui="turn-outcome"][data-status="failed"]')).toHaveLength(1));
  expect(store.getState().runs.map((r) => r.status)).toEqual(["finished", "failed"]);
  expect(document.activeElement).toBe(field);
  expect(document.documentElement.outerHTML).not.toContain(encrypted!);
});
