/**
 * `@reasoning-ui/core/diagnostics`: the English sentences of the reducer's diagnostics, loaded on demand
 * (docs/architecture.md, "Diagnostics as codes"). In production builds a diagnostic's `message` is its `code`;
 * `formatDiagnostic(d)` builds the sentence from `code` and `params` with the message table this entry carries —
 * as React and Redux Toolkit decode their production error codes. Development builds, the strict entry and the
 * event inspector already show sentences.
 *
 * @example
 * import { formatDiagnostic } from "@reasoning-ui/core/diagnostics";
 * store.getState().diagnostics.map(formatDiagnostic);
 */
export { formatDiagnostic, formatMessage } from "./format";
export { DIAGNOSTIC_MESSAGES } from "./messages";
export type { Diagnostic, DiagnosticEvent, DiagnosticParams } from "../runTypes";
