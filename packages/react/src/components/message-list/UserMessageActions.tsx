"use client";
import { forwardRef } from "react";
import { selectBranchOf, type AgentState } from "@reasoning-ui/core";
import { shallow } from "zustand/vanilla/shallow";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { styledClass } from "../../internal/styledClass";
import { useLabels } from "../../internal/useLabels";
import { ListBranchPickerSlot } from "./ListBranchPickerSlot";
import type { RowContext } from "./types";

/**
 * Under a user message: its Edit button (with the list's `onEdit`; the ref is the button's, for focus on cancel)
 * and, when the message starts a variant of a fork (an edit forks at the message's parent), that fork's picker
 * (with `onSwitchBranch`). Renders nothing when there is neither.
 */
export const UserMessageActions = /* @__PURE__ */ forwardRef<HTMLButtonElement, { id: string; ctx: RowContext; onEditStart: () => void }>(
  function UserMessageActions({ id, ctx, onEditStart }, ref) {
    const branch = useAgentStore((s: AgentState) => (ctx.onSwitchBranch ? selectBranchOf(s, id) : undefined), shallow, ctx.store);
    const labels = useLabels(ctx.labels);
    const styled = useStyledAttr(ctx.unstyled);
    const picker = branch && ctx.onSwitchBranch && branch.count > 1;
    if (!ctx.onEdit && !picker) return null;
    return (
      <div data-rui="message-actions" {...styled} className={styledClass(styled, "rui-message-actions")}>
        {picker ? <ListBranchPickerSlot what="message" branch={branch} ctx={ctx} /> : null}
        {ctx.onEdit ? (
          <button type="button" data-rui="message-edit" {...styled} className={styledClass(styled, "rui-message-edit")} onClick={onEditStart} ref={ref}>
            {labels.editMessage}
          </button>
        ) : null}
      </div>
    );
  },
);
