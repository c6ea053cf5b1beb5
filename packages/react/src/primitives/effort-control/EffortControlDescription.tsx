"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useEffortControlContext } from "./context";

export namespace EffortControlPrimitiveDescription {
  export type Element = HTMLParagraphElement;
  /** Props of `EffortControl.Description`. */
  export type Props = ComponentPropsWithoutRef<"p">;
}

/**
 * Why the control is disabled: a `<p data-rui="effort-control-description">` with `labels.effortUnsupported`
 * (or your children), rendered only while the agent says it does not reason; the fieldset is described by it.
 *
 * @example
 * <EffortControl.Description />
 */
export const EffortControlPrimitiveDescription = /* @__PURE__ */ forwardRef<EffortControlPrimitiveDescription.Element, EffortControlPrimitiveDescription.Props>(
  function EffortControlDescription({ children, ...props }, ref) {
    const { support, descriptionId, labels } = useEffortControlContext("EffortControl.Description");
    if (support.reasoning !== "unsupported") return null;
    return (
      <p id={descriptionId} data-rui="effort-control-description" {...props} ref={ref}>
        {children ?? labels.effortUnsupported}
      </p>
    );
  },
);
