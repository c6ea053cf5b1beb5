"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem } from "./context";

export namespace InterruptAnswer {
  export type Element = HTMLSpanElement;
  /** Props of `Interrupt.Answer`: a `<span>`'s props. */
  export type Props = ComponentPropsWithoutRef<"span">;
}

/**
 * How the request was answered, once a run carried the answer (also after a reload, a replay or a branch switch):
 * "Approved", "Approved with edits", "Denied", "Answered", "Cancelled", "Not answered" (`labels.answered`);
 * `<span data-rui="interrupt-answer" data-kind>`. Approved with edits, the edited arguments follow, as sent and as
 * text (`<code data-rui="interrupt-answer-args">`, cut at 200 characters): the answered prompt shows what was
 * approved, not what the agent proposed. Nothing while it is open.
 */
export const InterruptAnswer = /* @__PURE__ */ forwardRef<InterruptAnswer.Element, InterruptAnswer.Props>(function InterruptAnswer(props, ref) {
  const { root, view } = useInterruptItem("Answer");
  if (view.status === "pending" || view.status === "submitting") return null;
  const p = view.answer?.payload as { approved?: unknown; editedArgs?: unknown } | undefined;
  const approval = view.reason === "tool_call" || view.reason === "confirmation";
  const kind =
    view.status === "closed" ? "closed" : view.status === "cancelled" ? "cancelled" : !approval ? "answered" : p?.approved === true ? (p.editedArgs !== undefined ? "edited" : "approved") : "denied";
  const edited = kind === "edited" ? argsText(p!.editedArgs) : undefined;
  return (
    <span data-rui="interrupt-answer" data-kind={kind} {...props} ref={ref}>
      {root.labels.answered(kind)}
      {edited !== undefined ? (
        <>
          {": "}
          <code data-rui="interrupt-answer-args" dir="auto">
            {edited}
          </code>
        </>
      ) : null}
    </span>
  );
});

/** Edited arguments on one line: `key: value, …` for an object (the tool call's own brief form), else JSON; cut at 200 characters. */
function argsText(value: unknown): string | undefined {
  let text: string;
  try {
    const v: unknown = typeof value === "string" ? JSON.parse(value) : value;
    text =
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(v as Record<string, unknown>)
            .map(([k, x]) => `${k}: ${JSON.stringify(x)}`)
            .join(", ")
        : JSON.stringify(v);
  } catch {
    text = typeof value === "string" ? value : "";
  }
  if (!text) return undefined;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
