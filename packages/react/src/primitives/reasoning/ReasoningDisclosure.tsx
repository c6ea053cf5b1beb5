"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef } from "react";
import type { ReasoningPartLabels } from "../../labels";
import { ReasoningDisclosureContext, ReasoningPartsContext, type ReasoningDisclosureContextValue, type ReasoningPartsContextValue, type ReasoningRootContextValue } from "./context";

/** Why the open state changes: `"user"` (the trigger was toggled) or `"auto"` (streaming started / completed). */
export type OpenChangeReason = "user" | "auto";

/** The open-state props of `Reasoning.Root` (see its docs). */
export interface DisclosureProps extends Omit<ComponentPropsWithoutRef<typeof Collapsible.Root>, "open" | "defaultOpen" | "onOpenChange"> {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean, details: { reason: OpenChangeReason }) => void) | undefined;
  collapseDelay?: number | false | undefined;
}

/** The block's resolved data: what the context carries besides the open state and labels. */
export type BlockData = Omit<ReasoningRootContextValue, "open" | "labels">;

/**
 * `Reasoning.Root`'s disclosure once its data is known (internal): the open state (Radix's `useControllableState`),
 * the automatic open / collapse, the context and the Radix Collapsible Root. Mounted only with data, so a block
 * that mounts streaming starts open without an automatic change.
 */
export const ReasoningDisclosure = /* @__PURE__ */ forwardRef<HTMLDivElement, DisclosureProps & { data: BlockData; labels: ReasoningPartLabels }>(function ReasoningDisclosure(
  { data, labels, open: openProp, defaultOpen, onOpenChange, collapseDelay = 1000, ...rest },
  ref,
) {
  const { status, visibility, stopped } = data;
  // The reason travels beside the value: Radix reports uncontrolled changes after commit, controlled ones at once.
  const reason = useRef<OpenChangeReason>("auto");
  const [open, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen ?? status === "streaming",
    onChange: (next: boolean) => onOpenChange?.(next, { reason: reason.current }),
    caller: "Reasoning.Root",
  });
  const setOpen = useCallback(
    (next: boolean, why: OpenChangeReason) => {
      reason.current = why;
      setOpenState(next);
    },
    [setOpenState],
  );
  const [userToggled, setUserToggled] = useState(false);

  // Status transitions, derived during render (no effect mirrors them), so StrictMode's double effects stay correct.
  const [seenStatus, setSeenStatus] = useState(status);
  const [pending, setPending] = useState<"open" | "collapse" | null>(null);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (!userToggled) setPending(status === "streaming" ? "open" : seenStatus === "streaming" ? "collapse" : pending);
  }

  useEffect(() => {
    if (pending === "open") {
      setPending(null);
      if (!open) setOpen(true, "auto");
      return;
    }
    if (pending !== "collapse") return;
    if (collapseDelay === false || !open) return setPending(null);
    const timer = setTimeout(() => {
      setPending(null);
      setOpen(false, "auto");
    }, collapseDelay);
    return () => clearTimeout(timer);
  }, [pending, collapseDelay, open, setOpen]);

  const handleRadixOpenChange = useCallback(
    (next: boolean) => {
      // Radix only calls this from the trigger: a user toggle, which wins from now on.
      setUserToggled(true);
      setPending(null);
      setOpen(next, "user");
    },
    [setOpen],
  );

  // Two contexts, each new only when one of its fields changes (`data` is rebuilt on every render of the root,
  // with the same keys in the same order, so its values are the dependencies): the streamed text apart, so the
  // parts that show no text (trigger, duration, tokens, status) do not re-render per delta.
  const { view, parts, ...summary } = data;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const disclosure = useMemo<ReasoningDisclosureContextValue>(() => ({ ...summary, open, labels }), [...Object.values(summary), open, labels]);
  const content = useMemo<ReasoningPartsContextValue>(() => ({ view, parts }), [view, parts]);

  return (
    <ReasoningDisclosureContext.Provider value={disclosure}>
      <ReasoningPartsContext.Provider value={content}>
        <Collapsible.Root
          data-rui="reasoning"
          data-status={status}
          data-visibility={visibility}
          data-stopped={stopped && status === "interrupted" ? "" : undefined}
          {...rest}
          ref={ref}
          open={open}
          onOpenChange={handleRadixOpenChange}
        />
      </ReasoningPartsContext.Provider>
    </ReasoningDisclosureContext.Provider>
  );
});
