import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BaseEvent, Interrupt as AgUiInterrupt } from "@ag-ui/core";
import { createAgentStore, selectInterrupts, type InterruptView } from "@reasoning-ui/core";
import { AgentProvider, Interrupt, InterruptPrompt, MessageList } from "../src/index";
import { interruptSummary } from "../src/devtools/interrupts";
import { axeViolations } from "./helpers";

afterEach(() => cleanup());

function stopped(interrupts: AgUiInterrupt[]) {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "u1", role: "user", content: "go" });
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: "r1" },
    { type: "REASONING_START", messageId: "s1" },
    { type: "REASONING_MESSAGE_START", messageId: "m1", role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: "m1", delta: "Sending needs approval." },
    { type: "REASONING_MESSAGE_END", messageId: "m1" },
    { type: "REASONING_END", messageId: "s1" },
    { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "send_email", parentMessageId: "a1" },
    { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"to":"ada@example.com"}' },
    { type: "TOOL_CALL_END", toolCallId: "c1" },
    { type: "RUN_FINISHED", threadId: "t", runId: "r1", outcome: { type: "interrupt", interrupts } },
  ] as BaseEvent[]);
  return store;
}

describe("InterruptPrompt in a MessageList", () => {
  it("renders at the tool call, after the reasoning; labelled; keyboard: Tab reaches Approve, Enter sends one resume; axe-clean", async () => {
    const store = stopped([{ id: "i1", reason: "tool_call", toolCallId: "c1", message: "Send <b>this</b> email?" }]);
    const onResume = vi.fn(async () => ({ ok: true as const, status: "finished" as const, notices: [] }));
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList interrupts={{ Prompt: InterruptPrompt, onResume, approveWithEdits: true }} />
      </AgentProvider>,
    );
    const form = await screen.findByRole("form", { name: "The agent is asking first" });
    expect(container.querySelector('[data-rui="tool-call"]')!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // text, never HTML
    expect(within(form).getByText("Send <b>this</b> email?")).toBeTruthy();
    expect(form.querySelector("b")).toBeNull();
    expect(within(form).getByRole("button", { name: "Approve with edits" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    // announced through the list's one live region
    await waitFor(() => expect(container.querySelector('[data-rui="list-announcer"]')).toHaveTextContent("The agent is waiting for your answer"));
    within(form).getByRole("button", { name: "Approve" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onResume).toHaveBeenCalledWith([{ interruptId: "i1", payload: { approved: true } }]);
  });

  it("labels are overridable like the kit's others: AgentProvider labels.interrupt and the prompt's own", async () => {
    const store = stopped([{ id: "i1", reason: "tool_call", toolCallId: "c1" }]);
    const views = selectInterrupts(store.getState());
    render(
      <AgentProvider store={store} labels={{ interrupt: { approve: "Genehmigen", deny: "Ablehnen" } }}>
        <InterruptPrompt interrupts={views} labels={{ deny: "Nein" }} />
      </AgentProvider>,
    );
    expect(screen.getByRole("button", { name: "Genehmigen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nein" })).toBeTruthy();
  });
});

describe("hostile responseSchema: a bounded fallback, never a hang or a throw into React", () => {
  const view = (responseSchema: unknown): InterruptView => ({
    interrupt: { id: "q", reason: "input_required", responseSchema: responseSchema as Record<string, unknown> },
    id: "q",
    reason: "input_required",
    runId: "r",
    status: "pending",
  });
  const loop: Record<string, unknown> = { type: "object", properties: {} };
  (loop.properties as Record<string, unknown>).self = loop; // a real cycle, not only a $ref
  const cases: Array<[string, unknown]> = [
    ["a $ref loop", { $ref: "#", definitions: { a: { $ref: "#/definitions/a" } } }],
    ["a recursive object", loop],
    ["an enormous enum", { enum: Array.from({ length: 100_000 }, (_, i) => `v${i}`) }],
    ["a backtracking pattern", { type: "object", properties: { s: { type: "string", pattern: "^(a+)+$" } } }],
    ["too many fields", { type: "object", properties: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, { type: "string" }])) }],
    ["not JSON Schema", { hello: "world" }],
  ];
  for (const [what, schema] of cases) {
    it(`${what}`, async () => {
      const onResume = vi.fn();
      const started = performance.now();
      render(
        <Interrupt.Root interrupts={[view(schema)]} onResume={onResume}>
          <Interrupt.Item interrupt={view(schema)}>
            <Interrupt.Message />
            <Interrupt.SchemaForm />
          </Interrupt.Item>
          <Interrupt.Submit />
        </Interrupt.Root>,
      );
      const fields = document.querySelectorAll("input, textarea, select");
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.length).toBeLessThanOrEqual(50);
      expect(performance.now() - started).toBeLessThan(5000);
      if (what === "a backtracking pattern") {
        await userEvent.type(screen.getByRole("textbox", { name: "s" }), "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!");
        await userEvent.click(screen.getByRole("button", { name: "Submit" }));
        expect(onResume).toHaveBeenCalledWith([{ interruptId: "q", payload: { s: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" } }]);
      }
    });
  }

  it("the JSON fallback validates before it sends", async () => {
    const onResume = vi.fn();
    const v = view({ type: "array", items: { type: "string" } });
    render(
      <Interrupt.Root interrupts={[v]} onResume={onResume}>
        <Interrupt.Item interrupt={v}>
          <Interrupt.SchemaForm />
        </Interrupt.Item>
        <Interrupt.Submit />
      </Interrupt.Root>,
    );
    const field = screen.getByRole("textbox", { name: "Answer (JSON)" });
    await userEvent.type(field, "[[oops");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '[["a"]');
    await act(async () => userEvent.click(screen.getByRole("button", { name: "Submit" })));
    expect(onResume).toHaveBeenCalledWith([{ interruptId: "q", payload: ["a"] }]);
  });
});

describe("event inspector", () => {
  it("names a run's requests by id and reason only, never their message", () => {
    const line = interruptSummary({ type: "RUN_FINISHED", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "tool_call", message: "secret question" }] } });
    expect(line).toBe("waits for 1 answer: i1 (tool_call)");
    expect(interruptSummary({ type: "RUN_FINISHED" })).toBeUndefined();
  });
});
