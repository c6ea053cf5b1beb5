"use client";
import { forwardRef, useEffect, useId, useState, type ComponentPropsWithoutRef } from "react";
import { useEffortControlContext } from "./context";

export namespace EffortControlPrimitiveBudget {
  export type Element = HTMLInputElement;
  /** Props of `EffortControl.Budget` (they go to the `<input type="number">`). */
  export interface Props extends Omit<ComponentPropsWithoutRef<"input">, "type" | "value" | "defaultValue" | "min" | "max" | "onChange"> {
    /** Props of the wrapping `<label>` (e.g. `className`). */
    labelProps?: ComponentPropsWithoutRef<"label"> | undefined;
    /** Label text; default `labels.effortBudget` ("Thinking budget (tokens)"). */
    label?: string | undefined;
  }
}

/**
 * The thinking budget in tokens, rendered only when the agent takes one (`support.budgetTokens`): a
 * `<label data-rui="effort-control-budget">` with a number `<input>` bounded to the agent's `min`…`max`,
 * disabled while the effort is `off`. Empty = the provider's default for the effort. A number in range is
 * committed as you type; one out of range is marked `aria-invalid` and clamped when the field loses focus.
 *
 * @example
 * <EffortControl.Budget placeholder="default" />
 */
export const EffortControlPrimitiveBudget = /* @__PURE__ */ forwardRef<EffortControlPrimitiveBudget.Element, EffortControlPrimitiveBudget.Props>(function EffortControlBudget(
  { labelProps, label, onBlur, disabled, id: idProp, ...props },
  ref,
) {
  const ctx = useEffortControlContext("EffortControl.Budget");
  const range = ctx.support.budgetTokens;
  const committed = ctx.value.budgetTokens;
  const [text, setText] = useState(committed === undefined ? "" : String(committed));
  useEffect(() => setText((t) => (Number(t) === committed || (t === "" && committed === undefined) ? t : committed === undefined ? "" : String(committed))), [committed]);
  const autoId = useId();
  if (!range) return null;
  const n = Number(text);
  const valid = text === "" || (Number.isInteger(n) && n >= range.min && n <= range.max);
  const id = idProp ?? `${ctx.name}-budget-${autoId}`;
  return (
    <label data-rui="effort-control-budget" htmlFor={id} {...labelProps}>
      <span data-rui="effort-control-budget-label">{label ?? ctx.labels.effortBudget}</span>
      <input
        type="number"
        inputMode="numeric"
        id={id}
        data-rui="effort-control-budget-input"
        min={range.min}
        max={range.max}
        step={1}
        aria-invalid={valid ? undefined : true}
        {...props}
        value={text}
        disabled={ctx.disabled || ctx.value.effort === "off" || disabled}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const v = Number(next);
          if (next === "") ctx.setBudgetTokens(undefined);
          else if (Number.isInteger(v) && v >= range.min && v <= range.max) ctx.setBudgetTokens(v);
        }}
        onBlur={(e) => {
          onBlur?.(e);
          if (text === "" || valid) return;
          const clamped = Number.isFinite(n) ? Math.min(range.max, Math.max(range.min, Math.round(n))) : undefined;
          setText(clamped === undefined ? "" : String(clamped));
          ctx.setBudgetTokens(clamped);
        }}
        ref={ref}
      />
    </label>
  );
});
