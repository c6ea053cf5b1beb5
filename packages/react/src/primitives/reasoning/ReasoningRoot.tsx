"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef } from "react";
import type { ReasoningStatus, ReasoningVisibility } from "@reasoning-ui/core";
import { useLabels } from "../../internal/useLabels";
import type { ReasoningLabels } from "../../labels";
import { ReasoningRootContext, type ReasoningRootContextValue } from "./ReasoningRootContext";

/** Why the open state changes: `"user"` (the trigger was toggled) or `"auto"` (streaming started / completed). */
export type OpenChangeReason = "user" | "auto";

/** Default delay in ms between completion and the automatic collapse. */
export const DEFAULT_COLLAPSE_DELAY = 1000;

/** Props of {@link ReasoningRoot}. */
export interface ReasoningRootProps extends Omit<ComponentPropsWithoutRef<typeof Collapsible.Root>, "open" | "defaultOpen" | "onOpenChange"> {
  /** Reasoning status from the store (`ReasoningInfo.status` or the span's). Default `"complete"`. */
  status?: ReasoningStatus;
  /** Visibility mode (`ReasoningInfo.visibility`). Default `"visible"`. */
  visibility?: ReasoningVisibility;
  /** Start of the reasoning, ms since epoch (from the data, never a component timer). */
  startedAt?: number;
  /** End of the reasoning, ms since epoch. */
  endedAt?: number;
  /**
   * Controlled open state. The component then never changes it by itself: it *asks* through
   * `onOpenChange(next, { reason })`, with `reason: "auto"` for the streaming behaviour and `"user"` for the trigger.
   */
  open?: boolean;
  /** Uncontrolled initial state. Default: open when mounted while streaming, closed otherwise (history restore never flashes open). */
  defaultOpen?: boolean;
  /** Called on every open change, user or automatic. */
  onOpenChange?: (open: boolean, details: { reason: OpenChangeReason }) => void;
  /** ms between completion (or interruption) and the automatic collapse; `false` keeps it open. Default 1000. */
  collapseDelay?: number | false;
  /** Label overrides for the parts (wins over the provider's). */
  labels?: Partial<ReasoningLabels>;
}

/**
 * Root of a reasoning disclosure (Radix Collapsible Root; WAI-ARIA disclosure pattern).
 *
 * Automatic behaviour (uncontrolled): opens when reasoning starts streaming, collapses `collapseDelay` ms
 * after it completes or is interrupted. Once the user toggles the trigger, their choice wins and sticks:
 * no automatic change happens afterwards. Reasoning that mounts already complete starts collapsed.
 *
 * Renders a `<div data-rui="reasoning" data-state="open|closed" data-status data-visibility>`; `asChild`
 * merges onto your element.
 *
 * @example
 * <ReasoningRoot status={info.status} visibility={info.visibility} startedAt={info.startedAt} endedAt={info.endedAt}>
 *   <ReasoningTrigger />
 *   <ReasoningContent text={message.content} />
 *   <ReasoningStatus />
 * </ReasoningRoot>
 */
export const ReasoningRoot = forwardRef<HTMLDivElement, ReasoningRootProps>(function ReasoningRoot(props, ref) {
  const {
    status = "complete",
    visibility = "visible",
    startedAt,
    endedAt,
    open: openProp,
    defaultOpen,
    onOpenChange,
    collapseDelay = DEFAULT_COLLAPSE_DELAY,
    labels: labelsProp,
    ...rest
  } = props;
  const labels = useLabels(labelsProp);

  const [uncontrolledOpen, setUncontrolledOpen] = useState(() => defaultOpen ?? status === "streaming");
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : uncontrolledOpen;
  const [userToggled, setUserToggled] = useState(false);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  const setOpen = useCallback(
    (next: boolean, reason: OpenChangeReason) => {
      if (!controlled) setUncontrolledOpen(next);
      onOpenChangeRef.current?.(next, { reason });
    },
    [controlled],
  );

  // Status transitions, tracked in state so that StrictMode's double effects stay correct.
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
    () => ({ status, visibility, startedAt, endedAt, open, labels }),
    [status, visibility, startedAt, endedAt, open, labels],
  );

  return (
    <ReasoningRootContext.Provider value={context}>
      <Collapsible.Root
        data-rui="reasoning"
        data-status={status}
        data-visibility={visibility}
        {...rest}
        ref={ref}
        open={open}
        onOpenChange={handleRadixOpenChange}
      />
    </ReasoningRootContext.Provider>
  );
});
