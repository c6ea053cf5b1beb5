"use client";
import { memo, Suspense, useEffect } from "react";
import type { StoreApi } from "zustand/vanilla";
import { selectInterrupts, type AgentState, type InterruptView } from "@reasoning-ui/core";
import { useAgentContext, useSessionOf } from "../../context/AgentContext";
import { useAgentStore } from "../../context/useAgentStore";
import { useSharedSelector } from "../../internal/useSharedSelector";
import { useStyledAttr } from "../../internal/styled";
import * as Interrupt from "../../primitives/interrupt/index";
import type { InterruptLabels } from "../../primitives/interrupt/labels";
import type { InterruptResume } from "../../primitives/interrupt/InterruptRoot";
import { InterruptFooter } from "./InterruptFooter";
import { InterruptItemView } from "./InterruptItemView";
import { LazyInterruptSchemaForm } from "../lazy/LazyInterruptParts";

/** Props of {@link InterruptPrompt}. */
export interface InterruptPromptProps {
  /**
   * Sends the answers. Default: the `resume` of the `<AgentProvider session={…}>` that runs the prompt's store (as
   * `Composer` and `MessageList` take their actions); pass `useAgentRun().resume` (or `session.resume`) to override.
   */
  onResume?: InterruptResume | undefined;
  /** Offer "Approve with edits": the agent's `humanInTheLoop.approveWithEdits` (from `useAgentCapabilities`). */
  approveWithEdits?: boolean | undefined;
  /** The requests to show (one run's). Default: those anchored at `toolCallId` / `runId` in the store. */
  interrupts?: InterruptView[] | undefined;
  /** Inside a `MessageList`: the prompt whose requests concern this tool call (the last of them that is in the thread). */
  toolCallId?: string | undefined;
  /** Inside a `MessageList`: the prompt of run `runId` when it concerns no tool call in the thread (after the run's last message). */
  runId?: string | undefined;
  /** The agent store. Default: the nearest `AgentProvider`'s. */
  store?: StoreApi<AgentState> | undefined;
  labels?: Partial<InterruptLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/** The requests anchored at `toolCallId` (the last located tool call of a run's group) or at the end of run `runId`. */
function anchored(all: InterruptView[], toolCallId: string | undefined, runId: string | undefined, previous: InterruptView[] | undefined): InterruptView[] {
  const runs = new Map<string, InterruptView[]>();
  for (const v of all) runs.set(v.runId, [...(runs.get(v.runId) ?? []), v]);
  let group: InterruptView[] = [];
  for (const [rid, list] of runs) {
    // after the last of its tool calls that is in the thread (several calls of one message render together)
    let at: string | undefined;
    for (const w of list) if (w.toolCallMessageId !== undefined) at = w.toolCallId;
    if (toolCallId !== undefined ? at === toolCallId : rid === runId && at === undefined) {
      group = list;
      break;
    }
  }
  return previous && previous.length === group.length && previous.every((v, i) => v === group[i]) ? previous : group;
}

/**
 * The styled prompt for the agent's requests (AG-UI 1.0 interrupts), shown where the run stopped: at the tool call it
 * concerns, after the reasoning that led to it (which stays as it was: panel, badge or hidden indicator). One run's
 * requests are answered together with one submit; a single approval sends on Approve / Deny. Answered requests stay
 * as one line ("Approved", "Denied", …), also after a reload. Composes the headless `Interrupt.*` parts; renders
 * `data-rui="interrupt"`; nothing when there is nothing to show. Give it to `MessageList`'s `interrupts`, or render it
 * yourself with `interrupts`.
 *
 * @example
 * const agent = useAgentRun({ url: "/api/agent" });
 * const caps = useAgentCapabilities("/api/agent");
 * <AgentProvider session={agent.session}>
 *   <MessageList interrupts={{ Prompt: InterruptPrompt, approveWithEdits: caps.capabilities?.humanInTheLoop?.approveWithEdits }} />
 * </AgentProvider>
 */
export const InterruptPrompt = /* @__PURE__ */ memo(function InterruptPrompt({ onResume, approveWithEdits, interrupts, toolCallId, runId, store, labels, unstyled }: InterruptPromptProps) {
  const selector = useSharedSelector<AgentState, InterruptView[]>((s, previous) => anchored(selectInterrupts(s), toolCallId, runId, previous), [toolCallId, runId]);
  const fromStore = useAgentStore(selector, Object.is, store);
  const styled = useStyledAttr(unstyled);
  // the session of the store the prompt shows (a prompt given another store than the provider's gets no action)
  const provided = useAgentContext().store;
  const session = useSessionOf(store ?? provided);
  const views = interrupts ?? fromStore;
  // the answer fields (schema form, text answer) load on first use: fetched once the list shows a prompt slot (a turn
  // began), so they are there before a request needs them
  useEffect(() => void LazyInterruptSchemaForm.preload(), []);
  if (views.length === 0) return null;
  // an answer field that has not arrived yet holds the whole prompt back: it shows once,
  // complete, and its first focus lands where it would have (docs/architecture.md, "Interrupts")
  return (
    <Suspense fallback={null}>
      <Interrupt.Root interrupts={views} onResume={onResume ?? session?.resume} approveWithEdits={approveWithEdits} labels={labels} {...styled}>
        {views.map((v) => (
          <InterruptItemView key={v.id} view={v} store={store} />
        ))}
        <InterruptFooter />
      </Interrupt.Root>
    </Suspense>
  );
});
