/**
 * The renames of issue 28 (item 5) keep the old names working for one release: each deprecated name is the new
 * export itself (same value, same type), so an app that imports the old one behaves exactly as before.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Branch, BranchPicker, Effort, EffortControl, Reasoning, ReasoningBlockView, ReasoningMessage, useRun, useRunRecord, type Labels, type ReasoningBlockViewProps, type ReasoningLabels, type ReasoningMessageProps } from "../src";

describe("renamed exports", () => {
  it("the deprecated names are the new exports", () => {
    expect(ReasoningMessage).toBe(ReasoningBlockView);
    expect(useRun).toBe(useRunRecord);
    expect(Reasoning.Status).toBe(Reasoning.Announcer);
    expect([BranchPicker.Root, BranchPicker.Previous, BranchPicker.Count, BranchPicker.Next]).toEqual([Branch.Root, Branch.Previous, Branch.Count, Branch.Next]);
    expect([EffortControl.Root, EffortControl.Label, EffortControl.Items, EffortControl.Item, EffortControl.Budget, EffortControl.Description]).toEqual([
      Effort.Root,
      Effort.Label,
      Effort.Items,
      Effort.Item,
      Effort.Budget,
      Effort.Description,
    ]);
    expectTypeOf<ReasoningLabels>().toEqualTypeOf<Labels>();
    expectTypeOf<ReasoningMessageProps>().toEqualTypeOf<ReasoningBlockViewProps>();
  });

  it("an app on the old names renders the same block", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: "r" },
      { type: "REASONING_MESSAGE_START", messageId: "m1", role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: "m1", delta: "why the sky is blue" },
      { type: "REASONING_MESSAGE_END", messageId: "m1" },
      { type: "RUN_FINISHED", threadId: "t", runId: "r" },
    ] as BaseEvent[]);
    const { container } = render(
      <AgentProvider store={store} coalesce={false}>
        <div data-testid="old">
          <ReasoningMessage messageId="m1" />
        </div>
        <div data-testid="new">
          <ReasoningBlockView messageId="m1" />
        </div>
      </AgentProvider>,
    );
    const [oldBlock, newBlock] = [...container.querySelectorAll('[data-rui="reasoning"]')];
    expect(oldBlock!.outerHTML.replace(/radix-[^"]*|:r[^:"]*:|«[^»]*»/g, "")).toBe(newBlock!.outerHTML.replace(/radix-[^"]*|:r[^:"]*:|«[^»]*»/g, ""));
    expect(screen.getAllByRole("button", { name: /thought/i })).toHaveLength(2);
  });
});
