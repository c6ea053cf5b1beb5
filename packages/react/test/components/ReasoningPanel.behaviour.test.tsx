import { act, cleanup as cleanupAll, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { ReasoningMessage, ReasoningPanel } from "../../src";
import { STATUS_CLEAR_MS } from "../../src/primitives/reasoning/ReasoningStatus";
import { apply, completeReasoning, ev, newStore, nextFrame, renderWithStore, T0 } from "../helpers";

const trigger = () => screen.getByRole("button");
const block = (container: HTMLElement) => container.querySelector('[data-rui="reasoning"]') as HTMLElement;

describe("open / close behaviour (store-driven)", () => {
  beforeEach(() => {
    // Testing Library's async utilities wait on real timers: fake-timer tests use fireEvent.
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens while streaming and collapses `collapseDelay` ms after completion", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={500} />, store);
    await apply(store, ev.runStarted(), ev.spanStart("s", T0), ev.start("r1", T0), ev.content("r1", "Checking the forecast"));
    expect(block(container)).toHaveAttribute("data-state", "open");
    expect(block(container)).toHaveAttribute("data-status", "streaming");
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Checking the forecast")).toBeVisible();

    await apply(store, ev.end("r1", T0 + 3000), ev.spanEnd("s", T0 + 3000));
    expect(block(container)).toHaveAttribute("data-status", "complete");
    expect(block(container)).toHaveAttribute("data-state", "open"); // not yet: the delay runs
    act(() => void vi.advanceTimersByTime(400));
    expect(block(container)).toHaveAttribute("data-state", "open");
    act(() => void vi.advanceTimersByTime(150));
    expect(block(container)).toHaveAttribute("data-state", "closed");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Checking the forecast")).toBeNull();
  });

  it("a user toggle during streaming wins and sticks after completion", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={500} />, store);
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.content("r1", "step one"));
    fireEvent.click(trigger()); // close while streaming
    expect(block(container)).toHaveAttribute("data-state", "closed");
    fireEvent.click(trigger()); // and open again: the user's choice
    expect(block(container)).toHaveAttribute("data-state", "open");
    await apply(store, ev.end("r1", T0 + 2000), ev.runFinished());
    act(() => void vi.advanceTimersByTime(5000));
    expect(block(container)).toHaveAttribute("data-state", "open");
    expect(screen.getByText("step one")).toBeVisible();
  });

  it("a user toggle after completion sticks (no re-collapse, no re-open)", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={200} />, store);
    await apply(store, ...completeReasoning("r1", "done thinking", 4000).slice(0, 4));
    await apply(store, ...completeReasoning("r1", "done thinking", 4000).slice(4));
    act(() => void vi.advanceTimersByTime(300));
    expect(block(container)).toHaveAttribute("data-state", "closed");
    fireEvent.click(trigger());
    expect(block(container)).toHaveAttribute("data-state", "open");
    act(() => void vi.advanceTimersByTime(10_000));
    expect(block(container)).toHaveAttribute("data-state", "open");
  });

  it("history-restored reasoning starts collapsed and never flashes open", async () => {
    const store = newStore([
      { id: "u1", role: "user", content: "Hi" },
      { id: "r1", role: "reasoning", content: "old thoughts" },
      { id: "a1", role: "assistant", content: "Hello" },
    ]);
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      const el = document.querySelector('[data-rui="reasoning"]');
      if (el) states.push(el.getAttribute("data-state") ?? "");
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" />, store);
    await nextFrame();
    act(() => void vi.advanceTimersByTime(5000));
    observer.disconnect();
    expect(block(container)).toHaveAttribute("data-state", "closed");
    expect(block(container)).toHaveAttribute("data-status", "complete");
    expect(states).not.toContain("open");
    expect(screen.queryByText("old thoughts")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(""); // nothing announced for history
  });

  it("interrupted reasoning (run error) stops streaming, says so, and collapses", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={100} />, store);
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.content("r1", "half a thought"));
    await apply(store, ev.runError("provider timed out", T0 + 4000));
    expect(block(container)).toHaveAttribute("data-status", "interrupted");
    expect(trigger()).toHaveTextContent(/Thinking interrupted/);
    act(() => void vi.advanceTimersByTime(150));
    expect(block(container)).toHaveAttribute("data-state", "closed");
  });

  it("collapseDelay={false} keeps it open after completion", async () => {
    const store = newStore();
    const { container } = renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={false} />, store);
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.content("r1", "x"));
    await apply(store, ev.end("r1", T0 + 1000), ev.runFinished());
    act(() => void vi.advanceTimersByTime(60_000));
    expect(block(container)).toHaveAttribute("data-state", "open");
  });
});

