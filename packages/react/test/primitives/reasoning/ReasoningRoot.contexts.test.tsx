/**
 * `Reasoning.Root`'s two contexts (issue 28, item 7): the disclosure and block summary apart from the streamed text,
 * so a delta re-renders `Reasoning.Content` and not the trigger, duration, tokens or status.
 */
import { act, render, screen } from "@testing-library/react";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { describe, expect, it } from "vitest";
import { createAgentStore, selectReasoningBlock, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, Reasoning, useReasoningDisclosureContext, useReasoningRootContext, type MessageListReasoningProps } from "../../../src";

const start: BaseEvent[] = [
  { type: "RUN_STARTED", threadId: "t", runId: "r" },
  { type: "REASONING_MESSAGE_START", messageId: "m1", role: "reasoning" },
  { type: "REASONING_MESSAGE_CONTENT", messageId: "m1", delta: "first" },
] as BaseEvent[];
const delta = (text: string) => ({ type: "REASONING_MESSAGE_CONTENT", messageId: "m1", delta: text }) as BaseEvent;

const renders: Record<string, number> = {};
/** An element a part renders through `asChild`: counts its renders (a part that re-renders re-renders it). */
const Counted = forwardRef<HTMLSpanElement, ComponentPropsWithoutRef<"span"> & { name: string }>(function Counted({ name, ...props }, ref) {
  renders[name] = (renders[name] ?? 0) + 1;
  return <span {...props} ref={ref} />;
});
const CountedButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<"button"> & { name: string }>(function CountedButton({ name, ...props }, ref) {
  renders[name] = (renders[name] ?? 0) + 1;
  return <button type="button" {...props} ref={ref} />;
});
const count = (name: string) => renders[name] ?? 0;

function Summary() {
  renders.summary = count("summary") + 1;
  const { status, open } = useReasoningDisclosureContext("Summary");
  return <span data-testid="summary">{`${status} ${open ? "open" : "closed"}`}</span>;
}
function Text() {
  renders.text = count("text") + 1;
  const { parts } = useReasoningRootContext("Text");
  return <span data-testid="text">{parts.map((p) => p.text).join("")}</span>;
}

describe("Reasoning.Root contexts", () => {
  it("a streamed delta re-renders what shows text, never the trigger's duration, the tokens or a summary part", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(start);
    render(
      <AgentProvider store={store} coalesce={false}>
        <Reasoning.Root messageIds={["m1"]}>
          <Reasoning.Trigger asChild>
            <CountedButton name="trigger">
              <Reasoning.Duration asChild>
                <Counted name="duration" />
              </Reasoning.Duration>
            </CountedButton>
          </Reasoning.Trigger>
          <Reasoning.Tokens count={5} asChild>
            <Counted name="tokens" />
          </Reasoning.Tokens>
          <Reasoning.Status />
          <Summary />
          <Text />
          <Reasoning.Content />
        </Reasoning.Root>
      </AgentProvider>,
    );
    expect(screen.getByTestId("summary")).toHaveTextContent("streaming open");
    const quiet = ["trigger", "duration", "tokens", "summary"];
    const before = Object.fromEntries([...quiet, "text"].map((n) => [n, count(n)]));
    expect(quiet.every((n) => before[n]! > 0)).toBe(true);
    for (const word of [" second", " third", " fourth"]) act(() => store.getState().applyEvent(delta(word)));
    expect(screen.getByTestId("text")).toHaveTextContent("first second third fourth");
    expect(count("text") - before.text!).toBe(3);
    for (const n of quiet) expect([n, count(n) - before[n]!]).toEqual([n, 0]);
    // a change of the summary (the block completes) reaches the quiet parts
    act(() => store.getState().applyEvent({ type: "REASONING_MESSAGE_END", messageId: "m1" } as BaseEvent));
    expect(screen.getByTestId("summary")).toHaveTextContent(/^complete/);
    for (const n of quiet) expect(count(n)).toBeGreaterThan(before[n]!);
  });

  it("useReasoningRootContext still gives custom parts the whole state, text included", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(start);
    function Whole() {
      const ctx = useReasoningRootContext("Whole");
      return <span data-testid="whole">{`${ctx.status}:${ctx.parts.length}:${ctx.view?.messageIds.join(",")}:${ctx.labels ? "labels" : ""}`}</span>;
    }
    render(
      <AgentProvider store={store} coalesce={false}>
        <Reasoning.Root messageIds={["m1"]}>
          <Whole />
        </Reasoning.Root>
      </AgentProvider>,
    );
    expect(screen.getByTestId("whole")).toHaveTextContent("streaming:1:m1:labels");
  });

  it("the root's labels: the reasoning parts' defaults under the provider's and the root's overrides, other keys passed through", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(start);
    function Words() {
      const { labels } = useReasoningRootContext("Words");
      return <span data-testid="words">{`${labels.thinking(undefined)}|${labels.summaryBadge}|${labels.hiddenIndicatorWhy}|${labels.send ?? "-"}|${labels.composerLabel ?? "-"}`}</span>;
    }
    render(
      <AgentProvider store={store} coalesce={false} labels={{ summaryBadge: "Résumé", send: "Envoyer" }}>
        <Reasoning.Root messageIds={["m1"]} labels={{ hiddenIndicatorWhy: "Pourquoi ?" }}>
          <Words />
        </Reasoning.Root>
      </AgentProvider>,
    );
    expect(screen.getByTestId("words")).toHaveTextContent("Thinking…|Résumé|Pourquoi ?|Envoyer|-");
  });

  it("takes a prepared block (core's selectReasoningBlock, MessageList's components.Reasoning) with its tokens and stop; the deprecated plain props still override", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(start);
    const block = selectReasoningBlock(store.getState(), ["m1"])!;
    function Whole({ id }: { id: string }) {
      const ctx = useReasoningRootContext("Whole");
      return <span data-testid={id}>{`${ctx.status}:${ctx.parts.map((p) => p.text).join("")}:${ctx.reasoningTokens}:${ctx.stopped}`}</span>;
    }
    const stopped = { ...block, view: { ...block.view, status: "interrupted" as const }, reasoningTokens: 42, stopped: true };
    render(
      <>
        <Reasoning.Root block={stopped}>
          <Whole id="block" />
          <Reasoning.Trigger />
        </Reasoning.Root>
        <Reasoning.Root block={stopped} status="complete" reasoningTokens={7} stopped={false}>
          <Whole id="deprecated" />
        </Reasoning.Root>
        <Reasoning.Root view={block.view}>
          <Whole id="view" />
        </Reasoning.Root>
      </>,
    );
    expect(screen.getByTestId("block")).toHaveTextContent("interrupted:first:42:true");
    expect(screen.getByRole("button")).toHaveTextContent(/^Stopped thinking/);
    expect(screen.getByTestId("deprecated")).toHaveTextContent("complete:first:7:false");
    expect(screen.getByTestId("view")).toHaveTextContent("streaming:first:undefined:false");
  });

  it("MessageList hands components.Reasoning the block the root takes", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents(start);
    const seen: MessageListReasoningProps[] = [];
    function Mine(props: MessageListReasoningProps) {
      seen.push(props);
      return (
        <Reasoning.Root block={props.block}>
          <Reasoning.Content data-testid="mine" />
        </Reasoning.Root>
      );
    }
    render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList components={{ Reasoning: Mine }} />
      </AgentProvider>,
    );
    expect(screen.getByTestId("mine")).toHaveTextContent("first");
    const last = seen.at(-1)!;
    expect(last.block).toEqual({ view: last.view, reasoningTokens: last.reasoningTokens, stopped: last.stopped });
  });
});
