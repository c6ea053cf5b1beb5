import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList } from "../../../src";
import { axeViolations, ev, newStore, nextFrame, playTurn, turnOutcomes } from "../../helpers";

describe("MessageList: each turn keeps its outcome", () => {
  it("stopped (neutral, partial marker), failed (reason, danger) and cut turns stay on their turn after later ones", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    playTurn(store, 1, "stopped");
    playTurn(store, 2, "error");
    playTurn(store, 3, "cut");
    playTurn(store, 4, "finished");
    await nextFrame();
    expect(turnOutcomes(container)).toEqual([
      "stopped/neutral: Partial answerYou stopped this response",
      "failed/danger: This response failed: Model overloaded.",
      "cut/warning: Partial answerThe connection was lost before the response finished",
    ]);
    // each outcome follows its own turn's answer
    const stopped = container.querySelector('[data-rui="turn-outcome"][data-status="stopped"]')!;
    expect(stopped.previousElementSibling).toHaveTextContent("Answer 1");
    // the list's one live region speaks only for the current run (finished: silent)
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).not.toHaveTextContent(/stopped|failed|Something went wrong/i);
    // no Retry without onRetry
    expect(screen.queryByRole("button", { name: /Retry|Regenerate/ })).toBeNull();
    act(() => {});
    expect(await axeViolations(container)).toEqual([]);
  });

  it("with onRetry: Retry on the failed last turn, Regenerate on earlier ones; focus goes to the composer's field", async () => {
    const store = newStore();
    const onRetry = vi.fn();
    render(
      <AgentProvider store={store}>
        <MessageList onRetry={onRetry} />
        <Composer onSend={() => {}} />
      </AgentProvider>,
    );
    playTurn(store, 1, "stopped");
    playTurn(store, 2, "error");
    await nextFrame();
    const regenerate = screen.getByRole("button", { name: "Regenerate" });
    const retry = screen.getByRole("button", { name: "Retry" });
    retry.focus();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenLastCalledWith("run-2");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Message" }));
    fireEvent.click(regenerate);
    expect(onRetry).toHaveBeenLastCalledWith("run-1");
    // a finished last turn offers Regenerate
    playTurn(store, 3, "finished");
    await nextFrame();
    expect(screen.getAllByRole("button", { name: "Regenerate" })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("labels are overridable (French)", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList onRetry={() => {}} labels={{ turnStopped: "Vous avez arrêté cette réponse", turnPartial: "Réponse partielle", retry: "Réessayer" }} />
      </AgentProvider>,
    );
    playTurn(store, 1, "stopped");
    await nextFrame();
    expect(turnOutcomes(container)).toEqual(["stopped/neutral: Réponse partielleVous avez arrêté cette réponseRéessayer"]);
  });
});
