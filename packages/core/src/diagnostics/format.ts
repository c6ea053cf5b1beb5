import type { Diagnostic, DiagnosticParams } from "../runTypes";
import { DIAGNOSTIC_MESSAGES } from "./messages";

/** Longest sentence kept: ids in it are the producer's (issue 15). */
const MAX_SENTENCE = 300;

/**
 * The English sentence of diagnostic `code` with `params` (the message table, `messages.ts`): the sentence of
 * `code:variant` when `params.variant` is set, else of `code`; `undefined` for a code the table does not know (a
 * client transport's own diagnostic). Cut to 300 characters.
 */
export function formatMessage(code: string, params?: DiagnosticParams): string | undefined {
  const variant = params?.variant;
  const key = variant === undefined ? code : `${code}:${variant}`;
  const sentence = Object.hasOwn(DIAGNOSTIC_MESSAGES, key) ? DIAGNOSTIC_MESSAGES[key] : undefined;
  if (!sentence) return undefined;
  const text = sentence(params ?? {});
  return text.length > MAX_SENTENCE ? `${text.slice(0, MAX_SENTENCE - 1)}…` : text;
}

/**
 * The English sentence of a {@link Diagnostic}, in any build: production diagnostics carry their `code` and
 * `params` and only the code as `message` (docs/architecture.md, "Diagnostics as codes"); this builds the sentence
 * from the message table, which importing `@reasoning-ui/core/diagnostics` loads. A diagnostic that already
 * carries a sentence (a development build, or a client transport's own message) is returned as it is.
 *
 * @example
 * import { formatDiagnostic } from "@reasoning-ui/core/diagnostics";
 * for (const d of store.getState().diagnostics) console.warn(d.code, formatDiagnostic(d));
 * // unknown_id TOOL_CALL_ARGS for unknown tool call 'call-7'
 */
export function formatDiagnostic(diagnostic: Pick<Diagnostic, "code" | "message" | "params">): string {
  const { code, message, params } = diagnostic;
  if (message !== code && message !== "") return message;
  return formatMessage(code, params) ?? code;
}