describe("the first manual toggle wins for good, across re-mounts", () => {
  it("a block the reader collapsed while streaming re-mounts collapsed; one they opened re-mounts open and never auto-collapses", async () => {
    const store = newStore();
    const first = renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={0} />, store);
    await apply(store, ev.runStarted(), ev.start("r1"), ev.content("r1", "thinking"));
    await userEvent.setup().click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveAttribute("aria-expanded", "false");
    first.unmount();
    renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={0} />, store);
    expect(screen.getByRole("button")).toHaveAttribute("aria-expanded", "false");
    await apply(store, ev.end("r1", T0 + 2000));
    expect(screen.getByRole("button")).toHaveAttribute("aria-expanded", "false");
    // Opened by the reader after it finished: stays open through another re-mount.
    await userEvent.setup().click(screen.getByRole("button"));
    cleanupAll();
    renderWithStore(<ReasoningMessage messageId="r1" collapseDelay={0} />, store);
    await nextFrame();
    expect(screen.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  });
});

describe("controlled and uncontrolled use (pure props)", () => {
  it("controlled: `open` wins; the trigger only asks through onOpenChange", async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const { container, rerender } = renderWithPanel({ open: false, onOpenChange, status: "streaming" });
    expect(block(container)).toHaveAttribute("data-state", "closed"); // even while streaming
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true, { reason: "user" });
    expect(block(container)).toHaveAttribute("data-state", "closed");
    rerender(<ReasoningPanel open onOpenChange={onOpenChange} status="streaming" text="abc" />);
    expect(block(container)).toHaveAttribute("data-state", "open");
  });

  it("controlled with state: automatic changes arrive as reason 'auto'", () => {
    vi.useFakeTimers();
    const reasons: string[] = [];
    function Host({ status }: { status: "streaming" | "complete" }) {
      const [open, setOpen] = useState(true);
      return (
        <ReasoningPanel
          open={open}
          onOpenChange={(next, { reason }) => {
            reasons.push(`${next}:${reason}`);
            setOpen(next);
          }}
          status={status}
          collapseDelay={100}
          text="t"
        />
      );
    }
    const { container, rerender } = renderWithPanelHost(<Host status="streaming" />);
    rerender(<Host status="complete" />);
    act(() => void vi.advanceTimersByTime(150));
    expect(reasons).toEqual(["false:auto"]);
    expect(block(container)).toHaveAttribute("data-state", "closed");
    vi.useRealTimers();
  });

  it("uncontrolled defaultOpen overrides the initial state", () => {
    const { container } = renderWithPanel({ defaultOpen: true, status: "complete" });
    expect(block(container)).toHaveAttribute("data-state", "open");
    expect(screen.getByText("abc")).toBeVisible();
  });
});

describe("keyboard and ARIA", () => {
  it("Tab reaches the trigger; Enter and Space toggle; aria-controls points at the content", async () => {
    const user = userEvent.setup();
    const { container } = renderWithPanel({ status: "complete", startedAt: T0, endedAt: T0 + 5000 });
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(trigger().tagName).toBe("BUTTON");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    const content = container.querySelector('[data-rui="reasoning-content"]')!;
    expect(trigger()).toHaveAttribute("aria-controls", content.id);
    expect(content.id).not.toBe("");
    await user.keyboard(" ");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("aria-busy on the content while streaming only", () => {
    const { container, rerender } = renderWithPanel({ status: "streaming" });
    const content = () => container.querySelector('[data-rui="reasoning-content"]')!;
    expect(content()).toHaveAttribute("aria-busy", "true");
    rerender(<ReasoningPanel status="complete" text="abc" />);
    expect(content()).not.toHaveAttribute("aria-busy");
  });

  it("the live region announces only 'started' and 'finished', never tokens", async () => {
    const store = newStore();
    renderWithStore(<ReasoningMessage messageId="r1" />, store);
    const announcements: string[] = [];
    await apply(store, ev.runStarted(), ev.start("r1", Date.now()));
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    announcements.push(region.textContent ?? "");
    for (const word of ["The ", "user ", "asks ", "about ", "rain."]) {
      await apply(store, ev.content("r1", word, Date.now()));
      announcements.push(region.textContent ?? "");
    }
    await apply(store, ev.end("r1", Date.now()), ev.runFinished("run-1", Date.now()));
    announcements.push(region.textContent ?? "");
    expect(new Set(announcements)).toEqual(new Set(["Thinking started", "Thinking finished"]));
    expect(region.textContent).not.toMatch(/rain|user/);
  });

  it("an announcement is cleared after it was made: past panels keep no stale 'Thinking finished' node", async () => {
    vi.useFakeTimers({ now: T0 });
    try {
      const store = newStore();
      renderWithStore(<ReasoningMessage messageId="r1" />, store);
      await apply(store, ev.runStarted(), ev.start("r1"), ev.content("r1", "a"));
      const region = screen.getByRole("status");
      expect(region).toHaveTextContent("Thinking started");
      await apply(store, ev.end("r1", T0 + 1000), ev.runFinished());
      expect(region).toHaveTextContent("Thinking finished");
      act(() => void vi.advanceTimersByTime(STATUS_CLEAR_MS));
      expect(region).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});

function renderWithPanel(props: Partial<React.ComponentProps<typeof ReasoningPanel>>) {
  return renderWithPanelHost(<ReasoningPanel text="abc" {...props} />);
}
function renderWithPanelHost(ui: React.ReactElement) {
  // Pure-props panels need no store.
  return renderWithStore(ui);
}
