"use client";
import { createStep, type BranchStepProps } from "./BranchStep";

export namespace BranchPrimitivePrevious {
  export type Element = HTMLButtonElement;
  /** Props of `Branch.Previous`: a `<button>`'s props plus `asChild`. */
  export type Props = BranchStepProps;
}

/**
 * The button to the previous version: a `<button type="button">` labelled `labels.previousVersion` ("Previous
 * version"), default text "‹". At the first version or while disabled it is `aria-disabled="true"`, inert and still
 * focusable. Attributes: `data-rui="branch-picker-previous"`, `data-index`, `data-count`, `data-disabled`.
 *
 * @throws Error "`Branch.Previous` must be used within `Branch.Root`".
 * @example
 * <Branch.Previous className="my-step"><ChevronLeft aria-hidden /></Branch.Previous>
 */
export const BranchPrimitivePrevious = /* @__PURE__ */ createStep(-1, "Branch.Previous");
