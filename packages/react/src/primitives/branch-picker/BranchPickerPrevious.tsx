"use client";
import { createStep, type BranchPickerStepProps } from "./BranchPickerStep";

export namespace BranchPickerPrimitivePrevious {
  export type Element = HTMLButtonElement;
  /** Props of `BranchPicker.Previous`: a `<button>`'s props plus `asChild`. */
  export type Props = BranchPickerStepProps;
}

/**
 * The button to the previous version: a `<button type="button">` labelled `labels.previousVersion` ("Previous
 * version"), default text "‹". At the first version or while disabled it is `aria-disabled="true"`, inert and still
 * focusable. Attributes: `data-rui="branch-picker-previous"`, `data-index`, `data-count`, `data-disabled`.
 *
 * @throws Error "`BranchPicker.Previous` must be used within `BranchPicker.Root`".
 * @example
 * <BranchPicker.Previous className="my-step"><ChevronLeft aria-hidden /></BranchPicker.Previous>
 */
export const BranchPickerPrimitivePrevious = /* @__PURE__ */ createStep(-1, "BranchPicker.Previous");
