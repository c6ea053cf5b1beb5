"use client";
import { memo } from "react";
import type { AgentState } from "@reasoning-ui/core";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { styledClass } from "../../internal/styledClass";
import { ListBranchPicker } from "./ListBranchPicker";
import type { RowContext } from "./types";

/**
 * The picker of a turn's answers, after the turn's last row: Retry / Regenerate fork at the turn's user message
 * (`state.branches[userMessageId]`), so each answer is a variant of that fork, the active one shown. Renders
 * nothing for a turn that was never regenerated, or without the list's `onSwitchBranch`.
 */
export const TurnBranchPicker = /* @__PURE__ */ memo(function TurnBranchPicker({ userMessageId, ctx }: { userMessageId: string; ctx: RowContext }) {
  const point = useAgentStore((s: AgentState) => s.branches?.[userMessageId], Object.is, ctx.store);
  const styled = useStyledAttr(ctx.unstyled);
  if (!point || !ctx.onSwitchBranch) return null;
  return (
    <div data-rui="turn-branches" {...styled} className={styledClass(styled, "rui-turn-branches")}>
      <ListBranchPicker branch={{ parentMessageId: point.parentMessageId, index: point.active, count: point.count }} ctx={ctx} />
    </div>
  );
});
