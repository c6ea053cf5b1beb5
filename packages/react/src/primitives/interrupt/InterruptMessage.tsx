"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem } from "./context";

export namespace InterruptMessage {
  export type Element = HTMLParagraphElement;
  /** Props of `Interrupt.Message`: a `<p>`'s props. */
  export type Props = ComponentPropsWithoutRef<"p">;
}

/**
 * The request's `message` as text (never HTML: it comes from the agent), cut to 2,000 characters; the reason when
 * there is no message. Names its `Interrupt.Item`. `<p data-rui="interrupt-message">`.
 */
export const InterruptMessage = /* @__PURE__ */ forwardRef<InterruptMessage.Element, InterruptMessage.Props>(function InterruptMessage(props, ref) {
  const { root, view } = useInterruptItem("Message");
  const text = typeof view.interrupt.message === "string" && view.interrupt.message ? view.interrupt.message : view.reason;
  return (
    <p id={`${root.idBase}-${view.id}-m`} data-rui="interrupt-message" dir="auto" {...props} ref={ref}>
      {text.slice(0, 2000)}
    </p>
  );
});
