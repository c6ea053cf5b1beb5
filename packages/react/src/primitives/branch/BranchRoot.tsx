"use client";
import { Slot } from "@radix-ui/react-slot";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { forwardRef, useCallback, useMemo, type ComponentPropsWithoutRef, type KeyboardEvent } from "react";
import { useLabels } from "../../internal/useLabels";
import type { ReasoningLabels } from "../../labels";
import { BranchContext, pickerAttributes, type BranchContextValue } from "./context";

export namespace BranchPrimitiveRoot {
  export type Element = HTMLDivElement;
  /** Props of `Branch.Root`. */
  export interface Props extends Omit<ComponentPropsWithoutRef<"div">, "defaultValue"> {
    /** Number of versions (a `BranchPoint`'s `count`). Below 1 counts as 1; non-integers are floored. */
    count: number;
    /** Controlled active version, 0-based (a `BranchPoint`'s `active`). Clamped into `0 … count − 1`. */
    index?: number | undefined;
    /** Uncontrolled initial version, 0-based. Default 0. */
    defaultIndex?: number | undefined;
    /** Called with the requested version (0-based) when Previous / Next / an arrow key asks for another one. */
    onIndexChange?: ((index: number) => void) | undefined;
    /** Inert: the buttons are `aria-disabled` and do nothing (e.g. while a run streams). They stay focusable. */
    disabled?: boolean | undefined;
    /** Label overrides (`versions`, `previousVersion`, `nextVersion`, `versionOf`); win over the provider's. */
    labels?: Partial<ReasoningLabels> | undefined;
    /** Merge onto the single child element instead of rendering a `<div>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

const clamp = (n: number, count: number) => Math.min(Math.max(0, Number.isFinite(n) ? Math.floor(n) : 0), count - 1);

/**
 * Root of a version picker ("‹ 2/3 ›") for the branches of a conversation: a `role="group"` named
 * `labels.versions` ("Versions") holding `Branch.Previous`, `Branch.Count` and `Branch.Next`.
 * The index is controllable through Radix's `useControllableState`: `index` + `onIndexChange`, or `defaultIndex`.
 * ArrowLeft / ArrowRight inside the group ask for the previous / next version (in right-to-left text the other
 * way round), Home / End for the first / last. Attributes: `data-rui="branch-picker"`, `data-index` (1-based),
 * `data-count`, `data-disabled`.
 *
 * @example
 * <Branch.Root count={3} index={branch.index} onIndexChange={(i) => agent.switchBranch(branch.parentMessageId, i)}>
 *   <Branch.Previous>‹</Branch.Previous>
 *   <Branch.Count />
 *   <Branch.Next>›</Branch.Next>
 * </Branch.Root>
 */
export const BranchPrimitiveRoot = /* @__PURE__ */ forwardRef<BranchPrimitiveRoot.Element, BranchPrimitiveRoot.Props>(
  function BranchRoot({ count: countIn, index: indexProp, defaultIndex = 0, onIndexChange, disabled = false, labels: labelsProp, asChild, onKeyDown, ...props }, ref) {
    const count = Math.max(1, Number.isFinite(countIn) ? Math.floor(countIn) : 1);
    const labels = useLabels(labelsProp);
    const [index = 0, setIndexState] = useControllableState({
      prop: indexProp === undefined ? undefined : clamp(indexProp, count),
      defaultProp: clamp(defaultIndex, count),
      onChange: onIndexChange,
      caller: "Branch.Root",
    });
    const active = clamp(index, count);
    const setIndex = useCallback(
      (next: number) => {
        if (disabled) return;
        const target = clamp(next, count);
        if (target !== active) setIndexState(target);
      },
      [disabled, count, active, setIndexState],
    );
    const ctx = useMemo<BranchContextValue>(() => ({ index: active, count, disabled, setIndex, labels }), [active, count, disabled, setIndex, labels]);
    const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
      const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[event.key as "ArrowLeft"];
      const target = step !== undefined ? active + step : event.key === "Home" ? 0 : event.key === "End" ? count - 1 : undefined;
      if (target === undefined) return;
      event.preventDefault();
      setIndex(target);
    };
    const Comp = asChild ? Slot : "div";
    return (
      <BranchContext.Provider value={ctx}>
        <Comp role="group" aria-label={labels.versions} data-rui="branch-picker" {...pickerAttributes(ctx)} {...props} onKeyDown={handleKeyDown} ref={ref} />
      </BranchContext.Provider>
    );
  },
);
