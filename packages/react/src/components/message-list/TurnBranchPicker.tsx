"use client";
import { memo } from "react";
import type { AgentState, RunRecord } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { styledClass } from "../../internal/styledClass";
import { ListBranchPickerSlot } from "./ListBranchPickerSlot";
import { answerBranch } from "./selectors";
import type { RowContext } from "./types";

/** The last run answering each user message, per `runs` array (derived once, O(1) reads). */
const lastRuns = new WeakMap<AgentState["runs"], Map<string, RunRecord>>();

/**
 * The id of the last settled run that answered user message `userMessageId` on the active branch: its outcome row
 * (`TurnOutcomeRow`) carries the turn's picker, beside Regenerate. `undefined` while the turn's run streams or when
 * the active variant has no run yet — `TurnBranchPicker` then shows the picker on its own.
 */
export function settledRunOf(state: AgentState, userMessageId: string): string | undefined {
  let byUser = lastRuns.get(state.runs);
  if (!byUser) {
    byUser = new Map();
    for (const run of state.runs) if (run.userMessageId !== undefined) byUser.set(run.userMessageId, run);
    lastRuns.set(state.runs, byUser);
  }
  const run = byUser.get(userMessageId);
  return run && run.status !== "running" ? run.runId : undefined;
}

/**
 * The picker of a turn's answers, after the turn's last row, when its outcome row does not carry it (the turn's
 * run still streams, or the new variant has no run yet): Retry / Regenerate fork at the turn's user message
 * (`state.branches[userMessageId]`), so each answer is a variant of that fork, the active one shown. Renders
 * nothing for a turn that was never regenerated, or without the list's `onSwitchBranch`.
 */
export const TurnBranchPicker = /* @__PURE__ */ memo(function TurnBranchPicker({ userMessageId, ctx }: { userMessageId: string; ctx: RowContext }) {
  const point = useAgentStore((s: AgentState) => (settledRunOf(s, userMessageId) === undefined ? s.branches?.[userMessageId] : undefined), Object.is, ctx.store);
  const styled = useStyledAttr(ctx.unstyled);
  if (!point || !ctx.onSwitchBranch) return null;
  return (
    <div data-rui="turn-branches" {...styled} className={styledClass(styled, "rui-turn-branches")}>
      <ListBranchPickerSlot what="answer" branch={answerBranch(point)} ctx={ctx} />
    </div>
  );
});
