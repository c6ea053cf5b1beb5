import type { DiagnosticEvent } from "../types";

const ID_FIELDS = [
  "messageId",
  "toolCallId",
  "parentMessageId",
  "entityId",
  "subtype",
  "subagentRunId",
  "stepName",
  "runId",
  "threadId",
  "name",
] as const satisfies readonly (keyof DiagnosticEvent)[];

const MAX = 128;

/**
 * The identifying part of an event for a {@link Diagnostic}: `type` plus the id fields listed in
 * {@link DiagnosticEvent} that are strings, each cut to 128 characters. Everything else — notably
 * `encryptedValue`, `delta`, `content`, `snapshot`, `patch`, `rawEvent` — is left out, so a diagnostic
 * can be logged without leaking reasoning or an encrypted value.
 */
export function summarizeEvent(event: unknown): DiagnosticEvent | undefined {
  if (typeof event !== "object" || event === null) return undefined;
  const e = event as Record<string, unknown>;
  if (typeof e.type !== "string") return undefined;
  const out: DiagnosticEvent = { type: e.type.slice(0, MAX) };
  for (const key of ID_FIELDS) {
    const value = e[key];
    if (typeof value === "string") out[key] = value.slice(0, MAX);
  }
  return out;
}
