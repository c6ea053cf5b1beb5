"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useInterruptItem, type InterruptDraft } from "./context";

/** Props of a decision button (`Interrupt.Approve.Props`, `Interrupt.Deny.Props`, `Interrupt.ApproveWithEdits.Props`). */
export type InterruptDecisionProps = Omit<ComponentPropsWithoutRef<"button">, "value">;
type Props = InterruptDecisionProps;

export namespace InterruptApprove {
  export type Element = HTMLButtonElement;
  export type Props = InterruptDecisionProps;
}
export namespace InterruptDeny {
  export type Element = HTMLButtonElement;
  export type Props = InterruptDecisionProps;
}
export namespace InterruptApproveWithEdits {
  export type Element = HTMLButtonElement;
  export type Props = InterruptDecisionProps;
}

/**
 * A decision button of a request (`Interrupt.Approve`, `Deny`, `ApproveWithEdits`): `aria-pressed` while chosen. In
 * a prompt with one request, Approve and Deny send at once (one click); with several, they choose and
 * `Interrupt.Submit` sends all. `aria-disabled="true"` unless the request is answerable (not sent, not expired): it
 * keeps focus and stays in the tab order while the answer is on its way, and activating it then does nothing.
 */
function decisionButton(decision: "approve" | "deny" | "edit", part: string, label: (l: ReturnType<typeof useInterruptItem>["root"]["labels"]) => string) {
  return forwardRef<HTMLButtonElement, Props>(function InterruptDecisionButton({ children, onClick, ...props }, ref) {
    const { root, view, draft, open } = useInterruptItem(part);
    if (decision === "edit" && !root.approveWithEdits) return null;
    const choose = () => {
      const next: InterruptDraft = decision === "edit" ? { decision, payload: draft.decision === "edit" ? draft.payload : undefined, valid: draft.decision === "edit" ? draft.valid !== false : false } : { decision, valid: true };
      if (decision !== "edit" && root.views.filter((v) => v.status === "pending").length === 1) root.submit(view.id, next);
      else root.setDraft(view.id, next);
    };
    return (
      <button
        type="button"
        data-rui={`interrupt-${decision}`}
        aria-pressed={draft.decision === decision}
        aria-disabled={open ? undefined : true}
        {...props}
        ref={ref}
        onClick={(e) => {
          if (!open) return e.preventDefault();
          onClick?.(e);
          if (!e.defaultPrevented) choose();
        }}
      >
        {children ?? label(root.labels)}
      </button>
    );
  });
}

/** "Approve" (`labels.approve`): answers `resolved` with `{ approved: true }`. */
export const InterruptApprove = /* @__PURE__ */ decisionButton("approve", "Approve", (l) => l.approve);
/** "Deny" (`labels.deny`): a denial is an answer — `resolved` with `{ approved: false }`, never `cancelled`. */
export const InterruptDeny = /* @__PURE__ */ decisionButton("deny", "Deny", (l) => l.deny);
/**
 * "Approve with edits" (`labels.approveWithEdits`), only when the root has `approveWithEdits` (the agent's
 * `humanInTheLoop.approveWithEdits`): opens `Interrupt.EditArguments`; Submit sends `{ approved: true, editedArgs }`.
 */
export const InterruptApproveWithEdits = /* @__PURE__ */ decisionButton("edit", "ApproveWithEdits", (l) => l.approveWithEdits);
