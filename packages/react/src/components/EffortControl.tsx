"use client";
import { forwardRef } from "react";
import { useStyledAttr } from "../internal/styled";
import { styledClass } from "../internal/styledClass";
import { EffortControlPrimitiveBudget } from "../primitives/effort-control/EffortControlBudget";
import { EffortControlPrimitiveDescription } from "../primitives/effort-control/EffortControlDescription";
import { EffortControlPrimitiveItem } from "../primitives/effort-control/EffortControlItem";
import { EffortControlPrimitiveItems } from "../primitives/effort-control/EffortControlItems";
import { EffortControlPrimitiveLabel } from "../primitives/effort-control/EffortControlLabel";
import { EffortControlPrimitiveRoot } from "../primitives/effort-control/EffortControlRoot";

/** Props of the styled {@link EffortControl}: `EffortControl.Root`'s (`value`, `onValueChange`, `support`, `whenUnsupported`, …) plus `unstyled`. */
export interface EffortControlProps extends Omit<EffortControlPrimitiveRoot.Props, "asChild" | "children"> {
  /** Omit the default theme (`data-rui-styled` and the `rui-effort-control*` classes). */
  unstyled?: boolean | undefined;
}

const StyledEffortControl = /* @__PURE__ */ forwardRef<HTMLFieldSetElement, EffortControlProps>(function EffortControl({ unstyled, className, ...props }, ref) {
  const styled = useStyledAttr(unstyled);
  const cls = (name: string) => styledClass(styled, name);
  return (
    <EffortControlPrimitiveRoot {...styled} className={styledClass(styled, "rui-effort-control", className)} {...props} ref={ref}>
      <EffortControlPrimitiveLabel {...styled} className={cls("rui-effort-control-label")} />
      <EffortControlPrimitiveItems {...styled} className={cls("rui-effort-control-items")}>
        {(effort) => (
          <EffortControlPrimitiveItem key={effort} value={effort} {...styled} className={cls("rui-effort-control-item")} inputProps={{ className: cls("rui-effort-control-input") }} />
        )}
      </EffortControlPrimitiveItems>
      <EffortControlPrimitiveBudget
        {...styled}
        className={cls("rui-effort-control-budget-input")}
        labelProps={{ ...styled, className: cls("rui-effort-control-budget") }}
      />
      <EffortControlPrimitiveDescription {...styled} className={cls("rui-effort-control-description")} />
    </EffortControlPrimitiveRoot>
  );
});

/** Types of {@link EffortControl} and of its headless parts: `EffortControl.Props`, `EffortControl.Root.Props`, … */
export declare namespace EffortControl {
  export type Props = EffortControlProps;
  export namespace Root {
    export type Props = EffortControlPrimitiveRoot.Props;
  }
  export namespace Label {
    export type Props = EffortControlPrimitiveLabel.Props;
  }
  export namespace Items {
    export type Props = EffortControlPrimitiveItems.Props;
  }
  export namespace Item {
    export type Props = EffortControlPrimitiveItem.Props;
  }
  export namespace Budget {
    export type Props = EffortControlPrimitiveBudget.Props;
  }
  export namespace Description {
    export type Props = EffortControlPrimitiveDescription.Props;
  }
}

/**
 * A reasoning-effort selector: "Reasoning effort: Off · Low · Medium · High", plus a token budget field where the
 * agent takes one. `<EffortControl support value onValueChange />` is the styled control (classes
 * `rui-effort-control*`, a segmented radio group); `EffortControl.Root / Label / Items / Item / Budget /
 * Description` are its headless parts. A native radio group in a `<fieldset>` named by its `<legend>`: Tab enters
 * it, arrow keys change the effort. Feed `support` from `useAgentCapabilities(url)`: when the agent says it does not
 * reason the control is disabled and says why (or hidden, `whenUnsupported="hide"`); when the agent says nothing
 * it stays usable. Send the choice with each run as `forwardedProps: reasoningForwardedProps(value)`; the
 * `@reasoning-ui/agent` bridges map it to each provider's parameter.
 *
 * @example
 * const agent = useAgentRun({ url });
 * const { support } = useAgentCapabilities(url);
 * const [effort, setEffort] = useState<ReasoningRequest>({ effort: "medium" });
 * <EffortControl support={support} value={effort} onValueChange={setEffort} />
 * <Composer onSend={(text) => void agent.run({ text, forwardedProps: reasoningForwardedProps(effort) })} />
 */
export const EffortControl = /* @__PURE__ */ Object.assign(StyledEffortControl, {
  /** @deprecated The headless parts are the `Effort.*` namespace (`Effort.Root`); these statics go in the next release. */
  Root: EffortControlPrimitiveRoot,
  /** @deprecated Use `Effort.Label`; removed in the next release. */
  Label: EffortControlPrimitiveLabel,
  /** @deprecated Use `Effort.Items`; removed in the next release. */
  Items: EffortControlPrimitiveItems,
  /** @deprecated Use `Effort.Item`; removed in the next release. */
  Item: EffortControlPrimitiveItem,
  /** @deprecated Use `Effort.Budget`; removed in the next release. */
  Budget: EffortControlPrimitiveBudget,
  /** @deprecated Use `Effort.Description`; removed in the next release. */
  Description: EffortControlPrimitiveDescription,
});
