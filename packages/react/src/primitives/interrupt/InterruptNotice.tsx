"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptRoot } from "./context";

export namespace InterruptNotice {
  export type Element = HTMLParagraphElement;
  /** Props of `Interrupt.Notice`: a `<p>`'s props. */
  export type Props = ComponentPropsWithoutRef<"p">;
}

/**
 * Why the answer was not taken: the session's refusal (`ResumeResult.notice`) or the agent's rejection (its run's
 * RUN_ERROR, `labels.rejected`) — the prompt stays answerable. `<p role="alert" data-rui="interrupt-notice">`;
 * nothing otherwise.
 */
export const InterruptNotice = /* @__PURE__ */ forwardRef<InterruptNotice.Element, InterruptNotice.Props>(function InterruptNotice(props, ref) {
  const { notice, state } = useInterruptRoot("Notice");
  if (!notice || state !== "pending") return null;
  return (
    <p role="alert" data-rui="interrupt-notice" {...props} ref={ref}>
      {notice.slice(0, 500)}
    </p>
  );
});
