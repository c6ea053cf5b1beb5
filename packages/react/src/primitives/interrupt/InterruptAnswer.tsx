"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem } from "./context";

/**
 * How the request was answered, once a run carried the answer (also after a reload, a replay or a branch switch):
 * "Approved", "Approved with edits", "Denied", "Answered", "Cancelled", "Not answered" (`labels.answered`);
 * `<span data-rui="interrupt-answer" data-kind>`. Nothing while it is open.
 */
export const InterruptAnswer = /* @__PURE__ */ forwardRef<HTMLSpanElement, ComponentPropsWithoutRef<"span">>(function InterruptAnswer(props, ref) {
  const { root, view } = useInterruptItem("Answer");
  if (view.status === "pending" || view.status === "submitting") return null;
  const p = view.answer?.payload as { approved?: unknown; editedArgs?: unknown } | undefined;
  const approval = view.reason === "tool_call" || view.reason === "confirmation";
  const kind =
    view.status === "closed" ? "closed" : view.status === "cancelled" ? "cancelled" : !approval ? "answered" : p?.approved === true ? (p.editedArgs !== undefined ? "edited" : "approved") : "denied";
  return (
    <span data-rui="interrupt-answer" data-kind={kind} {...props} ref={ref}>
      {root.labels.answered(kind)}
    </span>
  );
});
