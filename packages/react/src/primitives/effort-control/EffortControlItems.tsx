"use client";
import type { ReasoningEffort } from "@reasoning-ui/core";
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useEffortControlContext } from "./context";
import { EffortControlPrimitiveItem } from "./EffortControlItem";

export namespace EffortControlPrimitiveItems {
  export type Element = HTMLDivElement;
  /** Props of `EffortControl.Items`. */
  export interface Props extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
    /** Renders one effort; default an `EffortControl.Item` with its label. */
    children?: ((effort: ReasoningEffort) => ReactNode) | undefined;
  }
}

/**
 * The efforts the agent offers (`support.efforts`, all four when unknown) in order: a
 * `<div data-rui="effort-control-items">` with one `EffortControl.Item` each, or your render function's output.
 *
 * @example
 * <EffortControl.Items>{(effort) => <EffortControl.Item key={effort} value={effort} className="pill" />}</EffortControl.Items>
 */
export const EffortControlPrimitiveItems = /* @__PURE__ */ forwardRef<EffortControlPrimitiveItems.Element, EffortControlPrimitiveItems.Props>(function EffortControlItems(
  { children, ...props },
  ref,
) {
  const { support } = useEffortControlContext("EffortControl.Items");
  return (
    <div data-rui="effort-control-items" {...props} ref={ref}>
      {support.efforts.map((effort) => (children ? children(effort) : <EffortControlPrimitiveItem key={effort} value={effort} />))}
    </div>
  );
});
