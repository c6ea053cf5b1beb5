import { useMemo } from "react";
import { useAgentContext } from "../../context/AgentContext";
import { definedOnly, type ReasoningLabels } from "../../labels";

/**
 * The user-facing strings of the interrupt parts (AG-UI 1.0 human in the loop), English defaults. Override any
 * subset like the kit's other labels — under `interrupt` in `<AgentProvider labels={{ interrupt: { … } }}>` (the
 * whole tree) or in a part's `labels` prop (wins) — so an app that never renders a prompt ships none of them.
 */
export interface InterruptLabels {
  /** Accessible name of a prompt (one run's requests): "The agent is asking first" / "The agent asks 2 questions". */
  prompt: (count: number) => string;
  approve: string;
  deny: string;
  approveWithEdits: string;
  submit: string;
  /** Sends an expired request as cancelled ("Dismiss"). */
  dismiss: string;
  /** Label of the edited arguments (JSON) field. */
  editArguments: string;
  /** Label of the free-text answer. */
  answer: string;
  /** The JSON field of a schema outside the form subset: "Answer (JSON)". */
  jsonAnswer: string;
  invalidJson: string;
  required: string;
  /** A number out of range or not an integer. */
  invalidNumber: string;
  /** Countdown while `expiresAt` is ahead: "Expires in 1:05". */
  expiresIn: (ms: number) => string;
  expired: string;
  /** The answered state, on the prompt once a run carried it. */
  answered: (kind: "approved" | "edited" | "denied" | "answered" | "cancelled" | "closed") => string;
  sending: string;
  /** The agent rejected the answer (its run failed): the reason, and the prompt stays answerable. */
  rejected: (reason: string) => string;
  /** Announced through the list's live region when a prompt appears. */
  announce: (count: number) => string;
  /** Announced when the answer was sent. */
  announceSent: string;
}

export const defaultInterruptLabels: InterruptLabels = {
  prompt: (n) => (n === 1 ? "The agent is asking first" : `The agent asks ${n} questions`),
  approve: "Approve",
  deny: "Deny",
  approveWithEdits: "Approve with edits",
  submit: "Submit",
  dismiss: "Dismiss",
  editArguments: "Arguments (JSON)",
  answer: "Your answer",
  jsonAnswer: "Answer (JSON)",
  invalidJson: "Not valid JSON",
  required: "Required",
  invalidNumber: "Not a valid number here",
  expiresIn: (ms) => {
    const s = Math.max(0, Math.ceil(ms / 1000));
    return `Expires in ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  },
  expired: "Expired",
  answered: (k) => ({ approved: "Approved", edited: "Approved with edits", denied: "Denied", answered: "Answered", cancelled: "Cancelled", closed: "Not answered" })[k],
  sending: "Sending…",
  rejected: (reason) => `The agent did not accept the answer: ${reason}`,
  announce: (n) => (n === 1 ? "The agent is waiting for your answer" : `The agent is waiting for ${n} answers`),
  announceSent: "Answer sent",
};

/** Labels that may carry interrupt overrides (`ReasoningLabels` plus `interrupt`). */
export type WithInterruptLabels = Partial<ReasoningLabels> & { interrupt?: Partial<InterruptLabels> | undefined };

/** Defaults ← the provider's `labels.interrupt` ← the part's own. */
export function useInterruptLabels(own?: Partial<InterruptLabels>): InterruptLabels {
  const ctx = useAgentContext().labels as WithInterruptLabels | undefined;
  return useMemo(() => ({ ...defaultInterruptLabels, ...definedOnly(ctx?.interrupt ?? {}), ...definedOnly(own ?? {}) }), [ctx, own]);
}
