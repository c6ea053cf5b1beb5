import type { InspectorEntry, InspectorRun, InspectorSpan } from "./types";

/** `+1.234 s` / `+85 ms` from a duration in ms. */
export function formatOffset(ms: number): string {
  if (!Number.isFinite(ms)) return "";
  const sign = ms < 0 ? "−" : "+";
  const a = Math.abs(ms);
  return a < 1000 ? `${sign}${Math.round(a)} ms` : `${sign}${(a / 1000).toFixed(a < 10_000 ? 3 : 1)} s`;
}

/** `512 ch` / `12.4 k ch` from a count of characters. */
export function formatSize(chars: number | undefined): string {
  if (chars === undefined) return "";
  return chars < 10_000 ? `${chars} ch` : `${(chars / 1000).toFixed(1)} k ch`;
}

/** The ids of an entry as `messageId=r1 toolCallId=t1` (span id and lane are shown apart). */
export function formatIds(entry: InspectorEntry): string {
  return Object.entries(entry.ids)
    .filter(([, v]) => typeof v === "string")
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
}

export function runLabel(run: InspectorRun): string {
  if (run.runId === undefined) return "Events outside a run";
  return `Run ${run.runId}`;
}

export function spanLabel(span: InspectorSpan): string {
  const name = span.spanId !== undefined ? `Span ${span.spanId}` : `THINKING span${span.title ? ` “${span.title}”` : ""}`;
  return span.lane ? `${name} (lane ${span.lane})` : name;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
