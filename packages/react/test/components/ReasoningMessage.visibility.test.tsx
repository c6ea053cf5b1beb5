import userEvent from "@testing-library/user-event";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AgentProvider, HiddenReasoningIndicator, MessageList, ReasoningMessage, ReasoningSummaryBadge, ToolCallView } from "../../src";
import { apply, axeViolations, completeReasoning, ev, newStore, renderWithStore, T0 } from "../helpers";

const SECRET = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..SECRET-never-in-dom.c2FtcGxl.dGFn";

describe("visibility modes", () => {
  it("visible → a panel with the text, no badge, no indicator", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" defaultOpen />, store);
    await apply(store, ...completeReasoning("r1", "Full chain of thought.", 12_000));
    const block = container.querySelector('[data-rui="reasoning"]')!;
    expect(block).toHaveAttribute("data-visibility", "visible");
    expect(block).toHaveAttribute("data-status", "complete");
    expect(block).toHaveAttribute("data-state", "open");
    expect(screen.getByRole("button", { name: "Thought for 12 seconds" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Full chain of thought.")).toBeVisible();
    expect(container.querySelector('[data-rui="summary-badge"]')).toBeNull();
    expect(container.querySelector('[data-rui="hidden-indicator"]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("summary → the summary in the panel plus the summary-only badge with an accessible description", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" defaultOpen />, store);
    await apply(store, ...completeReasoning("r1", "Checked the forecast.", 3000, SECRET));
    const block = container.querySelector('[data-rui="reasoning"]')!;
    expect(block).toHaveAttribute("data-visibility", "summary");
    expect(block).toHaveAttribute("data-state", "open");
    expect(screen.getByText("Checked the forecast.")).toBeVisible();
    const badge = container.querySelector('[data-rui="summary-badge"]') as HTMLElement;
    expect(badge).toHaveTextContent("Summary · full reasoning kept private");
    expect(badge).toHaveAccessibleDescription(/full reasoning is encrypted and kept for the agent/);
    expect(document.body.outerHTML).not.toContain(SECRET);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hidden → the hidden-reasoning indicator with duration, no panel, no trigger", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await apply(store, ...completeReasoning("r1", "", 7000, SECRET));
    const block = container.querySelector('[data-rui="reasoning"]')!;
    expect(block).toHaveAttribute("data-visibility", "hidden");
    expect(block).toHaveAttribute("data-status", "complete");
    const indicator = within(block as HTMLElement).getByRole("note");
    expect(indicator).toHaveAttribute("data-rui", "hidden-indicator");
    expect(indicator).toHaveTextContent("Reasoned privately · 7 seconds");
    expect(indicator).toHaveAccessibleDescription(/encrypted and kept for the agent/);
    expect(indicator).not.toHaveAttribute("title");
    // No disclosure over nothing: the only button is "Why?", which shows the explanation (touch and keyboard).
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Why?"]);
    const why = screen.getByRole("button", { name: "Why?" });
    expect(why).toHaveAttribute("aria-expanded", "false");
    expect(container.querySelector('[data-rui="hidden-indicator-description"]')).toHaveAttribute("hidden");
    expect(container.querySelector('[data-rui="hidden-indicator-description"]')).toBeEmptyDOMElement();
    await userEvent.setup().click(why);
    expect(why).toHaveAttribute("aria-expanded", "true");
    expect(container.querySelector('[data-rui="hidden-indicator-description"]')).not.toHaveAttribute("hidden");
    expect(container.querySelector('[data-rui="hidden-indicator-description"]')).toHaveTextContent(/encrypted and kept for the agent/);
    expect(document.body.outerHTML).not.toContain(SECRET);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ["redacted", "Reasoning redacted by the provider · 7 seconds", /safety systems redacted/],
    ["omitted", "Reasoning not included · 7 seconds", /left out of the response/],
    ["hidden", "Reasoning hidden · 7 seconds", /does not show the agent's reasoning/],
  ])("metadata.reasoningUi.hidden = %s: its own label and explanation, the encrypted value kept", async (reason, label, description) => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" />, store);
    const [runStarted, spanStart, start, ...rest] = completeReasoning("r1", "", 7000, SECRET);
    await apply(store, runStarted!, spanStart!, { ...start!, metadata: { reasoningUi: { hidden: reason } } }, ...rest);
    const indicator = within(container.querySelector('[data-rui="reasoning"]') as HTMLElement).getByRole("note");
    expect(indicator).toHaveAttribute("data-reason", reason);
    expect(indicator).toHaveTextContent(label);
    expect(indicator).toHaveAccessibleDescription(description);
    expect(store.getState().messages.find((m) => m.id === "r1")).toMatchObject({ encryptedValue: SECRET });
    expect(document.body.outerHTML).not.toContain(SECRET);
  });

  it("reasoning the agent marks hidden shows its own streaming state from the start, never an empty panel", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await apply(store, ev.runStarted(), { ...ev.start("r1"), metadata: { reasoningUi: { hidden: "encrypted" } } });
    const block = container.querySelector('[data-rui="reasoning"]')!;
    expect(block).toHaveAttribute("data-visibility", "hidden");
    expect(within(block as HTMLElement).getByRole("note")).toHaveTextContent("Reasoning privately…");
    expect(container.querySelector('[data-rui="reasoning-trigger"]')).toBeNull();
  });

  it("visible reasoning with no text yet: a plain header, no button, no chevron; the disclosure appears with the first text", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await apply(store, ev.runStarted(), ev.start("r1"));
    expect(container.querySelector('[data-rui="reasoning-trigger"]')).toHaveAttribute("data-empty");
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector('[data-rui="chevron"]')).toBeNull();
    await apply(store, ev.content("r1", "First thought"));
    expect(screen.getByRole("button")).toHaveAttribute("aria-expanded", "true");
    expect(container.querySelector('[data-rui="chevron"]')).not.toBeNull();
  });

  it("hidden → the wrapper takes the DOM props the panel's root would (id, class, data-*, aria-*, handlers)", async () => {
    const store = newStore();
    let clicks = 0;
    const { container } = renderWithStore(
      <ReasoningMessage messageId="r1" id="turn-3-reasoning" className="mine" data-testid="reasoning-r1" aria-label="Agent reasoning" onClick={() => clicks++} collapseDelay={false} defaultOpen />,
      store,
    );
    await apply(store, ...completeReasoning("r1", "", 7000, SECRET));
    const block = screen.getByTestId("reasoning-r1");
    expect(block).toBe(container.querySelector('[data-rui="reasoning"]'));
    expect(block).toHaveAttribute("id", "turn-3-reasoning");
    expect(block).toHaveClass("mine");
    expect(block).toHaveAttribute("aria-label", "Agent reasoning");
    expect(block).toHaveAttribute("data-visibility", "hidden");
    // Disclosure-only props are not DOM attributes.
    expect(block).not.toHaveAttribute("collapseDelay");
    expect(block).not.toHaveAttribute("defaultOpen");
    block.click();
    expect(clicks).toBe(1);
  });

  it("a hidden message streaming shows 'Reasoning privately…'", async () => {
    const store = newStore();
    renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.encrypted("r1", SECRET));
    expect(screen.getByRole("note")).toHaveTextContent("Reasoning privately…");
    expect(screen.getByRole("note")).toHaveAttribute("data-status", "streaming");
  });

  it("renders nothing for an unknown id", () => {
    const { container } = renderWithStore(<ReasoningMessage messageId="nope" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("badge and indicator variants", () => {
  it("inline variant hides the description visually; block shows it", () => {
    const { container, rerender } = render(<ReasoningSummaryBadge />);
    const desc = () => container.querySelector('[data-rui="summary-badge-description"]') as HTMLElement;
    expect(container.firstChild).toHaveAttribute("data-variant", "inline");
    expect(desc()).not.toBeVisible();
    rerender(<ReasoningSummaryBadge variant="block" />);
    expect(container.firstChild).toHaveAttribute("data-variant", "block");
    expect(desc()).toBeVisible();
  });

  it("indicator without times says 'Reasoned privately'; block variant passes axe", async () => {
    const { container } = render(<HiddenReasoningIndicator variant="block" />);
    expect(screen.getByRole("note")).toHaveTextContent(/^Reasoned privately/);
    expect(screen.getByRole("note")).toHaveAccessibleDescription(/reasoned privately/i);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("several reasoning messages in one span", () => {
  it("render as ONE panel with their parts in order and the span's duration", async () => {
    const store = newStore();
    const { container } = renderWithStore(<MessageList reasoningProps={{ defaultOpen: true }} />, store);
    await apply(
      store,
      ev.runStarted(),
      ev.spanStart("span-1", T0),
      ev.start("r1", T0 + 10),
      ev.content("r1", "First part."),
      ev.end("r1", T0 + 1000),
      ev.start("r2", T0 + 1100),
      ev.content("r2", "Second part."),
      ev.end("r2", T0 + 2000),
      ev.start("r3", T0 + 2100),
      ev.content("r3", "Third part."),
      ev.end("r3", T0 + 3000),
      ev.spanEnd("span-1", T0 + 65_000),
      ev.runFinished(),
    );
    const blocks = container.querySelectorAll('[data-rui="reasoning"]');
    expect(blocks).toHaveLength(1);
    const parts = Array.from(blocks[0]!.querySelectorAll('[data-rui="reasoning-part"]')).map((p) => p.textContent);
    expect(parts).toEqual(["First part.", "Second part.", "Third part."]);
    expect(screen.getByRole("button")).toHaveAccessibleName("Thought for 1 minute 5 seconds");
  });

  it("the span stays streaming between its messages", async () => {
    const store = newStore();
    const { container } = renderWithStore(<MessageList />, store);
    await apply(store, ev.runStarted(), ev.spanStart("s", T0), ev.start("r1", T0), ev.content("r1", "a"), ev.end("r1", T0 + 500));
    expect(container.querySelector('[data-rui="reasoning"]')).toHaveAttribute("data-status", "streaming");
    expect(container.querySelector('[data-rui="reasoning"]')).toHaveAttribute("data-state", "open");
  });
});

describe("safety", () => {
  it("reasoning text with <script> and HTML renders inert, as text", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" defaultOpen />, store);
    const evil = `<script>window.__pwned = true</script><img src=x onerror="window.__pwned=true"><b>bold</b>`;
    await apply(store, ...completeReasoning("r1", evil));
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    // as text, markdown by default (issue 39): raw HTML is shown as the text it is, never parsed
    expect(container.querySelector('[data-rui="reasoning-part"]')!.textContent).toBe(evil);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("encrypted values (message and tool call) appear nowhere in the DOM: text, attributes, ids", async () => {
    const store = newStore();
    const { container } = renderWithStore(<MessageList reasoningProps={{ defaultOpen: true }} />, store);
    const TOOL_SECRET = "tool-call-SECRET-abc123";
    await apply(
      store,
      ...completeReasoning("r1", "summary text", 2000, SECRET),
      { type: "TOOL_CALL_START", toolCallId: "tc1", toolCallName: "search", parentMessageId: "a1" },
      { type: "TOOL_CALL_ARGS", toolCallId: "tc1", delta: '{"q":"x"}' },
      { type: "TOOL_CALL_END", toolCallId: "tc1" },
      ev.encrypted("tc1", TOOL_SECRET, "tool-call"),
      { type: "TOOL_CALL_RESULT", messageId: "res1", toolCallId: "tc1", content: "ok", role: "tool" },
    );
    // the values are in the store …
    expect(JSON.stringify(store.getState().messages)).toContain(SECRET);
    expect(JSON.stringify(store.getState().messages)).toContain(TOOL_SECRET);
    // … and never in the document
    const html = document.body.outerHTML;
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain(TOOL_SECRET);
    expect(html).not.toContain("SECRET");
    expect(container.querySelector('[data-rui="tool-encrypted"]')).toHaveTextContent("Encrypted reasoning attached");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("tool calls", () => {
  it("one line until opened (name, arguments in brief, state); open: pretty arguments and result; encrypted note only when attached", async () => {
    const { container, rerender } = render(<ToolCallView name="get_weather" args='{"city":"Paris"}' />);
    expect(screen.getByText("get_weather")).toBeInTheDocument();
    const trigger = screen.getByRole("button", { name: /get_weather/ });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveTextContent('city: "Paris"');
    expect(trigger).toHaveTextContent("Running…");
    expect(container.querySelector('[data-rui="tool-call-args"]')).toBeNull();
    await userEvent.setup().click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(container.querySelector('[data-rui="tool-call-args"]')!.textContent).toBe('{\n  "city": "Paris"\n}');
    expect(container.firstChild).toHaveAttribute("data-status", "running");
    expect(container.querySelector('[data-rui="tool-encrypted"]')).toBeNull();
    rerender(<ToolCallView name="get_weather" args='{"city":' result="rainy" hasEncryptedReasoning />);
    expect(container.querySelector('[data-rui="tool-call-args"]')!.textContent).toBe('{"city":');
    expect(container.querySelector('[data-rui="tool-call-result"]')).toHaveTextContent("rainy");
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Encrypted reasoning attached");
    expect(note).toHaveAccessibleDescription(/encrypted reasoning/);
    expect(container.firstChild).toHaveAttribute("data-status", "complete");
    expect(trigger).toHaveTextContent("Done");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("failed (the tool message's error) and no-result (its run is over: restored history never waits)", () => {
    const { container, rerender } = render(<ToolCallView name="search" args="{}" error="quota exceeded" defaultOpen />);
    expect(container.firstChild).toHaveAttribute("data-status", "failed");
    expect(screen.getByRole("button", { name: /search/ })).toHaveTextContent("Failed");
    expect(container.querySelector('[data-rui="tool-call-error"]')).toHaveTextContent("quota exceeded");
    rerender(<ToolCallView name="search" args="{}" status="no-result" defaultOpen />);
    expect(screen.getByRole("button", { name: /search/ })).toHaveTextContent("No result");
    expect(screen.queryByText("Waiting for result…")).toBeNull();
  });

  it("in a list: a call with no result shows no-result once the run is over, not 'Waiting for result…'", async () => {
    const store = newStore();
    renderWithStore(<MessageList />, store);
    await apply(
      store,
      ev.runStarted(),
      { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" },
      { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "search", parentMessageId: "a1" },
      { type: "TOOL_CALL_END", toolCallId: "c1" },
    );
    expect(screen.getByRole("button", { name: /search/ })).toHaveTextContent("Running…");
    await apply(store, ev.runFinished());
    expect(screen.getByRole("button", { name: /search/ })).toHaveTextContent("No result");
  });
});

describe("labels (i18n)", () => {
  it("provider labels apply everywhere, a component's labels win", async () => {
    const store = newStore();
    render(
      <AgentProvider store={store} labels={{ thoughtFor: (ms) => `A réfléchi ${Math.round((ms ?? 0) / 1000)} s`, summaryBadge: "Résumé" }}>
        <ReasoningMessage messageId="r1" />
        <ReasoningSummaryBadge labels={{ summaryBadge: "Résumé seul" }} />
      </AgentProvider>,
    );
    await apply(store, ...completeReasoning("r1", "x", 3000, SECRET));
    expect(screen.getByRole("button")).toHaveTextContent("A réfléchi 3 s");
    const badges = screen.getAllByRole("note").map((n) => n.querySelector('[data-rui="summary-badge-label"]')?.textContent);
    expect(badges).toEqual(["Résumé", "Résumé seul"]);
  });
});
