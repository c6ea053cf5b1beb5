/** Issue 40: `ReasoningBlockView` (`ReasoningMessage`) fed by a reasoning-only store a design system keeps in step with its own chat state. */
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createAgentStore, createReasoningStore, type ReasoningStoreMessage } from "@reasoning-ui/core";
import { ReasoningMessage } from "../../src";
import { apply, ev, nextFrame } from "../helpers";

describe("ReasoningMessage with createReasoningStore", () => {
  it("streams, ends and shows the same panel as from an agent store", async () => {
    const store = createReasoningStore();
    const sync = async (items: ReasoningStoreMessage[]) => {
      act(() => store.getState().sync(items));
      await nextFrame();
    };
    const { container } = render(<ReasoningMessage store={store} messageId="r1" />);
    expect(container.innerHTML).toBe(""); // nothing for an id not in the store yet
    await sync([{ id: "r1", role: "reasoning", content: "Weighing the options", status: "streaming" }]);
    const root = container.querySelector('[data-rui="reasoning"]')!;
    expect(root.getAttribute("data-status")).toBe("streaming");
    expect(screen.getByText("Weighing the options")).toBeInTheDocument();
    await sync([{ id: "r1", role: "reasoning", content: "Weighing the options. Done.", status: "complete", startedAt: 0, endedAt: 3_000 }]);
    expect(root.getAttribute("data-status")).toBe("complete");
    expect(screen.getByRole("button", { name: "Thought for 3 seconds" })).toBeInTheDocument();

    // The same message from an agent store renders the same trigger.
    const agent = createAgentStore({ threadId: "t" });
    render(<ReasoningMessage store={agent} messageId="r2" />);
    await apply(agent, ev.runStarted(), { type: "REASONING_MESSAGE_START", messageId: "r2", role: "reasoning", timestamp: 0 });
    expect(screen.getAllByText(/Thinking|Thought/).length).toBeGreaterThan(0);
  });

  it("hidden reasoning (an encrypted value, no text) shows the hidden indicator and never the value", async () => {
    const store = createReasoningStore();
    const { container } = render(<ReasoningMessage store={store} messageId="h" />);
    act(() => store.getState().sync([{ id: "h", role: "reasoning", content: "", encryptedValue: "SECRET-BLOB", status: "complete" }]));
    await nextFrame();
    expect(container.querySelector('[data-rui="reasoning"]')?.getAttribute("data-visibility")).toBe("hidden");
    expect(container.innerHTML).not.toContain("SECRET-BLOB");
  });
});
