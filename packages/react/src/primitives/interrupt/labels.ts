import { useMemo } from "react";
import { useAgentContext } from "../../context/AgentContext";
import { definedOnly, type ReasoningLabels } from "../../labels";
import type { InterruptLabels } from "./labelTypes";

export type { InterruptLabels } from "./labelTypes";

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
