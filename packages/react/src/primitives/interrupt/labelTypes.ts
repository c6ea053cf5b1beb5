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
