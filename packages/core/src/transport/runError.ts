import type { RunAgentInput } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { AgentProtocolError } from "../reducer/strict";
import type { RunError } from "../types";

/** A strict store's rejection of an event, as the run's error (`code: "strict_violation"`). */
export function strictViolationError(err: AgentProtocolError): RunError {
  return { message: `Protocol violation (${err.code}): ${err.message}`, code: "strict_violation" };
}

/** Every `encryptedValue` the input sends (on its messages and their tool calls), each also as it reads inside a JSON string. */
function encryptedValuesOf(input: RunAgentInput): string[] {
  const out = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v !== "string" || v === "") return;
    out.add(v);
    out.add(JSON.stringify(v).slice(1, -1));
  };
  for (const m of (Array.isArray(input?.messages) ? input.messages : []) as unknown[]) {
    if (!isRecord(m)) continue;
    add(m.encryptedValue);
    if (Array.isArray(m.toolCalls)) for (const tc of m.toolCalls) if (isRecord(tc)) add(tc.encryptedValue);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

/**
 * `text` with every encrypted value the run sent replaced by `[encrypted value]`. An error reply may echo
 * the request (a validation error quoting its input, an HTTP client putting the body in its message), and
 * what becomes {@link RunError.message} is shown and logged: an encrypted value must never reach it.
 * O(text × values), on the error path only.
 */
export function redactEncryptedValues(text: string, input: RunAgentInput): string {
  for (const v of encryptedValuesOf(input)) if (text.includes(v)) text = text.split(v).join("[encrypted value]");
  return text;
}
