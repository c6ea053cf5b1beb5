"use client";
import { useInterruptRoot } from "../../primitives/interrupt/context";
import * as Interrupt from "../../primitives/interrupt/index";

/**
 * The prompt's footer: the notice, and Submit — needed unless the prompt is one approval (whose Approve / Deny send
 * at once): several requests, a form or text answer, approve-with-edits chosen, or everything expired (Dismiss).
 */
export function InterruptFooter() {
  const root = useInterruptRoot("Footer");
  const open = root.views.filter((v) => v.status === "pending");
  const oneApproval = open.length === 1 && (open[0]!.reason === "tool_call" || open[0]!.reason === "confirmation") && root.drafts[open[0]!.id]?.decision !== "edit";
  return (
    <>
      <Interrupt.Notice />
      {open.length === 0 || (oneApproval && root.state === "pending") ? null : (
        <div data-rui="interrupt-footer">
          <Interrupt.Submit />
        </div>
      )}
    </>
  );
}
