"use client";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { Slot } from "@radix-ui/react-slot";
import { type EffortSupport, type ReasoningRequest, effortSupport } from "@reasoning-ui/core";
import { forwardRef, useCallback, useId, useMemo, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../internal/useLabels";
import type { ReasoningLabels } from "../../labels";
import { EffortControlContext, type EffortControlContextValue } from "./context";

const UNKNOWN: EffortSupport = /* @__PURE__ */ effortSupport(undefined);
const MEDIUM: ReasoningRequest = { effort: "medium" };

export namespace EffortControlPrimitiveRoot {
  export type Element = HTMLFieldSetElement;
  /** Props of `EffortControl.Root`. */
  export interface Props extends Omit<ComponentPropsWithoutRef<"fieldset">, "defaultValue" | "onChange"> {
    /** The chosen effort and budget (controlled). Send it with each run: `forwardedProps: reasoningForwardedProps(value)`. */
    value?: ReasoningRequest | undefined;
    /** The initial choice when uncontrolled. Default `{ effort: "medium" }`. */
    defaultValue?: ReasoningRequest | undefined;
    /** Called with the new choice (a new object) when the user picks an effort or edits the budget. */
    onValueChange?: ((value: ReasoningRequest) => void) | undefined;
    /** What the agent offers (`useAgentCapabilities(url).support`). Default: unknown, all four efforts, no budget. */
    support?: EffortSupport | undefined;
    /** When the agent says it does not reason: `"disable"` (default; the control stays visible, disabled and explained) or `"hide"` (nothing renders). */
    whenUnsupported?: "disable" | "hide" | undefined;
    /** Label overrides (`effortLabel`, `effort`, `effortBudget`, `effortUnsupported`); win over the provider's. */
    labels?: Partial<ReasoningLabels> | undefined;
    /** Merge onto the single child element instead of rendering a `<fieldset>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * Root of a headless reasoning-effort control: a `<fieldset data-rui="effort-control">` (a native radio group,
 * so arrow keys move the choice and Tab leaves it) named by `EffortControl.Label`'s `<legend>`, sharing the
 * choice with `EffortControl.Items` / `EffortControl.Item` (one radio per effort), `EffortControl.Budget` (the
 * token budget, only where the agent takes one) and `EffortControl.Description`. `data-reasoning` is the
 * agent's `supported` / `unsupported` / `unknown`; when unsupported the fieldset is disabled and described by
 * `labels.effortUnsupported` (or not rendered, `whenUnsupported="hide"`); unknown keeps it usable.
 *
 * @example
 * const { support } = useAgentCapabilities(url);
 * const [effort, setEffort] = useState<ReasoningRequest>({ effort: "medium" });
 * <EffortControl.Root support={support} value={effort} onValueChange={setEffort}>
 *   <EffortControl.Label />
 *   <EffortControl.Items />
 *   <EffortControl.Budget />
 *   <EffortControl.Description />
 * </EffortControl.Root>
 * agent.run({ text, forwardedProps: reasoningForwardedProps(effort) });
 */
export const EffortControlPrimitiveRoot = /* @__PURE__ */ forwardRef<EffortControlPrimitiveRoot.Element, EffortControlPrimitiveRoot.Props>(function EffortControlRoot(
  { value: valueProp, defaultValue, onValueChange, support = UNKNOWN, whenUnsupported = "disable", disabled: disabledProp, labels: labelsProp, asChild, name: nameProp, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const autoId = useId();
  const [value, setValue] = useControllableState<ReasoningRequest>({ prop: valueProp, defaultProp: defaultValue ?? MEDIUM, onChange: onValueChange });
  const unsupported = support.reasoning === "unsupported";
  const disabled = Boolean(disabledProp) || unsupported;
  const setEffort = useCallback((effort: ReasoningRequest["effort"]) => setValue((v) => ({ ...v, effort })), [setValue]);
  const setBudgetTokens = useCallback(
    (budgetTokens: number | undefined) => setValue((v) => (budgetTokens === undefined ? { effort: v.effort } : { ...v, budgetTokens })),
    [setValue],
  );
  const name = nameProp ?? `rui-effort-${autoId}`;
  const descriptionId = `${name}-description`;
  const ctx = useMemo<EffortControlContextValue>(
    () => ({ value, setEffort, setBudgetTokens, support, disabled, name, descriptionId, labels }),
    [value, setEffort, setBudgetTokens, support, disabled, name, descriptionId, labels],
  );
  if (unsupported && whenUnsupported === "hide") return null;
  const Comp = asChild ? Slot : "fieldset";
  return (
    <EffortControlContext.Provider value={ctx}>
      <Comp
        data-rui="effort-control"
        data-reasoning={support.reasoning}
        data-disabled={disabled ? "" : undefined}
        disabled={disabled}
        aria-describedby={unsupported ? descriptionId : undefined}
        {...props}
        ref={ref}
      />
    </EffortControlContext.Provider>
  );
});
