// What a diagnostic keeps of the producer's strings: ids may be huge (issue 15), so messages and params are cut.
import type { DiagnosticParams } from "../types";

/** Longest diagnostic message kept: ids in it are the producer's and may be huge (issue 15). */
const MAX_MESSAGE = 300;

/** `text` cut to {@link MAX_MESSAGE} characters. */
export function clip(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/** Longest string param kept (ids are the producer's and may be huge), as in an event summary. */
const MAX_PARAM = 128;

/** `params` with every string longer than {@link MAX_PARAM} cut (a copy only when one is). */
export function cutParams(params: DiagnosticParams): DiagnosticParams {
  let out: Record<string, string | number | undefined> | undefined;
  for (const k in params) {
    const v = params[k];
    if (typeof v === "string" && v.length > MAX_PARAM) (out ??= { ...params })[k] = v.slice(0, MAX_PARAM);
  }
  return out ?? params;
}
