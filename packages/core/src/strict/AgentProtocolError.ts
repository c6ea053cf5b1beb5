import { clip } from "../reducer/clip";
import type { AgentProtocolErrorCode } from "../extensionTypes";

/**
 * A protocol violation rejected by a strict store (`createAgentStore({ strict })` with `strict` from
 * `@reasoning-ui/core/strict`), thrown by `applyEvent(s)` before the offending event changes anything.
 * `code` is an {@link AgentProtocolErrorCode}; `eventType` the offending event's type; `message` is cut to
 * the diagnostics' length (it may quote the event). A lenient store (the default) recovers from the same
 * violations and records them in `diagnostics` under the same codes. Transports turn it into the run error
 * `strict_violation`.
 *
 * @example
 * try { store.getState().applyEvent(event); }
 * catch (err) { if (err instanceof AgentProtocolError) console.warn(err.code, err.eventType); }
 */
export class AgentProtocolError extends Error {
  override readonly name = "AgentProtocolError";
  constructor(
    readonly code: AgentProtocolErrorCode | (string & {}),
    message: string,
    readonly eventType?: string,
  ) {
    super(clip(message));
  }
}
