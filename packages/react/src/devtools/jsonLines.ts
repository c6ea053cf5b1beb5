import type { EventLogSnapshot, InspectorEntry } from "./types";

/**
 * The entries as JSON lines (one object per line, `\n`-terminated): `seq`, `kind`, `type`, `runId`,
 * `spanId`, `lane`, `receivedAt` (client ms since epoch), `sinceRunStartMs`, `agentTimestamp`,
 * `agentSinceRunStartMs`, `size` (JSON characters), `ids`, `secrets` (path, length, 8-hex SHA-256 prefix),
 * `diagnostics` (code, message, at) and `event` — the event with every encrypted value replaced by
 * `{ "$encrypted": true, "length", "sha256" }` and strings longer than 240 characters cut. Never an
 * encrypted value.
 */
export function toJSONLines(entries: readonly InspectorEntry[], snapshot: Pick<EventLogSnapshot, "runs" | "spans">): string {
  let out = "";
  for (const e of entries) {
    const run = snapshot.runs.get(e.runKey);
    const span = e.spanKey ? snapshot.spans.get(e.spanKey) : undefined;
    const line = {
      seq: e.seq,
      kind: e.kind,
      type: e.type,
      ...(run?.runId !== undefined && { runId: run.runId }),
      ...(span?.spanId !== undefined && { spanId: span.spanId }),
      ...(e.lane !== undefined && { lane: e.lane }),
      receivedAt: e.receivedAt,
      sinceRunStartMs: e.sinceRunStart,
      ...(e.agentTimestamp !== undefined && { agentTimestamp: e.agentTimestamp }),
      ...(e.agentSinceRunStart !== undefined && { agentSinceRunStartMs: e.agentSinceRunStart }),
      ...(e.size !== undefined && { size: e.size }),
      ids: e.ids,
      secrets: e.secrets,
      diagnostics: e.diagnostics,
      ...(e.event !== undefined && { event: e.event }),
    };
    out += `${JSON.stringify(line)}\n`;
  }
  return out;
}
