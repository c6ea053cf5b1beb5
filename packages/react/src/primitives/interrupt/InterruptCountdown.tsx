"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem } from "./context";

export namespace InterruptCountdown {
  export type Element = HTMLSpanElement;
  /** Props of `Interrupt.Countdown`: a `<span>`'s props. */
  export type Props = ComponentPropsWithoutRef<"span">;
}

/**
 * The time left to answer (`expiresAt`): "Expires in 1:05" (`labels.expiresIn`), then "Expired" (`labels.expired`);
 * `<span data-rui="interrupt-countdown" data-expired>`, a `<time>` with the ISO instant. Updates once a second (the
 * root's clock) without being a live region (a ticking region would talk every second). Nothing without `expiresAt`
 * or once answered. Before the root has read the clock (a server render), the `<time>` has no text.
 */
export const InterruptCountdown = /* @__PURE__ */ forwardRef<InterruptCountdown.Element, InterruptCountdown.Props>(function InterruptCountdown(props, ref) {
  const { root, view, expired } = useInterruptItem("Countdown");
  if (view.expiresAt === undefined || view.status !== "pending") return null;
  return (
    <span data-rui="interrupt-countdown" data-expired={expired ? "" : undefined} {...props} ref={ref}>
      <time dateTime={new Date(view.expiresAt).toISOString()}>{expired ? root.labels.expired : root.now === undefined ? null : root.labels.expiresIn(view.expiresAt - root.now)}</time>
    </span>
  );
});
