"use client";
import { createStep, type BranchStepProps } from "./BranchStep";

export namespace BranchPrimitiveNext {
  export type Element = HTMLButtonElement;
  /** Props of `Branch.Next`: a `<button>`'s props plus `asChild`. */
  export type Props = BranchStepProps;
}

/**
 * The button to the next version: a `<button type="button">` labelled `labels.nextVersion` ("Next version"),
 * default text "›". At the last version or while disabled it is `aria-disabled="true"`, inert and still focusable.
 * Attributes: `data-rui="branch-picker-next"`, `data-index`, `data-count`, `data-disabled`.
 *
 * @throws Error "`Branch.Next` must be used within `Branch.Root`".
 * @example
 * <Branch.Next className="my-step"><ChevronRight aria-hidden /></Branch.Next>
 */
export const BranchPrimitiveNext = /* @__PURE__ */ createStep(1, "Branch.Next");
