"use client";
import type { ReasoningEffort } from "@reasoning-ui/core";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useEffortControlContext } from "./context";

export namespace EffortControlPrimitiveItem {
  export type Element = HTMLLabelElement;
  /** Props of `EffortControl.Item`. */
  export interface Props extends ComponentPropsWithoutRef<"label"> {
    /** The effort this radio picks. */
    value: ReasoningEffort;
    /** Props of the native `<input type="radio">` inside (e.g. `className`). */
    inputProps?: Omit<ComponentPropsWithoutRef<"input">, "type" | "name" | "value" | "checked" | "onChange"> | undefined;
  }
}

/**
 * One effort: a `<label data-rui="effort-control-item" data-state="checked|unchecked" data-value>` around a native
 * `<input type="radio">` of the root's group, text `labels.effort(value)` ("Low") unless you pass children.
 *
 * @example
 * <EffortControl.Item value="high">Think hard</EffortControl.Item>
 */
export const EffortControlPrimitiveItem = /* @__PURE__ */ forwardRef<EffortControlPrimitiveItem.Element, EffortControlPrimitiveItem.Props>(function EffortControlItem(
  { value, inputProps, children, ...props },
  ref,
) {
  const ctx = useEffortControlContext("EffortControl.Item");
  const checked = ctx.value.effort === value;
  return (
    <label data-rui="effort-control-item" data-state={checked ? "checked" : "unchecked"} data-value={value} data-disabled={ctx.disabled ? "" : undefined} {...props} ref={ref}>
      <input
        type="radio"
        data-rui="effort-control-input"
        {...inputProps}
        name={ctx.name}
        value={value}
        checked={checked}
        disabled={ctx.disabled || inputProps?.disabled}
        onChange={() => ctx.setEffort(value)}
      />
      {children ?? ctx.labels.effort(value)}
    </label>
  );
});
