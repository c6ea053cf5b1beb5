"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptRoot } from "./context";

export namespace InterruptSubmit {
  export type Element = HTMLButtonElement;
  /** Props of `Interrupt.Submit`: a `<button>`'s props. */
  export type Props = ComponentPropsWithoutRef<"button">;
}

/**
 * Sends every request of the prompt at once (`labels.submit`; `labels.dismiss` when every open request expired —
 * they go `cancelled`; `labels.sending` while on its way). Disabled until each answerable request has a valid
 * answer, and while sending: a second click sends nothing (focus goes to the composer on submit). `type="submit"`,
 * so Enter in a field submits too.
 */
export const InterruptSubmit = /* @__PURE__ */ forwardRef<InterruptSubmit.Element, InterruptSubmit.Props>(function InterruptSubmit({ children, ...props }, ref) {
  const root = useInterruptRoot("Submit");
  if (root.state === "answered") return null;
  const ready = root.views.every((v) => v.status !== "pending" || (v.expiresAt !== undefined && root.now !== undefined && v.expiresAt <= root.now) || (root.drafts[v.id]?.decision !== undefined && root.drafts[v.id]!.valid !== false));
  return (
    <button type="submit" data-rui="interrupt-submit" disabled={root.state === "submitting" || !ready} {...props} ref={ref}>
      {children ?? (root.state === "submitting" ? root.labels.sending : root.state === "expired" ? root.labels.dismiss : root.labels.submit)}
    </button>
  );
});
