"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, useState, type ComponentPropsWithoutRef } from "react";
import { useAnnouncer } from "../../internal/announcer";
import { useLifecycleMessage } from "../../internal/useLifecycleMessage";
import { visuallyHidden } from "../../internal/visuallyHidden";
import { partAttributes, useReasoningDisclosureContext } from "./context";

/** How long an announcement stays in the live region, ms: long enough to be read out, then cleared. */
export const STATUS_CLEAR_MS = 5000;

export namespace ReasoningPrimitiveStatus {
  export type Element = HTMLSpanElement;
  /** Props of `Reasoning.Status`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {
    /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot). */
    asChild?: boolean | undefined;
    /** Hide visually (still announced). Default true. */
    visuallyHidden?: boolean | undefined;
  }
}

/**
 * A polite live region (`role="status"`, `aria-live="polite"`) that announces only the lifecycle:
 * "Thinking started" when reasoning starts and "Thinking finished" (or "Thinking interrupted") when it ends —
 * never the reasoning tokens. Reasoning that mounts already complete (history) announces nothing, and an
 * announcement is cleared {@link STATUS_CLEAR_MS} ms after it was made, so past panels leave no stale
 * "Thinking finished" node for a screen reader to re-read while browsing the thread.
 * Keep it outside `Reasoning.Content` so it stays mounted while collapsed.
 * Inside a `MessageList` the announcement goes to the list's one live region instead (a conversation holds a single
 * `role="status"` node however many panels it shows): a visually hidden `Reasoning.Status` then renders nothing,
 * and one shown with `visuallyHidden={false}` shows the text without being a live region itself.
 *
 * @throws Error "`Reasoning.Status` must be used within `Reasoning.Root`".
 * @example
 * <Reasoning.Root messageIds={[id]}><Reasoning.Trigger /><Reasoning.Status /></Reasoning.Root>
 */
export const ReasoningPrimitiveStatus = /* @__PURE__ */ forwardRef<ReasoningPrimitiveStatus.Element, ReasoningPrimitiveStatus.Props>(function ReasoningStatus(
  { asChild, visuallyHidden: hide = true, style, ...props },
  ref,
) {
  const ctx = useReasoningDisclosureContext("Reasoning.Status");
  const { status, labels } = ctx;
  const announce = useAnnouncer();
  const [message, setMessage] = useState("");
  useLifecycleMessage(status, labels, (next) => {
    announce?.(next);
    setMessage(next);
    const timer = setTimeout(() => setMessage(""), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  });
  if (announce && hide) return null;
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      {...(announce ? {} : { role: "status", "aria-live": "polite", "aria-atomic": "true" })}
      data-rui="reasoning-status"
      {...partAttributes(ctx)}
      style={hide ? { ...visuallyHidden, ...style } : style}
      {...props}
      ref={ref}
    >
      {message}
    </Comp>
  );
});
