"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef } from "react";
import type { ReasoningStatus, ReasoningVisibility } from "@reasoning-ui/core";
import { useLabels } from "../../internal/useLabels";
import type { ReasoningLabels } from "../../labels";
import { ReasoningRootContext, type ReasoningRootContextValue } from "./context";

/** Why the open state changes: `"user"` (the trigger was toggled) or `"auto"` (streaming started / completed). */
export type OpenChangeReason = "user" | "auto";

export namespace ReasoningPrimitiveRoot {
  export type Element = HTMLDivElement;
  /** Props of `Reasoning.Root`. */
  export interface Props extends Omit<ComponentPropsWithoutRef<typeof Collapsible.Root>, "open" | "defaultOpen" | "onOpenChange"> {
    /** Reasoning status from the store (`ReasoningView.status`). Default `"complete"`. */
    status?: ReasoningStatus | undefined;
    /** Visibility mode (`ReasoningView.visibility`). Default `"visible"`. */
    visibility?: ReasoningVisibility | undefined;
    /** Start of the reasoning, ms since epoch (from the data, never a component timer). */
    startedAt?: number | undefined;
    /** End of the reasoning, ms since epoch (same clock as `startedAt`). */
    endedAt?: number | undefined;
    /**
     * How long it took, ms, once finished (`ReasoningView.durationMs`: the agent's own figure when coherent, else
     * the client's). Default: `endedAt − startedAt`.
     */
    durationMs?: number | undefined;
    /**
     * Controlled open state. The component then never changes it by itself: it *asks* through
     * `onOpenChange(next, { reason })`, with `reason: "auto"` for the streaming behaviour and `"user"` for the trigger.
     */
    open?: boolean | undefined;
    /** Uncontrolled initial state. Default: open when mounted while streaming, closed otherwise (history restore never flashes open). */
    defaultOpen?: boolean | undefined;
    /** Called on every open change, user or automatic. */
    onOpenChange?: ((open: boolean, details: { reason: OpenChangeReason }) => void) | undefined;
    /** ms between completion (or interruption) and the automatic collapse; `false` keeps it open. Default 1000. */
    collapseDelay?: number | false | undefined;
    /** Label overrides for the parts (wins over the provider's). */
    labels?: Partial<ReasoningLabels> | undefined;
    /**
     * With `status: "interrupted"`: the user stopped the run (not an error or a lost connection), so the trigger
     * says "Stopped thinking" (`labels.stopped`) and parts carry `data-stopped` (the theme's neutral tone instead
     * of the danger one). `ReasoningMessage` sets it from the turn's outcome (`RunRecord.status === "stopped"`).
     */
    stopped?: boolean | undefined;
  }
}

/**
 * Root of a reasoning disclosure (Radix Collapsible Root; WAI-ARIA disclosure pattern). Open state through Radix's
 * `useControllableState`: controlled with `open` + `onOpenChange`, else uncontrolled.
 *
 * Automatic behaviour: opens when reasoning starts streaming, collapses `collapseDelay` ms after it completes or is
 * interrupted. Once the user toggles the trigger, their choice wins and sticks: no automatic change happens
 * afterwards. Reasoning that mounts already complete starts collapsed. Controlled, the automatic changes are
 * requests: `onOpenChange(next, { reason: "auto" })`.
 *
 * Renders a `<div data-rui="reasoning" data-state="open|closed" data-status data-visibility>`; `asChild` merges onto
 * your element.
 *
 * @example
 * const view = useReasoningView("r-1");
 * <Reasoning.Root status={view?.status} visibility={view?.visibility} startedAt={view?.startedAt} endedAt={view?.endedAt}>
 *   <Reasoning.Trigger />
 *   <Reasoning.Content text={view?.parts[0]?.text} />
 *   <Reasoning.Status />
 * </Reasoning.Root>
 */
export const ReasoningPrimitiveRoot = /* @__PURE__ */ forwardRef<ReasoningPrimitiveRoot.Element, ReasoningPrimitiveRoot.Props>(function ReasoningRoot(
  props,
  ref,
) {
  const {
    status = "complete",
    visibility = "visible",
    startedAt,
    endedAt,
    durationMs,
    open: openProp,
    defaultOpen,
    onOpenChange,
    collapseDelay = 1000,
    labels: labelsProp,
    stopped = false,
    ...rest
  } = props;
  const labels = useLabels(labelsProp);

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

  const context = useMemo<ReasoningRootContextValue>(
    () => ({ status, visibility, startedAt, endedAt, durationMs, open, labels, stopped }),
    [status, visibility, startedAt, endedAt, durationMs, open, labels, stopped],
  );

  return (
    <ReasoningRootContext.Provider value={context}>
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
    </ReasoningRootContext.Provider>
  );
});
