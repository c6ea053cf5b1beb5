/**
 * Effort end to end in real Chromium against the demo agent: the control reads the agent's capabilities
 * (`GET /agent/capabilities`, cross-origin), the chosen effort and budget travel in `forwardedProps.reasoning`
 * and the agent answers with what it got (less reasoning for low, none for off). A second agent whose
 * capabilities say it does not reason gets a disabled, explained control.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { RunAgentInput } from "@reasoning-ui/core";
import { afterEach, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";
import { EffortChatApp } from "./EffortChatApp";

afterEach(() => cleanup());

const answers = () => Array.from(document.querySelectorAll('[data-rui="message"][data-role="assistant"]')).map((el) => el.textContent ?? "");

test("the chosen effort and budget reach the demo agent, which says which effort it got", async () => {
  const bodies: RunAgentInput[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body) as RunAgentInput);
    return fetch(input, init);
  };
  render(<EffortChatApp url={inject("agentUrl")} fetch={fetchImpl} />);
  const group = screen.getByRole("group", { name: "Reasoning effort" });
  await waitFor(() => expect(group).toHaveAttribute("data-reasoning", "supported"));
  const budget = await screen.findByRole("spinbutton", { name: "Thinking budget (tokens)" });
  expect(budget).toHaveAttribute("max", "32768");

  await userEvent.click(screen.getByText("High"));
  await userEvent.fill(budget, "8000");
  await userEvent.fill(screen.getByRole("textbox"), "Think it through");
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(document.body.textContent).toContain("Reasoning effort: high (budget 8000 tokens)."));
  expect(bodies[0]!.forwardedProps).toEqual({ reasoning: { effort: "high", budgetTokens: 8000 } });
  expect(document.querySelectorAll('[data-rui="reasoning-trigger"]').length).toBe(1);

  // keyboard: into the group, arrow to Off
  screen.getByRole("radio", { name: "High" }).focus();
  await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
  expect(screen.getByRole("radio", { name: "Off" })).toBeChecked();
  expect(budget).toBeDisabled();
  await userEvent.fill(screen.getByRole("textbox"), "Answer at once");
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(answers().at(-1)).toContain("Reasoning effort: off."));
  expect(bodies[1]!.forwardedProps).toEqual({ reasoning: { effort: "off" } });
  expect(answers().at(-1)).toContain("without reasoning");
});

test("an agent whose capabilities say it does not reason gets a disabled, explained control", async () => {
  render(<EffortChatApp url={inject("agentUrlNoReasoning")} />);
  const group = screen.getByRole("group", { name: "Reasoning effort" });
  await waitFor(() => expect(group).toHaveAttribute("data-reasoning", "unsupported"));
  expect(group).toHaveAttribute("disabled"); // a disabled fieldset disables every control in it
  expect(group).toHaveAccessibleDescription("This agent does not reason, so effort does not apply.");
  const radios = screen.getAllByRole("radio");
  expect(radios).toHaveLength(4);
  for (const radio of radios) expect(radio).toBeDisabled();
  await userEvent.click(screen.getByText("High"), { force: true });
  expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
});
