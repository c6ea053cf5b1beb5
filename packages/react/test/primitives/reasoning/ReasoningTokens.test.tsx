import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, ReasoningPanel } from "../../../src";
import { ev, newStore, nextFrame, playTurn } from "../../helpers";

describe("reasoning tokens", () => {
  it("the run's reasoning tokens show next to the duration once RUN_FINISHED reports them", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    playTurn(store, 1, "error");
    await nextFrame();
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toBeNull();
    playTurn(store, 2, "finished");
    await nextFrame();
    const tokens = container.querySelectorAll('[data-rui="reasoning-tokens"]');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toHaveTextContent("3.4k reasoning tokens");
    expect(tokens[0]!.closest('[data-rui="reasoning-header"]')).not.toBeNull();
  });

  it("ReasoningPanel renders reasoningTokens compactly, nothing without it", () => {
    const { container, rerender } = render(<ReasoningPanel status="complete" durationMs={12_000} text="x" reasoningTokens={1} />);
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent("1 reasoning token");
    rerender(<ReasoningPanel status="complete" durationMs={12_000} text="x" reasoningTokens={1_250_000} />);
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent("1.3m reasoning tokens");
    rerender(<ReasoningPanel status="complete" durationMs={12_000} text="x" />);
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toBeNull();
  });
});
