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
  const e = event as Record<(typeof ID_FIELDS)[number] | "type", unknown>;
  if (typeof e.type !== "string") return undefined;
  const out: DiagnosticEvent = { type: cut(e.type) };
  // Named reads rather than a loop over the field names: this runs for every diagnostic (a flood of unknown ids is
  // one per event), and a keyed read per name is a slow generic lookup.
  let v: unknown;
  if (typeof (v = e.messageId) === "string") out.messageId = cut(v);
  if (typeof (v = e.toolCallId) === "string") out.toolCallId = cut(v);
  if (typeof (v = e.parentMessageId) === "string") out.parentMessageId = cut(v);
  if (typeof (v = e.entityId) === "string") out.entityId = cut(v);
  if (typeof (v = e.subtype) === "string") out.subtype = cut(v);
  if (typeof (v = e.subagentRunId) === "string") out.subagentRunId = cut(v);
  if (typeof (v = e.stepName) === "string") out.stepName = cut(v);
  if (typeof (v = e.runId) === "string") out.runId = cut(v);
  if (typeof (v = e.threadId) === "string") out.threadId = cut(v);
  if (typeof (v = e.name) === "string") out.name = cut(v);
  return out;
}

const cut = (s: string): string => (s.length > MAX ? s.slice(0, MAX) : s);
