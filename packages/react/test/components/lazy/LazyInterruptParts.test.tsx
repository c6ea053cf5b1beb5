/**
 * A prompt's answer fields on first use (docs/architecture.md, "Interrupts"): the schema form and the free-text answer
 * come from one chunk. Before it has arrived the prompt's own Suspense holds the prompt back — it never shows without
 * its fields (nothing moves when they arrive) — and its first focus lands on the first field, as when the code was
 * there. Once loaded, a prompt renders complete in its first commit. This file runs first with the chunk not loaded.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BaseEvent, Interrupt as AgUiInterrupt } from "@ag-ui/core";
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider, InterruptPrompt, MessageList } from "../../../src/index";
import { LazyInterruptTextAnswer } from "../../../src/components/lazy/LazyInterruptParts";
import { axeViolations } from "../../helpers";

afterEach(() => cleanup());

const TRIP = {
  type: "object",
  properties: {
    city: { type: "string", title: "City", description: "Where to go", maxLength: 80 },
    days: { type: "integer", title: "Days", minimum: 1, maximum: 14, default: 3 },
  },
  required: ["city"],
};

/** A thread whose run stopped with `interrupts` (no tool call: the prompt shows after the run). */
function asked(interrupts: AgUiInterrupt[]) {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "u1", role: "user", content: "plan a trip" });
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: "r1" },
    { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "A few questions first." },
    { type: "TEXT_MESSAGE_END", messageId: "a1" },
    { type: "RUN_FINISHED", threadId: "t", runId: "r1", outcome: { type: "interrupt", interrupts } },
  ] as BaseEvent[]);
  return store;
}

const onResume = async () => ({ ok: true as const, status: "finished" as const, notices: [] });

describe("the answer fields on first use", () => {
  it("cold: the prompt is held back until the schema form has arrived, then shows complete with focus on its first field; axe-clean", async () => {
    const store = asked([{ id: "q1", reason: "input_required", message: "Where to, and for how long?", responseSchema: TRIP }]);
    // every state the list passes through: a prompt never shows without its form's fields
    const states: Array<{ prompt: boolean; fields: boolean }> = [];
    const watch = new MutationObserver(() => {
      const prompt = document.querySelector('[data-rui="interrupt"]');
      states.push({ prompt: prompt !== null, fields: prompt?.querySelector('[data-rui="interrupt-schema-form"] input') != null });
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList interrupts={{ Prompt: InterruptPrompt, onResume }} />
      </AgentProvider>,
    );
    // the code was not there: the rest of the thread shows, the prompt not yet
    expect(screen.getByText("A few questions first.")).toBeInTheDocument();
    expect(container.querySelector('[data-rui="interrupt"]')).toBeNull();
    const form = await screen.findByRole("form", { name: "The agent is asking first" });
    watch.disconnect();
    const city = within(form).getByRole("textbox", { name: "City" });
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(states.filter((s) => s.prompt && !s.fields)).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(container.querySelector('[data-rui="list-announcer"]')).toHaveTextContent("The agent is waiting for your answer"));
  });

  it("once loaded (the prompt slot preloads it): a text answer renders in the prompt's first commit, focused", async () => {
    await LazyInterruptTextAnswer.preload();
    const store = asked([{ id: "q2", reason: "input_required", message: "Any dietary needs?" }]);
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList interrupts={{ Prompt: InterruptPrompt, onResume }} />
      </AgentProvider>,
    );
    // no await: the prompt and its field are there in the first commit
    const field = container.querySelector<HTMLTextAreaElement>('[data-rui="interrupt"] textarea[data-rui="interrupt-text"]');
    expect(field).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

});
