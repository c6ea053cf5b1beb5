import type { RunAgentInput } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import type { RunError } from "../types";
import { AgentStreamError } from "./AgentStreamError";

/** A strict store's rejection of an event, as the run's error (`code: "strict_violation"`). */
export function strictViolationError(err: { code: string; message: string }): RunError {
  return { message: `Protocol violation (${err.code}): ${err.message}`, code: "strict_violation" };
}

/**
 * An `AgentProtocolError` (`@reasoning-ui/core/strict`), recognised by its name and string `code` so that
 * the transports do not bundle the strict module.
 */
export function isProtocolError(err: unknown): err is Error & { code: string } {
  return err instanceof Error && err.name === "AgentProtocolError" && typeof (err as { code?: unknown }).code === "string";
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

/** Longest `body` kept on an HTTP error (characters). */
const MAX_BODY = 64 * 1024;
/** Longest reason quoted in an HTTP error's `message`. */
const MAX_REASON = 200;

/**
 * An HTTP failure as an {@link AgentStreamError} `http_error` a person can read: `message` is "The agent answered
 * HTTP 404 Not Found", plus `: <reason>` when the body states one briefly — a JSON `message` / `error.message` /
 * `error` string, or a one-line plain-text body — never an HTML page. `status` is the status code, `body` the
 * reply's text (cut to 64 KiB) for developers. Every encrypted value `input` sent is redacted from both (an error
 * reply may echo the request).
 */
export function httpError(status: number, statusText: string, contentType: string, text: string, input: RunAgentInput): AgentStreamError {
  const body = redactEncryptedValues(text.length > MAX_BODY ? text.slice(0, MAX_BODY) : text, input);
  let reason = "";
  if (/json/i.test(contentType) || /^\s*[{[]/.test(body)) {
    try {
      const json: unknown = JSON.parse(body);
      const err = isRecord(json) ? json.error : undefined;
      const message = isRecord(json) ? (json.message ?? (isRecord(err) ? err.message : err)) : undefined;
      if (typeof message === "string") reason = message;
    } catch {
      /* not JSON after all */
    }
  } else if (!/html|xml/i.test(contentType) && !/^\s*</.test(body) && !/[\r\n]/.test(body.trim())) reason = body;
  reason = reason.trim();
  if (reason.length > MAX_REASON) reason = `${reason.slice(0, MAX_REASON)}…`;
  const message = `The agent answered HTTP ${status}${statusText ? ` ${statusText}` : ""}${reason ? `: ${reason}` : ""}`;
  return new AgentStreamError("http_error", message, { status, body });
}

/**
 * The one error mapping of every transport (`runLoop.ts`): what ended a run, as its {@link RunError}.
 * - {@link AgentStreamError}: its code and message (and `status`, `body` for HTTP);
 * - a strict store's `AgentProtocolError` → `strict_violation`;
 * - an `@ag-ui/client` HTTP error (an error with a numeric `status`; `payload` is the parsed body) →
 *   `http_error` as {@link httpError} builds it;
 * - a `TypeError` (fetch failed, connection cut) → `network_error`;
 * - anything else a source threw → `agent_error` with its message.
 * Encrypted values the input sent never reach a message.
 */
export function toRunError(err: unknown, input: RunAgentInput): RunError {
  if (err instanceof AgentStreamError) {
    const out: RunError = { message: redactEncryptedValues(err.message, input), code: err.code };
    if (err.status !== undefined) out.status = err.status;
    if (err.body !== undefined) out.body = err.body;
    return out;
  }
  if (isProtocolError(err)) return strictViolationError(err);
  const text = redactEncryptedValues(err instanceof Error ? err.message : String(err), input);
  const status = isRecord(err) || err instanceof Error ? (err as { status?: unknown }).status : undefined;
  if (typeof status === "number") {
    const payload = (err as { payload?: unknown }).payload;
    let body = text.replace(/^HTTP \d+:\s*/, "");
    if (typeof payload === "string") body = payload;
    else if (payload !== undefined) {
      try {
        body = JSON.stringify(payload);
      } catch {
        /* a payload too deep to serialise: keep the message's text */
      }
    }
    return toRunError(httpError(status, "", typeof payload === "object" ? "application/json" : "", body, input), input);
  }
  if (err instanceof TypeError) return { message: `The connection to the agent failed (${text}).`, code: "network_error" };
  return { message: `Agent error: ${text}`, code: "agent_error" };
}
