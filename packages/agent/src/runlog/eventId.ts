/** SSE event ids of logged runs: `<runId>:<seq>` (docs/architecture.md, "Runs that outlive the page"). */

/** The SSE `id:` of event `seq` of run `runId`: `<runId>:<seq>`. */
export function runEventId(runId: string, seq: number): string {
  return `${runId}:${seq}`;
}

/** A parsed `Last-Event-ID`, or why it is refused (`code` and a sentence). */
export type ParsedEventId = { ok: true; seq: number } | { ok: false; code: "invalid_last_event_id" | "last_event_id_other_run"; message: string };

/**
 * Reads a `Last-Event-ID` (header or `lastEventId` query) for run `runId`. `null`/`""` means "from the start"
 * (seq 0). A value that is not `<runId>:<non-negative integer>` is `invalid_last_event_id`; one naming another
 * run is `last_event_id_other_run` (never silently replayed from elsewhere).
 */
export function parseRunEventId(value: string | null | undefined, runId: string): ParsedEventId {
  if (value === null || value === undefined || value === "") return { ok: true, seq: 0 };
  const at = value.lastIndexOf(":");
  const digits = at < 0 ? "" : value.slice(at + 1);
  if (at < 0 || !/^\d{1,15}$/.test(digits)) return { ok: false, code: "invalid_last_event_id", message: "The Last-Event-ID is not of the form <runId>:<sequence>." };
  if (value.slice(0, at) !== runId) return { ok: false, code: "last_event_id_other_run", message: "The Last-Event-ID belongs to another run." };
  return { ok: true, seq: Number(digits) };
}
