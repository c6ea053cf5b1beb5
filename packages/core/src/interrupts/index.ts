/** AG-UI 1.0 interrupts (human in the loop) in the store and the session: docs/architecture.md, "Interrupts". */
export { selectInterrupts, selectPendingInterrupts, isInterruptExpired, parseExpiresAt } from "./select";
export { planResume, type ResumePlan } from "./resume";
export { approvalPayload } from "./approval";
export { interruptSupport, type InterruptSupport } from "./support";
export { isWaitingForAnswer, selectEditedToolArgs, selectWaitingInterrupts } from "./waiting";
export { readResponseSchema, type SchemaField, type SchemaForm } from "./schemaForm";
export type { InterruptAnswer, InterruptNotice, InterruptOptions, InterruptStatus, InterruptView, NewMessagePolicy, ResumeResult } from "./types";
