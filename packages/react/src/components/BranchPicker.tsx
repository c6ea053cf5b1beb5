"use client";
import { forwardRef, useCallback, useState } from "react";
import { useAnnouncer } from "../internal/announcer";
import { useStyledAttr } from "../internal/styled";
import { styledClass } from "../internal/styledClass";
import { useLabels } from "../internal/useLabels";
import { visuallyHidden } from "../internal/visuallyHidden";
import { BranchPrimitiveCount } from "../primitives/branch/BranchCount";
import { BranchPrimitiveNext } from "../primitives/branch/BranchNext";
import { BranchPrimitivePrevious } from "../primitives/branch/BranchPrevious";
import { BranchPrimitiveRoot } from "../primitives/branch/BranchRoot";

/** Props of the styled {@link BranchPicker}: `BranchPicker.Root`'s (`count`, `index`, `onIndexChange`, `disabled`, …) plus `unstyled`. */
export interface BranchPickerProps extends Omit<BranchPrimitiveRoot.Props, "asChild" | "children"> {
  /** Omit the default theme (`data-rui-styled` and the `rui-branch-picker*` classes). */
  unstyled?: boolean | undefined;
}

const StyledBranchPicker = /* @__PURE__ */ forwardRef<HTMLDivElement, BranchPickerProps>(function BranchPicker(
  { unstyled, className, onIndexChange, labels: labelsProp, count, ...props },
  ref,
) {
  const styled = useStyledAttr(unstyled);
  const labels = useLabels(labelsProp);
  const listAnnounce = useAnnouncer();
  const [said, setSaid] = useState("");
  const change = useCallback(
    (index: number) => {
      onIndexChange?.(index);
      const text = labels.versionOf(index, Math.max(1, Math.floor(count) || 1));
      if (listAnnounce) listAnnounce(text);
      else setSaid(text);
    },
    [onIndexChange, labels, count, listAnnounce],
  );
  const button = styledClass(styled, "rui-branch-picker-button");
  return (
    <BranchPrimitiveRoot
      {...styled}
      className={styledClass(styled, "rui-branch-picker", className)}
      labels={labelsProp}
      count={count}
      {...props}
      onIndexChange={change}
      ref={ref}
    >
      <BranchPrimitivePrevious {...styled} className={button} />
      <BranchPrimitiveCount {...styled} className={styledClass(styled, "rui-branch-picker-count")} />
      <BranchPrimitiveNext {...styled} className={button} />
      {listAnnounce ? null : (
        <span role="status" data-rui="branch-picker-status" style={visuallyHidden}>
          {said}
        </span>
      )}
    </BranchPrimitiveRoot>
  );
});

/** Types of {@link BranchPicker} and of its headless parts: `BranchPicker.Props`, `BranchPicker.Root.Props`, … */
export declare namespace BranchPicker {
  export type Props = BranchPickerProps;
  export namespace Root {
    export type Props = BranchPrimitiveRoot.Props;
  }
  export namespace Previous {
    export type Props = BranchPrimitivePrevious.Props;
  }
  export namespace Next {
    export type Props = BranchPrimitiveNext.Props;
  }
  export namespace Count {
    export type Props = BranchPrimitiveCount.Props;
  }
}

/**
 * A version picker for a conversation's branches: "‹ 2/3 ›". `<BranchPicker count index onIndexChange />` is the
 * styled picker (classes `rui-branch-picker`, `rui-branch-picker-button`, `rui-branch-picker-count`, every value a
 * `--rui-branch-picker-*` variable); `BranchPicker.Root / Previous / Count / Next` are its headless parts, to build
 * your own. A group named "Versions"; the buttons are labelled "Previous version" / "Next version" and are
 * `aria-disabled` (inert, still focusable) at the ends and while `disabled` (e.g. while a run streams); the count
 * reads "Version 2 of 3". A switch is announced ("Version 1 of 3") through the nearest `MessageList`'s live region,
 * or a visually hidden `role="status"` of its own outside a list. `MessageList` renders it for you with
 * `onSwitchBranch`.
 *
 * @example
 * <BranchPicker count={3} index={1} onIndexChange={(i) => agent.switchBranch(parentMessageId, i)} disabled={agent.status === "running"} />
 * <Branch.Root count={3} index={1} onIndexChange={setIndex}>
 *   <Branch.Previous /> <Branch.Count /> <Branch.Next />
 * </Branch.Root>
 */
export const BranchPicker = /* @__PURE__ */ Object.assign(StyledBranchPicker, {
  /** @deprecated The headless parts are the `Branch.*` namespace (`Branch.Root`); these statics go in the next release. */
  Root: BranchPrimitiveRoot,
  /** @deprecated Use `Branch.Previous`; removed in the next release. */
  Previous: BranchPrimitivePrevious,
  /** @deprecated Use `Branch.Next`; removed in the next release. */
  Next: BranchPrimitiveNext,
  /** @deprecated Use `Branch.Count`; removed in the next release. */
  Count: BranchPrimitiveCount,
});
