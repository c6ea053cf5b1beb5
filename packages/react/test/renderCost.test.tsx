import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Message } from "@reasoning-ui/core";
import { AgentProvider, MessageList, useAgentStore } from "../src";
import { apply, ev, newStore, nextFrame, T0 } from "./helpers";

function history(n: number): Message[] {
  const messages: Message[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 5 === 2) messages.push({ id: `h${i}`, role: "reasoning", content: `thought ${i}` });
    else messages.push(i % 2 ? { id: `h${i}`, role: "assistant", content: `answer ${i}` } : { id: `h${i}`, role: "user", content: `question ${i}` });
  }
  return messages;
}

describe("render cost", () => {
  afterEach(() => vi.useRealTimers());

  it("while one message streams in a 500-message list, only that message's subtree re-renders", async () => {
    // Fake time, 17 ms per frame: the streaming duration ("Thinking… 3s") re-renders on whole seconds, and
    // with a real clock a slow machine would see such a tick among the frames counted below. (Within one
    // second it must not render at all: a redundant tick used to add a commit here.)
    vi.useFakeTimers({ now: T0 + 100 });
    const store = newStore(history(500));
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    let commits = 0;
    render(
      <AgentProvider store={store}>
        <Profiler id="list" onRender={() => commits++}>
          <MessageList
            renderText={(text, id) => (count(id), text)}
            reasoningProps={{ defaultOpen: true, renderContent: (text, { partId }) => (count(partId), text) }}
          />
        </Profiler>
      </AgentProvider>,
    );
    // a long thread mounts its newest turns first, the older rows in later frames
    expect(renders.size).toBeLessThan(60);
    expect(renders.get("h499")).toBe(1);
    const list = document.querySelector('[data-rui="message-list"]')!;
    for (let frame = 0; frame < 500 && list.hasAttribute("data-mounting"); frame++) await nextFrame();
    expect(list).not.toHaveAttribute("data-mounting");
    expect(renders.get("h1")).toBe(1);
    expect(renders.get("h2")).toBe(1);
    expect(renders.get("h499")).toBe(1); // mounting older rows re-renders no mounted one
    expect(renders.size).toBe(500);

    // A new reasoning message and then a new answer start streaming: the list gains two rows.
    await apply(store, ev.runStarted("run-9", T0), ev.start("live-r", T0), ev.content("live-r", "Let "));
    await apply(store, ...ev.text("live-a", "Sure").slice(0, 2));
    renders.clear();
    commits = 0;

    const deltas = ["me ", "think ", "about ", "the ", "weather ", "in ", "Paris."];
    for (const delta of deltas) await apply(store, ev.content("live-r", delta));
    for (const delta of [",", " take", " an", " umbrella."]) await apply(store, { type: "TEXT_MESSAGE_CONTENT", messageId: "live-a", delta });

    expect(commits).toBe(deltas.length + 4); // one commit per frame
    expect(renders.get("live-r")).toBe(deltas.length);
    expect(renders.get("live-a")).toBe(4);
    expect([...renders.keys()].sort()).toEqual(["live-a", "live-r"]); // no history row re-rendered
    expect(screen.getByText("Let me think about the weather in Paris.")).toBeInTheDocument();
    expect(screen.getByText("Sure, take an umbrella.")).toBeInTheDocument();
  }, 30_000);

  it("coalesces any number of store updates into one render per frame, losing and reordering nothing", async () => {
    const store = newStore();
    let renders = 0;
    function Probe() {
      renders++;
      const text = useAgentStore((s) => s.messages.find((m) => m.id === "r1")?.content);
      return <p data-testid="text">{typeof text === "string" ? text : ""}</p>;
    }
    render(
      <AgentProvider store={store}>
        <Probe />
      </AgentProvider>,
    );
    renders = 0;
    const words = Array.from({ length: 200 }, (_, i) => `w${i} `);
    act(() => {
      store.getState().applyEvent(ev.start("r1", T0) as never);
      for (const w of words) store.getState().applyEvent(ev.content("r1", w) as never);
    });
    expect(renders).toBe(0); // nothing rendered before the frame
    await nextFrame();
    expect(renders).toBe(1);
    expect(screen.getByTestId("text").textContent).toBe(words.join(""));
  });

  it("inline reasoningProps and labels objects from an owner that re-renders every frame do not re-render history rows", async () => {
    const store = newStore(history(20));
    const renders = new Map<string, number>();
    const renderContent = (text: string, { partId }: { partId: string }) => (renders.set(partId, (renders.get(partId) ?? 0) + 1), text);
    const renderText = (text: string, id: string) => (renders.set(id, (renders.get(id) ?? 0) + 1), text);
    function Owner() {
      useAgentStore((s) => s.messages); // re-renders on every change, as a component calling useAgentRun does
      return <MessageList reasoningProps={{ defaultOpen: true, collapseDelay: 800, renderContent }} labels={{ userAuthor: "Vous" }} renderText={renderText} />;
    }
    render(
      <AgentProvider store={store}>
        <Owner />
      </AgentProvider>,
    );
    await apply(store, ev.runStarted("run-9", T0), ev.start("live-r", T0), ev.content("live-r", "Let "));
    renders.clear();
    for (const delta of ["me ", "think."]) await apply(store, ev.content("live-r", delta));
    expect([...renders.keys()]).toEqual(["live-r"]);
    expect(screen.getByText("Let me think.")).toBeInTheDocument();
  });

  it("without requestAnimationFrame (node, SSR) notifications are synchronous", async () => {
    const raf = globalThis.requestAnimationFrame;
    // @ts-expect-error simulate an environment without rAF
    delete globalThis.requestAnimationFrame;
    try {
      const store = newStore();
      function Status() {
        return <p data-testid="s">{useAgentStore((s) => s.status)}</p>;
      }
      render(
        <AgentProvider store={store}>
          <Status />
        </AgentProvider>,
      );
      act(() => store.getState().applyEvent(ev.runStarted() as never));
      expect(screen.getByTestId("s")).toHaveTextContent("running");
    } finally {
      globalThis.requestAnimationFrame = raf;
    }
  });
});
