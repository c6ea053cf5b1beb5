"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useEffortControlContext } from "./context";

export namespace EffortControlPrimitiveLabel {
  export type Element = HTMLLegendElement;
  /** Props of `EffortControl.Label`. */
  export type Props = ComponentPropsWithoutRef<"legend">;
}

/**
 * The effort control's name: a `<legend data-rui="effort-control-label">` (first child of `EffortControl.Root`,
 * so it names the radio group), text `labels.effortLabel` ("Reasoning effort") unless you pass children.
 *
 * @example
 * <EffortControl.Label>Thinking</EffortControl.Label>
 */
export const EffortControlPrimitiveLabel = /* @__PURE__ */ forwardRef<EffortControlPrimitiveLabel.Element, EffortControlPrimitiveLabel.Props>(function EffortControlLabel(
  { children, ...props },
  ref,
) {
  const { labels } = useEffortControlContext("EffortControl.Label");
  return (
    <legend data-rui="effort-control-label" {...props} ref={ref}>
      {children ?? labels.effortLabel}
    </legend>
  );
});
