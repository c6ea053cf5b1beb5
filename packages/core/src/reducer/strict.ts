import type { BaseEvent } from "@ag-ui/core";
import type { Draft } from "./draft";

/**
 * A protocol violation rejected in strict mode (`createAgentStore({ strict: true })`). `code` is one of:
 * `unknown_id` (content/end for an id never started), `closed_id` (content/end after its end),
 * `overlapping_start` (start of an id that is still open), `event_after_run_finished` (anything but
 * RUN_STARTED after RUN_FINISHED/RUN_ERROR), `run_finished_with_open_streams`, `invalid_event`.
 * Mirrors what `@ag-ui/client` 1.x `verifyEvents` and the .NET agent-framework builder reject.
 */
export class AgentProtocolError extends Error {
  override readonly name = "AgentProtocolError";
  constructor(
    readonly code: string,
    message: string,
    readonly eventType?: string,
  ) {
    super(message);
  }
}

/**
 * A violation of the protocol: in strict mode throws {@link AgentProtocolError}; in lenient mode
 * records a diagnostic and returns so the caller can recover.
 */
export function violation(d: Draft, code: string, message: string, eventType?: string, key?: string): void {
  if (d.session.strict) throw new AgentProtocolError(code, message, eventType);
  d.diag(code, message, eventType, key);
}

/** Events after RUN_FINISHED / RUN_ERROR (other than a new RUN_STARTED). */
export function checkRunPhase(d: Draft, event: BaseEvent): void {
  if (!d.session.settled || event.type === "RUN_STARTED") return;
  violation(d, "event_after_run_finished", `${event.type} arrived after the run had finished`, event.type, event.type);
}

/** RUN_FINISHED while reasoning, text or tool calls are still open. */
export function checkRunFinished(d: Draft, event: BaseEvent): void {
  const s = d.session;
  const openReasoning = Object.values(d.data.reasoning).some((r) => r.status === "streaming");
  const open = s.openText.size + s.openTools.size + s.spanStack.length + (openReasoning ? 1 : 0);
  if (open > 0) violation(d, "run_finished_with_open_streams", "RUN_FINISHED arrived while messages, tool calls or reasoning were still open", event.type);
}
