"use client";
import { useAgentStore } from "../../context/useAgentStore";
import { LazyListBranchPicker } from "../lazy/LazyListBranchPicker";
import { BranchPickerPlaceholder } from "./BranchPickerPlaceholder";
import type { ListBranchPickerProps } from "./ListBranchPicker";
import { selectRunning } from "./selectors";

/**
 * Where a row shows a fork's picker: nothing for a fork of one variant or without the list's `onSwitchBranch`, else
 * `ListBranchPicker`, whose code loads on first use (a thread without forks never loads it) with
 * `BranchPickerPlaceholder` holding its place until then.
 */
export function ListBranchPickerSlot(props: ListBranchPickerProps) {
  const { branch, what, ctx } = props;
  const running = useAgentStore(selectRunning, Object.is, ctx.store);
  if (!branch || !ctx.onSwitchBranch || branch.count < 2) return null;
  return <LazyListBranchPicker {...props} fallback={<BranchPickerPlaceholder branch={branch} what={what} ctx={ctx} running={running} />} />;
}
