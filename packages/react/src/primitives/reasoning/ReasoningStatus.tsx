"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, useEffect, useRef, useState, type CSSProperties, type ComponentPropsWithoutRef } from "react";
import { partAttributes, useReasoningRootContext } from "./ReasoningRootContext";

/** Inline styles that hide an element visually but keep it for screen readers (works unstyled). */
export const visuallyHidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/** Props of {@link ReasoningStatus}. */
export interface ReasoningStatusProps extends ComponentPropsWithoutRef<"span"> {
  /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot). */
  asChild?: boolean;
  /** Hide visually (still announced). Default true. */
  visuallyHidden?: boolean;
}

/**
 * A polite live region (`role="status"`, `aria-live="polite"`) that announces only the lifecycle:
 * "Thinking started" when reasoning starts and "Thinking finished" (or "Thinking interrupted") when it ends —
 * never the reasoning tokens. Reasoning that mounts already complete (history) announces nothing.
 * Keep it outside {@link ReasoningContent} so it stays mounted while collapsed.
 *
 * @throws Error "`ReasoningStatus` must be used within `ReasoningRoot`".
 * @example
 * <ReasoningRoot status="streaming"><ReasoningTrigger /><ReasoningStatus /></ReasoningRoot>
 */
export const ReasoningStatus = forwardRef<HTMLSpanElement, ReasoningStatusProps>(function ReasoningStatus(
  { asChild, visuallyHidden: hide = true, style, ...props },
  ref,
) {
  const ctx = useReasoningRootContext("ReasoningStatus");
  const { status, labels } = ctx;
  const [message, setMessage] = useState("");
  const sawStreaming = useRef(false);
  useEffect(() => {
    if (status === "streaming") {
      sawStreaming.current = true;
      setMessage(labels.thinkingStarted);
    } else if (sawStreaming.current) {
      setMessage(status === "complete" ? labels.thinkingFinished : labels.thinkingInterrupted);
    }
  }, [status, labels]);
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      role="status"
      aria-live="polite"
      aria-atomic="true"
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
