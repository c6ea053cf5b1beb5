import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Component, type ReactNode } from "react";
import { AgentProvider, Composer, MessageList, ReasoningBlockView, ReasoningMessage, useMessages, useRunStatus } from "../src";
import { apply, completeReasoning, ev, newStore } from "./helpers";

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe("connected components: a `store` prop, or a clear error at mount", () => {
  it("ReasoningMessage, MessageList and Composer work with a `store` prop and no AgentProvider", async () => {
    const store = newStore();
    render(
      <>
        <ReasoningMessage store={store} messageId="r1" />
        <MessageList store={store} aria-label="list" />
        <Composer store={store} onSend={() => {}} />
      </>,
    );
    await apply(store, ...completeReasoning("r1", "I think, therefore", 3000).slice(0, -1));
    expect(screen.getAllByRole("button", { name: "Thought for 3 seconds" })).toHaveLength(2); // the message and the list's row
    await apply(store, ev.runStarted("run-2"));
    expect(screen.getByRole("button", { name: "Stop" })).toBeInTheDocument(); // Composer follows the store's status
  });

  it("the prop wins over the provider's store", async () => {
    const provided = newStore();
    const own = newStore();
    render(
      <AgentProvider store={provided}>
        <ReasoningMessage store={own} messageId="r1" />
      </AgentProvider>,
    );
    await apply(provided, ...completeReasoning("r1", "from the provider", 1000));
    expect(screen.queryByRole("button")).toBeNull();
    await apply(own, ...completeReasoning("r1", "from the prop", 2000));
    expect(screen.getByRole("button", { name: "Thought for 2 seconds" })).toBeInTheDocument();
  });

  it.each([
    ["ReasoningBlockView", <ReasoningBlockView messageId="r1" />],
    ["MessageList", <MessageList />],
    ["ReasoningBlockView", <AgentProvider labels={{ send: "Go" }}><ReasoningBlockView messageId="r1" /></AgentProvider>],
    // the deprecated alias is the same component: the error names the component's name
    ["ReasoningBlockView", <ReasoningMessage messageId="r1" />],
  ])("without a store `%s` fails at mount, saying what to do", (name, element) => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<Catch>{element}</Catch>);
    expect(screen.getByRole("alert")).toHaveTextContent(
      `\`${name}\` needs an agent store: render it inside \`<AgentProvider store={store}>\` or pass it a \`store\``,
    );
    spy.mockRestore();
  });

  it("ReasoningBlockView takes exactly one of messageId / messageIds", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = newStore();
    // @ts-expect-error neither id: a type error, and a clear error at runtime
    render(<Catch><ReasoningBlockView store={store} /></Catch>);
    expect(screen.getByRole("alert")).toHaveTextContent("`ReasoningBlockView` takes exactly one of `messageId`");
    spy.mockRestore();
  });

  it("hooks take a store argument too", async () => {
    const store = newStore();
    function Probe() {
      return (
        <p>
          {useRunStatus(store)} {useMessages(store).length}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText("idle 0")).toBeInTheDocument();
    await apply(store, ev.runStarted(), ...ev.text("a1", "hi"));
    expect(screen.getByText("running 1")).toBeInTheDocument();
  });
});
