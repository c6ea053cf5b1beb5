"use client";
import { createStep, type BranchPickerStepProps } from "./BranchPickerStep";

export namespace BranchPickerPrimitiveNext {
  export type Element = HTMLButtonElement;
  /** Props of `BranchPicker.Next`: a `<button>`'s props plus `asChild`. */
  export type Props = BranchPickerStepProps;
}

/**
 * The button to the next version: a `<button type="button">` labelled `labels.nextVersion` ("Next version"),
 * default text "›". At the last version or while disabled it is `aria-disabled="true"`, inert and still focusable.
 * Attributes: `data-rui="branch-picker-next"`, `data-index`, `data-count`, `data-disabled`.
 *
 * @throws Error "`BranchPicker.Next` must be used within `BranchPicker.Root`".
 * @example
 * <BranchPicker.Next className="my-step"><ChevronRight aria-hidden /></BranchPicker.Next>
 */
export const BranchPickerPrimitiveNext = /* @__PURE__ */ createStep(1, "BranchPicker.Next");
