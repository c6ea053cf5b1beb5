"use client";
import { useEffect, useRef } from "react";
import { useAgentStore } from "../../context/useAgentStore";
import { useLabels } from "../../internal/useLabels";
import { BranchPicker } from "../BranchPicker";
import { selectRunning } from "./selectors";
import type { ListBranch, RowContext } from "./types";

/**
 * A fork's "‹ 2/3 ›" inside `MessageList` (only with the list's `onSwitchBranch`), named for what it switches
 * ("Versions of this answer" / "Versions of this message", `labels.versionsOf`): inert while a run streams
 * (switching is a command the store refuses then), the switch announced through the list's live region. A switch
 * swaps the rows it sits in, so the picker that mounts for the same fork takes focus back on the same button.
 */
export interface ListBranchPickerProps {
  /** The fork this picker switches (`undefined`: no fork; the picker renders nothing). */
  branch: ListBranch | undefined;
  /** What the fork's variants are, for the picker's name (`labels.versionsOf`). */
  what: "answer" | "message";
  ctx: RowContext;
}

/**
 * The module is loaded on first use (`components/lazy/LazyListBranchPicker.ts`): rows render it through
 * `ListBranchPickerSlot`, which holds its place with `BranchPickerPlaceholder` until the code has arrived.
 */
export function ListBranchPicker({ branch, what, ctx }: ListBranchPickerProps) {
  const running = useAgentStore(selectRunning, Object.is, ctx.store);
  const labels = useLabels(ctx.labels);
  const root = useRef<HTMLDivElement>(null);
  const parent = branch?.parentMessageId;
  const index = branch?.index;
  // on mount and on every switch of this fork: take back the focus a switch left pending (or just clear it)
  useEffect(() => {
    const pending = ctx.branchFocus.current;
    if (parent === undefined || pending?.parentMessageId !== parent) return;
    ctx.branchFocus.current = null;
    root.current?.querySelector<HTMLElement>(`[data-rui="${pending.part}"]`)?.focus();
  }, [parent, index, ctx.branchFocus]);
  const onSwitch = ctx.onSwitchBranch;
  if (!branch || !onSwitch || branch.count < 2) return null;
  const switchTo = (index: number) => {
    const focused = document.activeElement;
    const part = focused instanceof HTMLElement && root.current?.contains(focused) ? focused.getAttribute("data-rui") : null;
    ctx.branchFocus.current = part ? { parentMessageId: branch.parentMessageId, part } : null;
    onSwitch(branch.parentMessageId, index);
  };
  return (
    <BranchPicker
      ref={root}
      aria-label={labels.versionsOf(what)}
      count={branch.count}
      index={branch.index}
      onIndexChange={switchTo}
      disabled={running}
      labels={ctx.labels}
      unstyled={ctx.unstyled}
    />
  );
}
