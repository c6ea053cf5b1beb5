"use client";
import { useStyledAttr } from "../../internal/styled";
import { styledClass } from "../../internal/styledClass";
import { useLabels } from "../../internal/useLabels";
import type { ListBranch, RowContext } from "./types";

/**
 * What a fork's picker shows until its code has arrived (`LazyListBranchPicker`'s fallback): the markup of
 * `BranchPicker` — the group, "‹", "2/3", "›" with the same attributes and classes, so the theme gives it the same
 * boxes — inert (its buttons `aria-disabled`, out of the tab order) for the moment the chunk takes.
 */
export function BranchPickerPlaceholder({ branch, what, ctx, running }: { branch: ListBranch; what: "answer" | "message"; ctx: RowContext; running: boolean }) {
  const styled = useStyledAttr(ctx.unstyled);
  const labels = useLabels(ctx.labels);
  const attributes = { "data-index": branch.index + 1, "data-count": branch.count, "data-disabled": running ? "" : undefined, ...styled };
  const button = styledClass(styled, "rui-branch-picker-button");
  const step = (direction: -1 | 1) => {
    const inert = running || branch.index + direction < 0 || branch.index + direction >= branch.count;
    return (
      <button
        type="button"
        tabIndex={-1}
        aria-label={direction < 0 ? labels.previousVersion : labels.nextVersion}
        aria-disabled="true"
        data-rui={direction < 0 ? "branch-picker-previous" : "branch-picker-next"}
        {...attributes}
        data-disabled={inert ? "" : undefined}
        className={button}
      >
        {direction < 0 ? "‹" : "›"}
      </button>
    );
  };
  return (
    <div role="group" aria-label={labels.versionsOf(what)} aria-busy="true" data-rui="branch-picker" {...attributes} className={styledClass(styled, "rui-branch-picker")}>
      {step(-1)}
      <span data-rui="branch-picker-count" {...attributes} className={styledClass(styled, "rui-branch-picker-count")}>
        <span aria-hidden="true">{`${branch.index + 1}/${branch.count}`}</span>
      </span>
      {step(1)}
    </div>
  );
}
